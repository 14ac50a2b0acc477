import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { Diagnostics } from '../../../contracts/diagnostics.js';
import { httpError } from '../wire/http-errors.js';
import type { HttpAnswer } from '../wire/http-answer.js';

// Longest request path echoed back in the advice; longer ones get the general answer.
const ECHO_LIMIT = 256;

/** True when `requested` looks like the endpoint mounted under a prefix: `/api/mcp` for the path `/mcp`. */
function underPrefix(requested: string, path: string): boolean {
  return path.length > 1 && requested.length <= ECHO_LIMIT && requested.length > path.length && requested.endsWith(path) && requested.charAt(requested.length - path.length - 1) !== '/';
}

/**
 * The 404 for a request to another path than the entry's, naming the `path` option that sets it. A request that
 * looks like the endpoint mounted under a prefix (Express, Fastify or Hono routing `/api/mcp` to an entry left
 * at `/mcp`) gets the exact option to pass, and the server says so once on its diagnostics.
 * @example wrongPath('/api/mcp', '/mcp', diagnostics, warned) // 404: … createHttpEntry(server, { path: "/api/mcp" }) …
 */
export function wrongPath(requested: string, path: string, diagnostics: Diagnostics, warned: { done: boolean }): HttpAnswer {
  if (!underPrefix(requested, path)) return httpError(404, RpcErrorCode.HttpError, `Not found: the MCP endpoint is ${path} (set by the path option of createHttpEntry or serveHttp)`);
  const fix = `createHttpEntry(server, { path: ${JSON.stringify(requested)} }) or serveHttp(server, { path: ${JSON.stringify(requested)} })`;
  if (!warned.done) {
    warned.done = true;
    diagnostics.warn(`HTTP request for ${JSON.stringify(requested)} answered 404: the MCP endpoint's path is ${path}. Mounted under a prefix? The entry sees the whole path, so give it: ${fix}.`);
  }
  return httpError(404, RpcErrorCode.HttpError, `Not found: the MCP endpoint is ${path}, not ${requested}. Mounted under a prefix, it needs the whole path: ${fix}`);
}
