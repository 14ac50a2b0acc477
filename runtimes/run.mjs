#!/usr/bin/env node
// The runtime suite (npm run test:runtimes): packs the package as a release would, installs it and each toolchain from
// the npm registry into temp folders outside the repository, and runs one demo server (runtimes/fixture/src, public API
// only) in every environment users deploy to. Each row checks that the tool list's input schemas are byte-identical to
// the Node 20 + tsc build's (the golden list, made in the same run) and that the same calls pass at 2025-11-25 (in a
// session where the runtime has sessions) and at 2026-07-28 (stateless: the `_meta` envelope, and over HTTP the
// MCP-Protocol-Version, Mcp-Method and Mcp-Name headers). Two rows pin the honest limits: Node's type stripping cannot
// parse decorators (a SyntaxError), and TC39 decorators get MCPD_STANDARD_DECORATORS. Prints a matrix (environment ×
// check) and the first error of each failing row; exits 1 if any row fails.
//
//   npm run test:runtimes                          everything, downloads into a temp npm cache
//   MCPD_RUNTIMES_NPM_CACHE=/path                  reuse an npm cache (local runs; CI starts clean)
//   MCPD_RUNTIMES_ONLY=node20-tsc-stdio,bun-stdio  only these rows (the golden row always runs)
//   MCPD_RUNTIMES_KEEP=1                           keep the temp folder (its path is printed)
//   MCPD_RUNTIMES_JOBS=2                           rows run at once (default 2)
//   MCPD_RUNTIMES_PACKAGE=/path/to/package.tgz     test this tarball instead of packing the repository
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_REVISION, STATELESS, httpConnection, lastLines, listeningUrl, runEra, saysError, startProcess, stdioConnection, stopAll, within } from './mcp-checks.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const work = mkdtempSync(join(tmpdir(), 'mcpd-runtimes-'));
const cache = process.env.MCPD_RUNTIMES_NPM_CACHE ?? join(work, 'npm-cache');
const only = process.env.MCPD_RUNTIMES_ONLY ? new Set(process.env.MCPD_RUNTIMES_ONLY.split(',')) : undefined;
const JOBS = Number(process.env.MCPD_RUNTIMES_JOBS ?? 2);
const START_MS = 60_000;
const app = join(work, 'app');
const workerDir = join(work, 'worker');

