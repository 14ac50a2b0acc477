import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The dependency loads as a user's bundler leaves them: esbuild's ESM output turns a `require('pkg')` of a package
// it keeps external into its `__require` shim, which throws "Dynamic require … is not supported" where there is no
// `require` (Node's ESM); and in a CommonJS bundle a dependency's own ReferenceError must reach the caller as it is.

const here = dirname(fileURLToPath(import.meta.url));
const loader = join(here, '../../lib/vocabulary/dependency-load.js');

function run(file: string): Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [file], { timeout: 20_000 }, (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }));
  });
}

describe('vocabulary/dependency-load', function () {
  this.timeout(30_000);
  let dir: string;
  before(() => {
    // Inside dist/, so that the bundles resolve the packages installed here.
    dir = mkdtempSync(join(here, 'dependency-load-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('loads a dependency an ESM bundle keeps external (esbuild --packages=external): the __require shim refusal falls back to createRequire', async () => {
    const entry = join(dir, 'external.mjs');
    writeFileSync(entry, `import { jsYaml } from ${JSON.stringify(loader)};\nconsole.log(JSON.stringify(jsYaml().load('a: 1')));\n`);
    const outfile = join(dir, 'external.bundle.mjs');
    await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', external: ['js-yaml'], logLevel: 'silent' });
    const result = await run(outfile);
    expect(result.stderr).to.equal('');
    expect(result.stdout.trim()).to.equal('{"a":1}');
  });

  it('lets a ReferenceError thrown inside a bundled dependency through, as it is', async () => {
    const entry = join(dir, 'broken.mjs');
    writeFileSync(entry, `import { jsYaml } from ${JSON.stringify(loader)};\ntry { jsYaml(); } catch (e) { console.log(e.name + ': ' + e.message); }\n`);
    const outfile = join(dir, 'broken.bundle.cjs');
    await build({
      entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'cjs', logLevel: 'silent',
      plugins: [{ name: 'broken-yaml', setup(b) {
        b.onResolve({ filter: /^js-yaml$/ }, () => ({ path: 'js-yaml', namespace: 'broken' }));
        b.onLoad({ filter: /.*/, namespace: 'broken' }, () => ({ contents: 'module.exports = undefinedInsideTheDependency.load;', loader: 'js' }));
      } }],
    });
    const result = await run(outfile);
    expect(result.stdout.trim()).to.equal('ReferenceError: undefinedInsideTheDependency is not defined');
  });
});
