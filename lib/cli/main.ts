#!/usr/bin/env node
// First of all, as in the main entry: the modules the CLI loads decorate classes as they are evaluated.
import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { McpDecoratorsError } from '../errors/mcp-decorators-error.js';
import { manifestFor } from '../manifest/manifest.js';
import { diffManifests, parseManifest } from '../manifest/manifest-diff.js';
import { serveStdio } from '../server/transports/stdio.js';
import { guardStdout } from '../server/transports/stdout-guard.js';
import { serveHttp } from '../server/transports/http/mount/serve-http.js';
import { assertPortFree, freePort, startDevLoop } from './dev-command.js';
import { startDevPreview } from './dev-preview.js';
import { checkTarget, currentVersions, packSelf, scaffold } from './init-command.js';
import { inspectSummary } from './inspect-summary.js';
import { loadServer, resolveModulePath } from './load-server.js';
import { packageInfo } from './package-info.js';
import { DEV_USAGE, INIT_USAGE, INSPECT_USAGE, MANIFEST_USAGE, SERVE_USAGE, USAGE } from './usage.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Usage errors exit 2; a diff with breaking changes exits 1. */
function fail(message: string, usage?: string): never {
  process.stderr.write(`mcp-decorators: ${message}\n${usage ? `\n${usage}\n` : ''}`);
  process.exit(2);
}

