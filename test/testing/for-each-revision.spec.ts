import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forEachRevision, MissingTestGlobalsError, type TestRunner } from '../../lib/testing/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixture = join(root, 'dist/test/fixtures/node-test-revisions.js');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs node with `args` from the repository root (so the fixture resolves mcp-decorators to this package). */
function node(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<Run> {
  // The parent's NODE_TEST_CONTEXT (when the suite itself runs under node --test) must not leak into the child.
  const { NODE_TEST_CONTEXT: _ignored, ...parent } = process.env;
  return new Promise((done) => {
    execFile(process.execPath, [...args], { cwd: root, env: { ...parent, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

/** The counters node:test's TAP reporter ends with. */
function counts(stdout: string): { tests: number; pass: number; fail: number } {
  const read = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(stdout)?.[1] ?? NaN);
  return { tests: read('tests'), pass: read('pass'), fail: read('fail') };
}

// 5 revisions × 2 clients (v1 has no 2026-07-28) × 2 transports (memory, http).
const EVERY = 18;

describe('testing/for-each-revision', function () {
  this.timeout(90_000);

  it('runs under node --test, finding node:test itself: one passing test per revision × client × transport', async () => {
    const run = await node(['--test', '--test-reporter=tap', fixture]);
    expect(counts(run.stdout), run.stdout + run.stderr).to.deep.equal({ tests: EVERY, pass: EVERY, fail: 0 });
    expect(run.code).to.equal(0);
    expect(run.stdout).to.contain('# Subtest: 2024-11-05 · v1 client · memory');
    expect(run.stdout).to.contain('# Subtest: 2026-07-28 · v2 client · http');
  });

  it('reports a failing body as failed tests under node --test (exit code 1)', async () => {
    const run = await node(['--test', '--test-reporter=tap', fixture], { FIXTURE_BREAK: '1' });
    expect(counts(run.stdout), run.stdout + run.stderr).to.deep.equal({ tests: 9, pass: 0, fail: 9 });
    expect(run.code).to.equal(1);
  });

  it("runs under plain node with node:test's describe and it passed as options.runner", async () => {
    const run = await node(['--test-reporter=tap', fixture], { FIXTURE_RUNNER: 'passed' });
    expect(counts(run.stdout), run.stdout + run.stderr).to.deep.equal({ tests: EVERY, pass: EVERY, fail: 0 });
    expect(run.code).to.equal(0);
  });

  it('refuses with MCPD_TEST_GLOBALS under plain node without a runner, saying what to pass', async () => {
    const run = await node([fixture]);
    expect(run.code).to.equal(1);
    expect(run.stderr).to.contain(new MissingTestGlobalsError('forEachRevision').message);
    expect(run.stderr).to.contain('runner: { describe, it }');
  });

  describe('a runner passed in wins over the globals', () => {
    const declared: string[] = [];
    const runner: TestRunner = {
      describe: (title, body) => {
        declared.push(`describe ${title}`);
        body();
      },
      it: (title) => void declared.push(`it ${title}`),
    };
    forEachRevision('recorded', { server: () => Promise.reject(new Error('never connected')), revisions: ['2025-06-18'], clients: ['v2'], transports: ['memory'], runner }, async () => undefined);

    it('declares through the runner given, not through mocha', () => {
      expect(declared).to.deep.equal(['describe recorded', 'it 2025-06-18 · v2 client · memory']);
    });
  });
});
