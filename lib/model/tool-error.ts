import { McpDecoratorsError } from '../errors/mcp-decorators-error.js';

/**
 * An error a tool throws on purpose, with a message meant for the model ("No customer with id 'CUST-9'. Use
 * search_customers first."). It becomes an `isError` result like any throw, but is logged as one line
 * without a stack, since nothing went wrong in the server.
 * @example `if (!customer) throw new ToolError(\`No customer with id '${id}'. Use search_customers to find the right one.\`);`
 */
export class ToolError extends McpDecoratorsError {
  readonly code = 'MCPD_TOOL_ERROR';

  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, undefined, options);
  }
}
