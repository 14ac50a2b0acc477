#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { manifestFor } from '../manifest/manifest.js';
import { serveStdio } from '../server/transports/stdio.js';
import { guardStdout } from '../server/transports/stdout-guard.js';
import { serveHttp } from '../server/transports/http/serve-http.js';
import { loadServer } from './load-server.js';

const USAGE = `Usage: mcp-decorators <command> [options]

Commands:
  serve <module> [--http [--port N] ...]      Serve a module's MCP server over stdio or Streamable HTTP
  manifest <module> --revision <rev> [--out]  Print the catalogue as one revision's lists carry it

<module> is a compiled .js file or a folder with server.js / index.js. It may export (default or
"server") a server from createServer() or a function returning one; otherwise its exported decorated
classes and instances are served. Run "mcp-decorators <command> --help" for details.`;

const SERVE_USAGE = `Usage: mcp-decorators serve <module> [--http [--port N] [--host H] [options]]

Without --http, serves the module over stdio: JSON-RPC on stdin/stdout, diagnostics on stderr. Point an MCP
host at it, e.g. in Claude Desktop: { "command": "npx", "args": ["mcp-decorators", "serve", "/abs/path/dist/server.js"] }.

With --http, serves Streamable HTTP at http://<host>:<port>/mcp and prints that URL.

Options:
  --http                    serve Streamable HTTP instead of stdio
  --port <n>                port (default: PORT, else 3000; 0 picks a free one)
  --host <h>                address to bind (default 127.0.0.1; anything else also needs --allowed-hosts)
  --allowed-hosts <list>    comma-separated Host names to accept besides loopback
  --allowed-origins <list>  comma-separated browser origins to accept besides loopback
  --stateless               no sessions: every POST stands alone`;

const MANIFEST_USAGE = `Usage: mcp-decorators manifest <module> --revision <rev> [--out <file>]

Prints the tools, resources, resource templates and prompts exactly as <rev>'s list results carry them,
in declaration order, with a sha256 content hash. No handler is called. The output is byte-identical for
the same catalogue, so CI can diff or pin it.

Options:
  --revision <rev>  protocol revision, e.g. 2025-06-18 (required)
  --out <file>      write to a file instead of stdout`;

function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be an integer from 0 to 65535, got ${JSON.stringify(text)}`);
  return port;
}

function fail(message: string): never {
  process.stderr.write(`mcp-decorators: ${message}\n`);
  process.exit(2);
}

async function serve(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      http: { type: 'boolean' },
      port: { type: 'string' },
      host: { type: 'string' },
      'allowed-hosts': { type: 'string' },
      'allowed-origins': { type: 'string' },
      stateless: { type: 'boolean' },
    },
  });
  if (values.help) return void process.stdout.write(`${SERVE_USAGE}\n`);
  if (positionals.length !== 1) fail(`serve takes one module\n\n${SERVE_USAGE}`);
  const httpOnly = ['port', 'host', 'allowed-hosts', 'allowed-origins', 'stateless'].filter((k) => values[k as keyof typeof values] !== undefined);
  if (!values.http && httpOnly.length > 0) fail(`--${httpOnly[0]} needs --http\n\n${SERVE_USAGE}`);
  // On stdio, stdout is protocol from the start: the module's own top-level logs go to stderr too.
  const early = values.http ? undefined : guardStdout();
  const server = await loadServer(positionals[0]!);
  if (!values.http) {
    await serveStdio(server);
    early?.release();
    process.stderr.write(`mcp-decorators: serving ${server.identity.name} over stdio (revisions ${server.supportedRevisions.join(', ')})\n`);
    return;
  }
  const port = parsePort(values.port ?? process.env.PORT ?? '3000');
  const list = (value: string | undefined) => (value ? value.split(',').map((v) => v.trim()).filter((v) => v !== '') : undefined);
  const http = await serveHttp(server, { port, host: values.host, allowedHosts: list(values['allowed-hosts']), allowedOrigins: list(values['allowed-origins']), stateless: values.stateless });
  process.stdout.write(`MCP endpoint: ${http.url}\n`);
  const stop = () => void http.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}

async function manifest(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { revision: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return void process.stdout.write(`${MANIFEST_USAGE}\n`);
  if (positionals.length !== 1 || !values.revision) fail(`manifest takes one module and --revision\n\n${MANIFEST_USAGE}`);
  const server = await loadServer(positionals[0]!);
  const text = `${JSON.stringify(manifestFor(server, values.revision), null, 2)}\n`;
  await server.close();
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve(rest);
    case 'manifest':
      return manifest(rest);
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      return void process.stdout.write(`${USAGE}\n`);
    default:
      fail(`unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
