import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised when a handler returns a value JSON cannot carry exactly (a Map, a Set, a Buffer, a function, NaN…); the
 * request is answered -32603 and this message, naming the handler, goes to the diagnostics.
 */
export class ResultNotJsonError extends McpDecoratorsError {
  readonly code = 'MCPD_RESULT_NOT_JSON';
  /** Where the bad value sits, from `result` (`result.items[2].tags`). */
  readonly path: string;

  constructor(path: string, problem: string) {
    super(`${path} ${problem}. Return JSON data: objects, arrays, strings, finite numbers, booleans, null (a Date becomes its ISO string; a class instance its own properties or its toJSON()).`);
    this.path = path;
  }
}
