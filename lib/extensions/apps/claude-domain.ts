import { nodeBuiltin } from '../../vocabulary/node-builtin.js';
import { NodeOnlyError } from '../../errors/node-only.error.js';

/**
 * The stable sandbox origin Claude gives a view whose `domain` is this value: the first 32 hex digits of the
 * SHA-256 of the server's MCP URL, under `claudemcpcontent.com`. Pass it as `apps({ domain })` or `@View(…, { domain })`
 * when an API the view calls allowlists its origin (CORS, OAuth callbacks). Node's crypto, looked up on use.
 * @example apps({ domain: claudeAppDomain('https://acme.example.com/mcp') }) // '…32 hex….claudemcpcontent.com'
 */
export function claudeAppDomain(mcpServerUrl: string): string {
  const crypto = nodeBuiltin('node:crypto', () => new NodeOnlyError('claudeAppDomain()', 'node:crypto', 'On a runtime without it, compute the SHA-256 of the URL yourself and pass apps({ domain: `${hex.slice(0, 32)}.claudemcpcontent.com` }).'));
  return `${crypto.createHash('sha256').update(mcpServerUrl).digest('hex').slice(0, 32)}.claudemcpcontent.com`;
}
