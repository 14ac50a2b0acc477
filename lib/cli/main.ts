#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { manifestFor } from '../server/manifest.js';
import { serveStdio } from '../server/transports/stdio.js';
import { loadServer } from './load-server.js';

const USAGE = `Usage: mcp-decorators <command> [options]

Commands:
  serve <module>                              Serve a module's MCP server over stdio
  manifest <module> --revision <rev> [--out]  Print the catalogue as one revision's lists carry it

<module> is a compiled .js file or a folder with server.js / index.js. It may export (default or
"server") a server from createServer() or a function returning one; otherwise its exported decorated
classes and instances are served. Run "mcp-decorators <command> --help" for details.`;

const SERVE_USAGE = `Usage: mcp-decorators serve <module>

Serves the module over stdio: JSON-RPC on stdin/stdout, diagnostics on stderr. Point an MCP host at it,
e.g. in Claude Desktop: { "command": "npx", "args": ["mcp-decorators", "serve", "/abs/path/dist/server.js"] }.`;

const MANIFEST_USAGE = `Usage: mcp-decorators manifest <module> --revision <rev> [--out <file>]

Prints the tools, resources, resource templates and prompts exactly as <rev>'s list results carry them,
in declaration order, with a sha256 content hash. No handler is called. The output is byte-identical for
the same catalogue, so CI can diff or pin it.

Options:
  --revision <rev>  protocol revision, e.g. 2025-06-18 (required)
  --out <file>      write to a file instead of stdout`;

function fail(message: string): never {
  process.stderr.write(`mcp-decorators: ${message}\n`);
  process.exit(2);
}

async function serve(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return void process.stdout.write(`${SERVE_USAGE}\n`);
  if (positionals.length !== 1) fail(`serve takes one module\n\n${SERVE_USAGE}`);
  const server = await loadServer(positionals[0]!);
  await serveStdio(server);
  process.stderr.write(`mcp-decorators: serving ${server.identity.name} over stdio (revisions ${server.supportedRevisions.join(', ')})\n`);
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
