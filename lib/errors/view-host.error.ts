import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by the browser harness of mcp-decorators/testing (`renderView`) when the view cannot be hosted: bad options,
 * a tool without a view, a view that is not an MCP Apps HTML resource, or a page condition not met in time.
 * @example await renderView({ server, tool: 'no_view' }); // MCPD_VIEW_HOST: the tool names no view
 */
export class ViewHostError extends McpDecoratorsError {
  readonly code = 'MCPD_VIEW_HOST';

  constructor(member: string, problem: string, fix: string, cause?: unknown) {
    super(`renderView: ${problem}. ${fix}`, { target: 'renderView', member }, { cause });
  }
}
