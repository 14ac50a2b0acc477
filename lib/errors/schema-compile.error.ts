import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Raised while compiling a JSON Schema that asks for something the validator cannot check (an unknown format); the scanner names the member. */
export class SchemaCompileError extends McpDecoratorsError {
  readonly code = 'MCPD_SCHEMA_COMPILE';

  constructor(problem: string, options?: { cause?: unknown }) {
    super(problem, undefined, options);
  }
}
