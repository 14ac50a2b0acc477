import { expect } from 'chai';
import { build } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// What a fetch runtime loads: the static import closure of the entries an edge user imports (the root, for
// createServer and the decorators, and mcp-decorators/fetch) may hold no Node module, because Vercel Edge has none
// and workerd has them only with nodejs_compat. Node-only features (serveHttp, the node mounts, skill folders,
// trustProxy) look theirs up when used (lib/vocabulary/node-builtin.ts). Measured as scripts/build-package.mjs's
// moduleGraph measures it: esbuild's metafile over the compiled lib/, static imports only.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The edge entries: subpath to its compiled module below dist/lib. */
const EDGE_ENTRIES: Readonly<Record<string, string>> = { 'mcp-decorators': 'index', 'mcp-decorators/fetch': 'fetch/index' };

/**
 * Node imports tolerated for now, as `<module below lib/> -> <node module>`. Every one is on its way out: none may
 * be added.
 */
const ALLOWED = new Set([
  // removed by the i20-loads merge (randomUUID/randomBytes become globalThis.crypto)
  'server/engine/connection.js -> node:crypto',
  'server/transports/http/session/session-host.js -> node:crypto',
  'extensions/tasks/task-service.js -> node:crypto',
  'server/engine/bus-fan-out.js -> node:crypto',
  'server/engine/server-settings.js -> node:crypto',
  // removed by the i20-loads merge (createRequire loads become static imports; issue 20 item 1)
  'binding/lazy-modules.js -> node:module',
  'limits/rate-limiter-store.js -> node:module',
  'observability/otel-api.js -> node:module',
  'extensions/skills/skill-frontmatter.js -> node:module',
  'scanner/transformer-metadata.js -> node:module',
]);

/** Every `<module> -> <node module>` static import in the closure of the compiled entry `entry` (below dist/lib). */
async function nodeImports(entry: string): Promise<string[]> {
  const lib = join(root, 'dist/lib');
  const { metafile } = await build({ entryPoints: [join(lib, `${entry}.js`)], absWorkingDir: lib, outdir: join(lib, 'probe'), bundle: true, format: 'esm', platform: 'node', packages: 'external', write: false, metafile: true, logLevel: 'silent' });
  const found: string[] = [];
  const seen = new Set<string>();
  const queue = [`${entry}.js`];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const imported of metafile.inputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (!imported.external) queue.push(imported.path);
      else if (imported.path.startsWith('node:') || !imported.path.includes('/') && NODE_BUILTINS.has(imported.path)) found.push(`${path} -> ${imported.path}`);
    }
  }
  return found.sort();
}

/** Node's built-ins spelled without the `node:` prefix, which count the same. */
const NODE_BUILTINS = new Set(['crypto', 'fs', 'path', 'http', 'https', 'net', 'stream', 'events', 'module', 'os', 'url', 'util', 'buffer', 'child_process', 'worker_threads', 'zlib', 'async_hooks', 'tls', 'dns', 'readline']);

describe('architecture/edge-closure', () => {
  for (const [subpath, entry] of Object.entries(EDGE_ENTRIES)) {
    it(`${subpath} loads no Node module (fetch runtimes have none), beyond the allow-list on its way out`, async () => {
      const offending = (await nodeImports(entry)).filter((edge) => !ALLOWED.has(edge));
      expect(offending, `${subpath} statically imports Node modules; look them up on use (lib/vocabulary/node-builtin.ts) or use a web API`).to.deep.equal([]);
    });
  }

  it('finds a Node import where there is one (the measure is not blind)', async () => {
    expect(await nodeImports('cli/main')).to.include('cli/main.js -> node:fs');
  });
});
