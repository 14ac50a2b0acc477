import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by a proxy (`mcp-decorators/proxy`) when something the upstream server or the client asks for has no
 * counterpart on the other side: an upstream's elicitation, sampling or roots request that no forwarded call can
 * carry to the client (the client's revision or capabilities lack it, or no call of this client is waiting on the
 * upstream). The upstream gets it as the JSON-RPC error of its request, never a guessed answer.
 * @example docs/guide/proxy-and-bridge.md ("What the bridge cannot translate")
 */
export class BridgeUntranslatableError extends McpDecoratorsError {
  readonly code = 'MCPD_BRIDGE_UNTRANSLATABLE';

  constructor(readonly method: string, reason: string, fix: string) {
    super(`The upstream's ${method} request cannot be carried to the client: ${reason}. ${fix}`, { target: 'proxy', member: method });
  }
}