/** parseArgs with the command's usage on any unknown or malformed option. */
function parse<O extends Options>(args: string[], options: O, usage: string) {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options: { ...options, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail((error as Error).message, usage);
  }
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be an integer from 0 to 65535, got ${JSON.stringify(text)}`);
  return port;
}

const EXPORT = { export: { type: 'string' } } as const;

/** What the CLI says beside its work (stdout may be protocol). */
const note = (line: string): void => void process.stderr.write(`mcp-decorators: ${line}\n`);

/** A framework error of this copy of the package or of another one (the module's own), recognised by its code. */
function isFrameworkError(error: unknown): error is Error {
  return error instanceof McpDecoratorsError || (error instanceof Error && /^MCPD_[A-Z_]+$/.test(String((error as { code?: unknown }).code)));
}

async function serve(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { http: { type: 'boolean' }, port: { type: 'string' }, host: { type: 'string' }, 'allowed-hosts': { type: 'string' }, 'allowed-origins': { type: 'string' }, sessionless: { type: 'boolean' }, stateless: { type: 'boolean' }, ...EXPORT }, SERVE_USAGE);
  if (values.help) return void process.stdout.write(`${SERVE_USAGE}\n`);
  if (positionals.length !== 1) fail('serve takes one module', SERVE_USAGE);
  const httpOnly = ['port', 'host', 'allowed-hosts', 'allowed-origins', 'sessionless', 'stateless'].filter((k) => values[k as keyof typeof values] !== undefined);
  if (!values.http && httpOnly.length > 0) fail(`--${httpOnly[0]} needs --http`, SERVE_USAGE);
  // On stdio, stdout is protocol from the start: the module's own top-level logs go to stderr too.
  const early = values.http ? undefined : guardStdout();
  const server = await loadServer(positionals[0]!, values.export, note);
  if (!values.http) {
    await serveStdio(server);
    early?.release();
    process.stderr.write(`mcp-decorators: serving ${server.identity.name} over stdio (revisions ${server.supportedRevisions.join(', ')})\n`);
    return;
  }
  const port = parsePort(values.port ?? process.env.PORT ?? '3000');
  const list = (value: string | undefined) => (value ? value.split(',').map((v) => v.trim()).filter((v) => v !== '') : undefined);
  const http = await serveHttp(server, { port, host: values.host, allowedHosts: list(values['allowed-hosts']), allowedOrigins: list(values['allowed-origins']), sessionless: values.sessionless, stateless: values.stateless });
  process.stdout.write(`MCP endpoint: ${http.url}\n`);
  const stop = () => void http.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}

async function dev(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { port: { type: 'string' }, host: { type: 'string' }, watch: { type: 'string' }, build: { type: 'string' }, ...EXPORT }, DEV_USAGE);
  if (values.help) return void process.stdout.write(`${DEV_USAGE}\n`);
  if (positionals.length !== 1) fail('dev takes one module', DEV_USAGE);
  const module = resolveModulePath(positionals[0]!);
  const host = values.host ?? '127.0.0.1';
  const requested = parsePort(values.port ?? process.env.PORT ?? '3000');
  const port = requested === 0 ? await freePort(host) : requested;
  if (requested !== 0) await assertPortFree(host, port);
  const out = (line: string): void => void process.stdout.write(`${line}\n`);
  // The view preview (on 127.0.0.1, a free port): asks the current server on every request; open pages reload after a restart.
  let endpoint = '';
  let ups = 0;
  const preview = await startDevPreview(() => endpoint);
  const onUp = (url: string): void => {
    endpoint = url;
    out(`  View preview: ${preview.url} (a form per tool with a view, rendered through the MCP Apps host bridge)`);
    if (ups++ > 0) preview.reload();
  };
  const loop = startDevLoop({ module, watchDir: values.watch ?? dirname(module), port, host, build: values.build, cli: fileURLToPath(import.meta.url), exportName: values.export, out, onUp });
  const stop = () => void Promise.all([loop.stop(), preview.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}

function init(args: string[]): void {
  const { values, positionals } = parse(args, { registry: { type: 'boolean' } }, INIT_USAGE);
  if (values.help) return void process.stdout.write(`${INIT_USAGE}\n`);
  if (positionals.length > 1) fail('init takes at most one folder', INIT_USAGE);
  const folder = positionals[0] ?? '.';
  let written: string[];
  if (values.registry) {
    written = scaffold(folder);
  } else {
    // The project installs the very package init runs from, so nothing has to be on a registry.
    checkTarget(folder, []);
    const packed = mkdtempSync(join(tmpdir(), 'mcpd-init-'));
    try {
      written = scaffold(folder, currentVersions(), packSelf(packed));
    } finally {
      rmSync(packed, { recursive: true, force: true });
    }
  }
  const into = relative(process.cwd(), folder) || '.';
  process.stdout.write(`Created ${written.join(', ')} in ${into}.\nNext: ${into === '.' ? '' : `cd ${into} && `}npm install && npm test, then npm run dev.\n`);
}

async function manifest(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { revision: { type: 'string' }, out: { type: 'string' }, diff: { type: 'string' }, ...EXPORT }, MANIFEST_USAGE);
  if (values.help) return void process.stdout.write(`${MANIFEST_USAGE}\n`);
  if (positionals.length !== 1) fail('manifest takes one module', MANIFEST_USAGE);
  let old;
  if (values.diff) {
    let text: string;
    try {
      text = readFileSync(values.diff, 'utf8');
    } catch (error) {
      fail(`cannot read ${values.diff} (${(error as Error).message}); write it first with: mcp-decorators manifest <module> --revision <rev> --out ${values.diff}`);
    }
    old = parseManifest(text, values.diff);
  }
  const server = await loadServer(positionals[0]!, values.export, note);
  // Without --revision: the earlier manifest's, else the newest the server speaks (dated names sort by date).
  const current = manifestFor(server, values.revision ?? old?.revision ?? [...server.supportedRevisions].sort().at(-1)!);
  await server.close();
  const text = `${JSON.stringify(current, null, 2)}\n`;
  if (values.out) writeFileSync(values.out, text);
  if (!old) {
    if (!values.out) process.stdout.write(text);
    return;
  }
  const changes = diffManifests(old, current);
  const breaking = changes.filter((c) => c.kind === 'breaking').length;
  for (const change of changes) process.stdout.write(`${change.kind.padEnd(10)}  ${change.member}: ${change.what}\n`);
  process.stdout.write(
    changes.length === 0
      ? `no changes since ${values.diff} (${current.revision}, ${current.hash})\n`
      : `${changes.length} change${changes.length === 1 ? '' : 's'} since ${values.diff} at ${current.revision}: ${breaking} breaking, ${changes.length - breaking} compatible\n`,
  );
  if (breaking > 0) process.exit(1);
}

async function inspect(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { ...EXPORT }, INSPECT_USAGE);
  if (values.help) return void process.stdout.write(`${INSPECT_USAGE}\n`);
  if (positionals.length !== 1) fail('inspect takes one module', INSPECT_USAGE);
  const server = await loadServer(positionals[0]!, values.export, note);
  const manifests = server.supportedRevisions.map((revision) => manifestFor(server, revision));
  await server.close();
  process.stdout.write(inspectSummary(manifests));
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve(rest);
    case 'dev':
      return dev(rest);
    case 'init':
      return init(rest);
    case 'manifest':
      return manifest(rest);
    case 'inspect':
      return inspect(rest);
    case 'proxy':
      // Loaded only here: the official client it connects with is not paid for by the other commands.
      return (await import('./proxy-command.js')).proxyCommand(rest, { fail, parsePort, parse: (args, options, usage) => parse(args, options as Options, usage) as never });
    case '-v':
    case '--version':
      return void process.stdout.write(`${packageInfo().version}\n`);
    case '-h':
    case '--help':
    case 'help':
      return void process.stdout.write(`${USAGE}\n`);
    case undefined:
      return fail('no command given', USAGE);
    default:
      fail(`unknown command ${JSON.stringify(command)}`, USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Framework errors say what is wrong and how to fix it; anything else keeps its stack for the bug report.
  if (isFrameworkError(error)) fail(error.message);
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
