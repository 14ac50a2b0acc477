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
 * The Node imports the root may keep, as `<module below lib/> -> <node module>`; none may be added. node:module gives
 * the dependency loads their fallback for an ES module on Node (`createRequire`, made inside each loader, never at
 * module scope), in the one form Vercel's file tracing follows; workerd (nodejs_compat), Deno and Bun provide it, and
 * a bundler resolves the literal `require()` beside it instead. mcp-decorators/fetch itself keeps none.
 */
const ALLOWED = new Set(['vocabulary/dependency-load.js -> node:module']);

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
    it(`${subpath} loads no Node module (fetch runtimes have none), beyond the allow-list (node:module for the dependency loads, root only)`, async () => {
      const offending = (await nodeImports(entry)).filter((edge) => !ALLOWED.has(edge));
      expect(offending, `${subpath} statically imports Node modules; look them up on use (lib/vocabulary/node-builtin.ts) or use a web API`).to.deep.equal([]);
    });
  }

  it('finds a Node import where there is one (the measure is not blind)', async () => {
    expect(await nodeImports('cli/main')).to.include('cli/package-info.js -> node:fs');
  });
});
