import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Raised when a revision adapter encodes something that is not plain JSON data; names what and where. */
export class EncodingError extends McpDecoratorsError {
  readonly code = 'MCPD_ENCODING';

  constructor(what: string, problem: string) {
    super(`${what} is not plain JSON: ${problem}. A revision adapter must encode only JSON data (objects, arrays, strings, finite numbers, booleans, null).`);
  }
}