/** The toolchains, by major version: the newest npm gives within each. */
const APP_PACKAGES = ['class-validator@~0.15.1', 'class-transformer@^0.5.1', 'reflect-metadata@^0.2.2', 'typescript@^7', '@types/node@^20', '@swc/core@^1.16', '@swc/cli@^0.8', 'tsx@^4', 'esbuild@^0.28', 'bun@^1.4', 'deno@^2.9', '@vercel/nft@^1'];
const WORKER_PACKAGES = ['class-validator@~0.15.1', 'class-transformer@^0.5.1', 'reflect-metadata@^0.2.2', 'wrangler@^4'];
const QUIET = { DO_NOT_TRACK: '1', NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', DENO_DIR: join(work, 'deno-dir'), BUN_INSTALL_CACHE_DIR: join(work, 'bun-cache'), WRANGLER_SEND_METRICS: 'false', XDG_CONFIG_HOME: join(work, 'xdg'), WRANGLER_LOG_PATH: join(work, 'wrangler-logs'), npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
const timings = [];

/** Runs a command to completion (bounded); resolves with its output, rejects with the lines that say why. */
function run(command, args, { cwd = work, env = {}, ms = 600_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    execFile(command, args, { cwd, env: { ...process.env, ...QUIET, ...env }, timeout: ms, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${[command, ...args].join(' ').replaceAll(work, '<tmp>')}: ${lastLines(`${stderr}\n${stdout}`) || error.message}`));
      else resolvePromise({ stdout, stderr });
    });
  });
}

async function timed(name, task) {
  const started = Date.now();
  try {
    return await task();
  } finally {
    timings.push([name, Date.now() - started]);
  }
}

/** Settles a step once; later rows await the same outcome. */
function step(name, task) {
  const promise = timed(name, task);
  promise.catch(() => undefined);
  return promise;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Path of the `node` binary of a major version, fetched with npx into the suite's npm cache. */
async function nodeBinary(major) {
  if (process.versions.node.split('.')[0] === String(major)) return process.execPath;
  const { stdout } = await run('npx', ['-y', '--cache', cache, '-p', `node@${major}`, '--', 'node', '-p', 'process.execPath']);
  return stdout.trim();
}

async function npmInstall(dir, packages, node) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'mcpd-runtimes-app', private: true, type: 'module' }, null, 2)}\n`);
  // npm's shebang runs it on the first `node` on PATH: the version given.
  const env = node ? { PATH: `${dirname(node)}:${process.env.PATH}` } : {};
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--cache', cache, ...packages], { cwd: dir, env });
}

// ---- steps shared by rows ----------------------------------------------------------------------------------------
const tarball = step('npm pack (prepack builds)', async () => {
  if (process.env.MCPD_RUNTIMES_PACKAGE) {
    const given = resolve(process.env.MCPD_RUNTIMES_PACKAGE);
    if (!existsSync(given)) throw new Error(`MCPD_RUNTIMES_PACKAGE names no file: ${given}`);
    return given;
  }
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root, env: { npm_config_cache: cache } });
  return join(work, stdout.trim().split('\n').pop());
});
const node22 = step('npx node@22', () => nodeBinary(22));
const node24 = step('npx node@24', () => nodeBinary(24));
const node20 = step('node 20', () => nodeBinary(20));
const appInstalled = step('install: app (tarball + toolchains)', async () => {
  await npmInstall(app, [await tarball, ...APP_PACKAGES]);
  cpSync(join(here, 'fixture'), app, { recursive: true });
});
const workerInstalled = step('install: worker (wrangler on Node 22)', async () => {
  await npmInstall(workerDir, [await tarball, ...WORKER_PACKAGES], await node22);
});
const tscBuilt = appInstalled.then(() => timed('build: tsc', async () => {
  await run(await node20, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { cwd: app });
}));
tscBuilt.catch(() => undefined);
const bin = (name) => join(app, 'node_modules/.bin', name);
/** The Lambda handler compiled by tsc in its own project (it imports mcp-decorators/fetch), once for both Lambda rows. */
let lambdaTsc;
const lambdaBuilt = () => (lambdaTsc ??= (async () => {
  await run(await node20, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lambda.json'], { cwd: app });
  return 'lambda-dist/lambda.js';
})());

// ---- the rows ------------------------------------------------------------------------------------------------------
/**
 * A row: `needs` (steps it waits for: install column), `build` (its own build step: build column), then `serve`:
 * `stdio` (a command speaking JSON-RPC on stdio; one process per era) or `http` (a command that prints the endpoint).
 * `expect` rows are limits: they pass when the command fails with output matching every pattern (start column).
 */
const ROWS = [
  { id: 'node20-tsc-stdio', env: 'Node 20 + tsc, stdio (golden)', needs: [tscBuilt], serve: 'stdio', sessions: true, command: async () => [await node20, ['dist/stdio.js']] },
  { id: 'node20-tsc-http', env: 'Node 20 + tsc, serveHttp', needs: [tscBuilt], serve: 'http', sessions: true, command: async () => [await node20, ['dist/http.js']] },
  { id: 'node22-tsc', env: 'Node 22 + tsc, stdio', needs: [tscBuilt, node22], serve: 'stdio', sessions: true, command: async () => [await node22, ['dist/stdio.js']] },
  { id: 'node24-tsc', env: 'Node 24 + tsc, stdio', needs: [tscBuilt, node24], serve: 'stdio', sessions: true, command: async () => [await node24, ['dist/stdio.js']] },
  {
    id: 'swc-cli', env: 'Node 20 + swc CLI (.swcrc decoratorMetadata)', needs: [appInstalled], serve: 'stdio', sessions: true,
    build: async () => run(await node20, [bin('swc'), 'src', '-d', 'swc-dist', '--strip-leading-paths', '--only', '**/demo.ts,**/stdio.ts'], { cwd: app }),
    command: async () => [await node20, ['swc-dist/stdio.js']],
  },
  { id: 'swc-register', env: 'node --import mcp-decorators/register src/stdio.ts', needs: [appInstalled], serve: 'stdio', sessions: true, command: async () => [await node20, ['--import', 'mcp-decorators/register', 'src/stdio.ts']] },
  { id: 'tsx', env: 'Node 20 + tsx, explicit types', needs: [appInstalled], serve: 'stdio', sessions: true, command: async () => [await node20, ['node_modules/tsx/dist/cli.mjs', 'src/stdio-explicit.ts']] },
  {
    id: 'esbuild-ts', env: 'esbuild bundle of the TS source, explicit types', needs: [appInstalled], serve: 'stdio', sessions: true,
    build: () => run(bin('esbuild'), ['src/stdio-explicit.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', '--outfile=esbuild-dist/stdio.mjs', '--log-level=error'], { cwd: app }),
    command: async () => [await node20, ['esbuild-dist/stdio.mjs']],
  },
  {
    id: 'lambda-esm', env: 'tsc → esbuild ESM bundle, alone, Lambda handler', needs: [appInstalled], serve: 'http', sessions: false,
    build: async () => run(bin('esbuild'), [await lambdaBuilt(), '--bundle', '--platform=node', '--target=node20', '--format=esm', `--outfile=${join(work, 'lambda-esm/index.mjs')}`, '--banner:js=import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);', '--log-level=error'], { cwd: app }),
    command: async () => [await node20, [join(here, 'lambda-host.mjs'), 'index.mjs']], cwd: () => join(work, 'lambda-esm'),
  },
  {
    id: 'lambda-cjs', env: 'tsc → esbuild CJS bundle, alone, Lambda handler', needs: [appInstalled], serve: 'http', sessions: false,
    build: async () => run(bin('esbuild'), [await lambdaBuilt(), '--bundle', '--platform=node', '--target=node20', '--format=cjs', `--outfile=${join(work, 'lambda-cjs/index.cjs')}`, '--log-level=error'], { cwd: app }),
    command: async () => [await node20, [join(here, 'lambda-host.mjs'), 'index.cjs']], cwd: () => join(work, 'lambda-cjs'),
  },
  {
    id: 'nft', env: 'tsc + @vercel/nft file tracing, traced files alone', needs: [tscBuilt], serve: 'stdio', sessions: true,
    build: async () => run(await node20, ['nft-deploy.mjs', join(work, 'nft')], { cwd: app }),
    command: async () => [await node20, ['dist/stdio.js']], cwd: () => join(work, 'nft'),
  },
  { id: 'bun-stdio', env: 'Bun, TS direct, stdio', needs: [appInstalled], serve: 'stdio', sessions: true, command: async () => [bin('bun'), ['src/stdio.ts']] },
  { id: 'bun-serve', env: 'Bun.serve + createHttpEntry', needs: [appInstalled], serve: 'http', sessions: true, command: async () => [bin('bun'), ['src/bun-serve.ts']] },
  {
    id: 'bun-compile', env: 'bun build --compile, run alone', needs: [appInstalled], serve: 'stdio', sessions: true,
    build: () => run(bin('bun'), ['build', '--compile', 'src/stdio.ts', '--outfile', join(work, 'bun-compile/stdio')], { cwd: app }),
    command: async () => [join(work, 'bun-compile/stdio'), []], cwd: () => join(work, 'bun-compile'),
  },
  {
    id: 'bun-build', env: 'bun build bundle, run alone (--no-install)', needs: [appInstalled], serve: 'stdio', sessions: true,
    build: () => run(bin('bun'), ['build', 'src/stdio.ts', '--target=bun', '--outfile', join(work, 'bun-build/stdio.js')], { cwd: app }),
    command: async () => [bin('bun'), ['--no-install', 'stdio.js']], cwd: () => join(work, 'bun-build'),
  },
  { id: 'deno-stdio', env: 'Deno, npm: imports, deno.json, stdio', needs: [appInstalled], serve: 'stdio', sessions: true, command: async () => [bin('deno'), ['run', '--quiet', 'src/deno-stdio.ts']] },
  { id: 'deno-serve', env: 'Deno.serve + createHttpEntry', needs: [appInstalled], serve: 'http', sessions: true, command: async () => [bin('deno'), ['run', '--quiet', '--allow-net=127.0.0.1', '--allow-env', '--allow-read', 'src/deno-serve.ts']] },
  {
    id: 'workerd', env: 'workerd (wrangler dev), mcp-decorators/fetch', needs: [appInstalled, workerInstalled, node22], serve: 'http', sessions: false, listening: /Ready on (http:\/\/\S+)/, path: '/mcp',
    build: async () => {
      await run(await node20, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.worker.json'], { cwd: app });
      cpSync(join(app, 'worker-dist'), join(workerDir, 'worker-dist'), { recursive: true });
      cpSync(join(app, 'wrangler.jsonc'), join(workerDir, 'wrangler.jsonc'));
    },
    command: async () => [await node22, ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', String(await freePort()), '--inspector-port', String(await freePort()), '--show-interactive-dev-session=false', '--log-level', 'info']],
    cwd: () => workerDir,
  },
  { id: 'node22-strip', env: 'limit: Node 22 --experimental-strip-types', needs: [appInstalled, node22], expect: [/SyntaxError: Invalid or unexpected token/, /^\s*@IsString\(\)/m], command: async () => [await node22, ['--experimental-strip-types', 'src/demo.ts']] },
  { id: 'node24-strip', env: 'limit: Node 24 default type stripping', needs: [appInstalled, node24], expect: [/SyntaxError: Invalid or unexpected token/, /^\s*@IsString\(\)/m], command: async () => [await node24, ['src/demo.ts']] },
  {
    id: 'tc39', env: 'limit: TC39 decorators (experimentalDecorators off)', needs: [appInstalled], expect: [/MCPD_STANDARD_DECORATORS/, /@Tool on the method "ping" was applied as a TC39 standard decorator/],
    // tsc reports the legacy decorator's signature as an error under TC39 and emits anyway (noEmitOnError is off).
    build: async () => {
      await run(await node20, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.tc39.json'], { cwd: app }).catch(() => undefined);
      if (!existsSync(join(app, 'tc39-dist/tc39.js'))) throw new Error('tsc emitted no tc39-dist/tc39.js');
    },
    command: async () => [await node20, ['tc39-dist/tc39.js']],
  },
];

/** The message of each failed shared step, and the first row that reported it. */
const sharedFailures = new Map();
const COLUMNS = ['install', 'build', 'start', 'schemas', SESSION_REVISION, STATELESS];
let golden;

/** Runs one row; returns its cells (column → ✓ ✗ – ·) and its first error. */
async function runRow(row) {
  const cells = Object.fromEntries(COLUMNS.map((c) => [c, '–']));
  let started = Date.now();
  // Returned from inside the try: the finally below completes it (time, the processes' output) before the caller sees it.
  const result = { row, cells, error: undefined, ms: 0 };
  const fail = (column, e) => {
    cells[column] = '✗';
    result.error ??= `${column}: ${e instanceof Error ? e.message : String(e)}`;
  };
  const processes = [];
  try {
    try {
      await Promise.all(row.needs);
      cells.install = '✓';
      // A row's time is its own work: its build, its processes and its checks, not the installs it waited for.
      started = Date.now();
    } catch (e) {
      // A shared step (pack, an install) fails every row that needs it: said in full once, then pointed at.
      const message = e instanceof Error ? e.message : String(e);
      const first = sharedFailures.get(message);
      if (first === undefined) sharedFailures.set(message, row.id);
      fail('install', first === undefined ? e : new Error(`the same failure as ${first}`));
      return result;
    }
    if (row.build) {
      try {
        await row.build();
        cells.build = '✓';
      } catch (e) {
        fail('build', e);
        return result;
      }
    } else cells.build = '·';
    const [command, args] = await row.command();
    const cwd = row.cwd?.() ?? app;
    if (row.expect) {
      const proc = startProcess(command, args, { cwd, env: QUIET });
      processes.push(proc);
      const code = await within(proc.exit, START_MS, 'the limit row');
      const said = `${proc.stderr}\n${proc.stdout}`;
      const missing = row.expect.filter((pattern) => !pattern.test(said));
      if (code !== 0 && missing.length === 0) cells.start = '✓';
      else fail('start', new Error(`expected a failure matching ${missing.join(' and ') || row.expect.join(' and ')}, got exit ${code}: ${lastLines(said)}`));
      return result;
    }
    const lists = {};
    for (const revision of [SESSION_REVISION, STATELESS]) {
      let answered = false;
      try {
        let connection;
        if (row.serve === 'stdio') {
          const proc = startProcess(command, args, { cwd, env: QUIET, protocolStdout: true });
          processes.push(proc);
          connection = stdioConnection(proc, revision);
        } else {
          let proc = processes[0];
          if (!proc) {
            proc = startProcess(command, args, { cwd, env: QUIET });
            processes.push(proc);
          }
          const found = await listeningUrl(proc, START_MS, row.listening);
          connection = httpConnection(row.path ? new URL(row.path, found).href : found, revision);
          answered = cells.start === '✓';
        }
        const tracked = connection.request.bind(connection);
        connection.request = async (...a) => {
          const answer = await tracked(...a);
          answered = true;
          if (cells.start === '–') cells.start = '✓';
          return answer;
        };
        await runEra(connection, revision, { sessions: row.sessions, lists });
        cells[revision] = '✓';
      } catch (e) {
        if (!answered && cells.start !== '✓') fail('start', e);
        else fail(revision, e);
      }
    }
    if (lists[SESSION_REVISION] !== undefined) {
      if (row === ROWS[0]) golden = lists[SESSION_REVISION];
      if (golden === undefined) fail('schemas', new Error('no golden list: the Node 20 + tsc row failed'));
      else if (lists[SESSION_REVISION] !== golden) fail('schemas', new Error(`tools/list at ${SESSION_REVISION} differs from Node 20 + tsc: ${firstDifference(lists[SESSION_REVISION], golden)}`));
      else if (lists[STATELESS] !== undefined && lists[STATELESS] !== golden) fail('schemas', new Error(`tools/list at ${STATELESS} differs from ${SESSION_REVISION}: ${firstDifference(lists[STATELESS], golden)}`));
      else if (lists[STATELESS] !== undefined) cells.schemas = '✓';
    }
    return result;
  } catch (e) {
    fail('start', e);
    return result;
  } finally {
    // What the processes said, taken before they are stopped (a stopped launcher may print its own noise). A runtime
    // may log a request's error after answering it (wrangler relays the worker's console): on a failure, wait for
    // an error line a little (bounded), then quote.
    const live = processes.filter((p) => !p.exited);
    const output = () => live.map((p) => `${p.stderr}\n${p.stdout}`).join('\n');
    for (let until = Date.now() + 5000, last = output(), quiet = 0; result.error && live.length > 0 && Date.now() < until && quiet < 15; ) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      const now = output();
      // Until an error line shows, then until the output has been still for 1.5 s.
      quiet = saysError(now) && now === last ? quiet + 1 : 0;
      last = now;
    }
    const said = [...new Set(processes.map((p) => lastLines(`${p.stderr}\n${p.stdout}`)))].filter((s) => s !== '' && !(result.error ?? '').includes(s)).join(' || ');
    await Promise.all(processes.map((p) => p.stop()));
    if (result.error && said !== '' && !result.error.includes(said)) result.error += ` [output: ${said}]`;
    result.ms = Date.now() - started;
  }
}

function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at byte ${i}: …${a.slice(Math.max(0, i - 40), i + 60)}… vs …${b.slice(Math.max(0, i - 40), i + 60)}…`;
}

// ---- run and report ------------------------------------------------------------------------------------------------
// Servers run in process groups of their own (to be stopped with their children), so an interrupt does not reach
// them: stop them here, and leave no temp folder behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`runtimes: ${signal}, stopping the servers`);
    void stopAll().finally(() => {
      if (!process.env.MCPD_RUNTIMES_KEEP) rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  });
}
const suiteStarted = Date.now();
const results = [];
const selected = ROWS.filter((row, i) => i === 0 || only === undefined || only.has(row.id));
try {
  // The golden row first: every other row's schemas are compared with its list.
  results.push(await runRow(selected[0]));
  const queue = selected.slice(1);
  await Promise.all(Array.from({ length: JOBS }, async () => {
    for (let row = queue.shift(); row !== undefined; row = queue.shift()) results.push(await runRow(row));
  }));
} finally {
  if (process.env.MCPD_RUNTIMES_KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

results.sort((a, b) => ROWS.indexOf(a.row) - ROWS.indexOf(b.row));
const width = Math.max(...results.map((r) => r.row.env.length)) + 2;
const widths = COLUMNS.map((c) => Math.max(c.length, 7));
console.log(`\n${'environment'.padEnd(width)}${COLUMNS.map((c, i) => c.padEnd(widths[i] + 2)).join('')}time`);
for (const { row, cells, ms } of results) {
  console.log(`${row.env.padEnd(width)}${COLUMNS.map((c, i) => cells[c].split(' ')[0].padEnd(widths[i] + 2)).join('')}${(ms / 1000).toFixed(1)} s`);
}
const failures = results.filter((r) => r.error !== undefined);
if (failures.length > 0) {
  console.log('\nfirst error of each failing row:');
  for (const { row, error } of failures) console.log(`- ${row.id} (${row.env}): ${error}`);
}
console.log('\nsteps:');
for (const [name, ms] of timings.sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${name}: ${(ms / 1000).toFixed(1)} s`);
console.log(`\nruntimes: ${results.length - failures.length} of ${results.length} rows passed in ${((Date.now() - suiteStarted) / 1000).toFixed(0)} s`);
process.exitCode = failures.length > 0 ? 1 : 0;
