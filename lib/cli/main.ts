#!/usr/bin/env node
// First of all, as in the main entry: the modules the CLI loads decorate classes as they are evaluated.
import 'reflect-metadata';
import { McpDecoratorsError } from '../errors/mcp-decorators-error.js';
import { fail } from './cli-args.js';
import { packageInfo } from './package-info.js';
import { USAGE } from './usage.js';

// Each command's module is loaded when that command runs: `serve` over stdio (what an MCP client spawns, and waits
// on for its first answer) loads neither the HTTP stack, the dev loop and its view preview, the init templates nor
// the manifest code. The package build ships each as a file of its own (scripts/build-package.mjs, lazy entries).

/** A framework error of this copy of the package or of another one (the module's own), recognised by its code. */
function isFrameworkError(error: unknown): error is Error {
  return error instanceof McpDecoratorsError || (error instanceof Error && /^MCPD_[A-Z_]+$/.test(String((error as { code?: unknown }).code)));
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return (await import('./serve-command.js')).serve(rest);
    case 'dev':
      return (await import('./dev-command.js')).dev(rest, import.meta.url);
    case 'init':
      return (await import('./init-command.js')).init(rest);
    case 'manifest':
      return (await import('./manifest-command.js')).manifest(rest);
    case 'inspect':
      return (await import('./manifest-command.js')).inspect(rest);
    case 'proxy':
      return (await import('./proxy-command.js')).proxyCommand(rest);
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
