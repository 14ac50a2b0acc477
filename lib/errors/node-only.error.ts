import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised when a Node-only feature (serveHttp, a node mount, skill folders, `trustProxy` address lists) is used on a
 * runtime without the Node module it needs (Vercel Edge, or workerd without nodejs_compat), naming the feature and
 * what to use there instead.
 * @example try { skills({ folders: ['skills/notes'] }); } catch (e) { if (e instanceof NodeOnlyError) console.error(e.message); }
 */
export class NodeOnlyError extends McpDecoratorsError {
  readonly code = 'MCPD_NODE_ONLY';

  constructor(feature: string, module: string, instead: string) {
    super(`${feature} needs Node's ${module}, which this runtime does not provide. ${instead}`, { target: feature, member: module });
  }
}
