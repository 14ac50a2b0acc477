/** The Node built-ins the Node-only features use, by id (types only: nothing here imports them). */
export interface NodeBuiltins {
  'node:crypto': typeof import('node:crypto');
  'node:fs': typeof import('node:fs');
  'node:http': typeof import('node:http');
  'node:net': typeof import('node:net');
  'node:path': typeof import('node:path');
  'node:stream': typeof import('node:stream');
}

/**
 * A Node built-in, looked up with `process.getBuiltinModule` (Node ≥ 20.16, Bun, Deno, workerd with nodejs_compat)
 * when a Node-only feature is used (serveHttp, the node mounts, skill folders, `trustProxy`), never imported at
 * module scope: the package's entries load on fetch runtimes that have no such module (Vercel Edge). A runtime
 * without it gets `missing()`, the error that names the feature and what to use instead.
 */
export function nodeBuiltin<ID extends keyof NodeBuiltins>(id: ID, missing: () => Error): NodeBuiltins[ID] {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const module = typeof host?.getBuiltinModule === 'function' ? host.getBuiltinModule(id) : undefined;
  if (module === undefined || module === null) throw missing();
  return module as NodeBuiltins[ID];
}
