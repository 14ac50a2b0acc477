import { expect } from 'chai';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = join(root, 'dist/lib/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, ACME_DB: ':memory:' } });

describe('cli/main', function () {
  this.timeout(20_000);

  it('prints help for the tool and each command', () => {
    expect(run('--help').stdout).to.include('manifest <module> --revision <rev>');
    expect(run('serve', '--help').stdout).to.include('serves the module over stdio').and.include('--http');
    expect(run('manifest', '--help').stdout).to.include('--revision <rev>');
  });

  it('refuses unknown commands and missing options with exit code 2 and a reason on stderr', () => {
    const unknown = run('frobnicate');
    expect(unknown.status).to.equal(2);
    expect(unknown.stderr).to.include('unknown command "frobnicate"');
    const missing = run('manifest', join(root, 'dist/samples/acme-tools'));
    expect(missing.status).to.equal(2);
    expect(missing.stderr).to.include('manifest takes one module and --revision');
    const unsupported = run('manifest', join(root, 'dist/samples/acme-tools'), '--revision', '2001-01-01');
    expect(unsupported.status).to.equal(2);
    expect(unsupported.stderr).to.include('does not speak revision 2001-01-01; it speaks 2026-07-28, 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05');
  });

  it('writes the manifest to --out, serving a module that only exports decorated classes', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-'));
    try {
      const out = join(folder, 'manifest.json');
      execFileSync(process.execPath, [cli, 'manifest', join(root, 'dist/test/fixtures/slow-tools.js'), '--revision', '2025-06-18', '--out', out]);
      const manifest = JSON.parse(readFileSync(out, 'utf8')) as { serverInfo: object; tools: { name: string }[] };
      expect(manifest.serverInfo).to.deep.equal({ name: 'slow-tools', version: '0.0.0' });
      expect(manifest.tools.map((t) => t.name)).to.deep.equal(['wait', 'count']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says what is wrong with a module that offers nothing to serve', () => {
    const result = run('manifest', join(root, 'dist/test/support/raw-stdio.js'), '--revision', '2025-06-18');
    expect(result.status).to.equal(2);
    expect(result.stderr).to.include('exports no server and no decorated class');
  });
});
