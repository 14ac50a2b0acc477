import type { HttpEntry } from '../entry/http-entry.js';

/** A module worker's default export, as Cloudflare Workers (and workerd, Miniflare) call it. @example export default workersHandler(entry) satisfies WorkersHandler<unknown> */
export interface WorkersHandler<Env> {
  fetch(request: Request, env: Env, ctx?: unknown): Promise<Response>;
}

/**
 * A Cloudflare Workers module handler (`export default workersHandler(…)`) serving the entry. Given an entry, every
 * request goes to it; given a function of the worker's `env`, the entry is made on the first request with that env
 * (a secret such as `stateSecret` comes from `env`) and reused by the isolate after it.
 * @example export default workersHandler((env: { MCP_STATE_SECRET: string }) => createHttpEntry(createServer({ …, stateSecret: env.MCP_STATE_SECRET }), { sessionless: true, host: 'my-worker.example.workers.dev' }));
 */
export function workersHandler<Env = unknown>(entry: HttpEntry | ((env: Env) => HttpEntry)): WorkersHandler<Env> {
  let made: HttpEntry | undefined = typeof entry === 'function' ? undefined : entry;
  const make = typeof entry === 'function' ? entry : undefined;
  return {
    fetch(request, env) {
      made ??= make!(env);
      return made.fetch(request);
    },
  };
}
