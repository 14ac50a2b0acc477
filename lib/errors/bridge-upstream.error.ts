import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by `proxy()` (`mcp-decorators/proxy`) when it cannot connect to the upstream MCP server or read its lists at
 * start-up; the cause is kept on `cause` (never sent to any client).
 * @example await proxy({ url: 'http://127.0.0.1:1/mcp' }); // MCPD_BRIDGE_UPSTREAM
 */
export class BridgeUpstreamError extends McpDecoratorsError {
  readonly code = 'MCPD_BRIDGE_UPSTREAM';

  constructor(readonly upstream: string, step: string, cause?: unknown) {
    super(`The proxy could not ${step} the upstream MCP server ${upstream}. Check that the server runs and speaks MCP there (its URL, or its command and arguments), and that the proxy's headers carry the credentials it expects.`, { target: 'proxy', member: upstream }, { cause });
  }
}
