// Putting another MCP server behind mcp-decorators (docs/guide/proxy-and-bridge.md includes it by region).
// Run by test/docs/examples/proxy.spec.ts against an upstream built with the official SDK.
import { serveHttp, serveStdio, tasks, type GuardFn } from 'mcp-decorators';
import { proxy } from 'mcp-decorators/proxy';

// #region stdio-upstream
/** A stdio server that speaks one old revision, served on every revision over stdio. */
export async function bridgeOverStdio(command: string, args: string[]) {
  const server = await proxy({ command, args });
  console.error(`upstream speaks ${server.upstream.revision}`);   // e.g. 2025-06-18
  await serveStdio(server);
  return server;                                                  // server.close() also stops the upstream
}
// #endregion stdio-upstream

// #region http-upstream
/** A remote server, with the proxy's own credentials and the framework's access rules in front of it. */
export async function bridgeOverHttp(url: string, upstreamToken: string, port: number) {
  const server = await proxy({
    url,
    headers: { authorization: `Bearer ${upstreamToken}` },       // the proxy's credentials, never a client's
    rateLimit: { points: 60, duration: 60 },                      // every proxied call
    tools: { delete_all: { scopes: ['admin'] }, add: { argumentLimits: { maxBytes: 1024 } } },
  });
  const http = await serveHttp(server, { port });                 // all five revisions at http.url
  return { server, http };
}
// #endregion http-upstream

// #region declarations
/** Per-member declarations, as the decorators would make them on a class: by tool and prompt name, by URI or template. */
const ownerOnly: GuardFn = (call) => call.context.auth?.subject === 'owner';

export function declaredInFront(url: string) {
  return proxy({
    url,
    tools: { delete_all: { scopes: ['admin'] }, search: { rateLimit: { points: 10, duration: 60 } } },
    prompts: { review: { roles: ['editor'] } },
    resources: { 'notes://{id}': { guards: [ownerOnly] } },
  });
}
// #endregion declarations

// #region tasks
/** Tasks of the proxy: a client that asks for a task of `report` gets one, the forwarded call running inside it. */
export function withTasks(url: string) {
  return proxy({ url, extensions: [tasks()], tools: { report: { task: 'optional' } } });
}
// #endregion tasks
