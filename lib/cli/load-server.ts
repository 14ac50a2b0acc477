import { existsSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type DecoratedMcpServer } from '../server/engine/create-server.js';
import { internalsOf } from '../server/engine/server-internals.js';
import { inheritedRecords } from '../scanner/inherited-records.js';
import type { ScanEntry } from '../scanner/scan.js';
import { ServerModuleError } from '../errors/server-module.error.js';

function isServer(value: unknown): value is DecoratedMcpServer {
  return typeof value === 'object' && value !== null && internalsOf(value) !== undefined;
}

function isDecorated(value: unknown): boolean {
  const target = typeof value === 'function' ? value : value !== null && typeof value === 'object' ? (value as object).constructor : undefined;
  return typeof target === 'function' && target !== Object && inheritedRecords(target).members.length > 0;
}

async function asServer(value: unknown): Promise<DecoratedMcpServer | undefined> {
  if (isServer(value)) return value;
  // A zero-argument factory (not a class) may build the server, synchronously or not.
  if (typeof value === 'function' && !isDecorated(value) && value.length === 0) {
    const made: unknown = await (value as () => unknown)();
    if (isServer(made)) return made;
  }
  return undefined;
}

/** Resolves a module path; a folder means its server.js, then index.js. */
export function resolveModulePath(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute) && statSync(absolute).isDirectory()) {
    for (const name of ['server.js', 'index.js']) if (existsSync(join(absolute, name))) return join(absolute, name);
    throw new ServerModuleError(path, 'empty-folder', 'is a folder without server.js or index.js');
  }
  if (!existsSync(absolute)) throw new ServerModuleError(path, 'missing', 'does not exist (pass the compiled .js file, e.g. dist/my-server.js)');
  return absolute;
}

/**
 * Loads the server a module offers: the export named `exportName` when given, else its default export or
 * `server` export (a server, or a zero-argument function returning one), else every exported decorated class or
 * instance, served under the module's name. Importing runs the module's top level; no handler is called.
 */
export async function loadServer(path: string, exportName?: string): Promise<DecoratedMcpServer> {
  const file = resolveModulePath(path);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (exportName !== undefined) {
    const server = Object.hasOwn(module, exportName) ? await asServer(module[exportName]) : undefined;
    if (server) return server;
    const named = Object.keys(module).filter((key) => key !== exportName);
    throw new ServerModuleError(path, 'no-such-export', `has no export ${JSON.stringify(exportName)} that is a server or a zero-argument function returning one${named.length > 0 ? ` (it exports ${named.join(', ')})` : ''}.`);
  }
  for (const key of ['default', 'server']) {
    const server = await asServer(module[key]);
    if (server) return server;
  }
  const classes = Object.values(module).filter(isDecorated) as ScanEntry[];
  if (classes.length === 0) {
    throw new ServerModuleError(path, 'nothing-exported', 'exports no server and no decorated class. Export a server from createServer() as default (or a function returning one), or export classes with @Tool/@Resource/@Prompt members.');
  }
  const name = basename(file).replace(/\.[cm]?js$/, '');
  return createServer({ name: name === 'index' || name === 'server' ? basename(resolve(file, '..')) : name, version: '0.0.0', classes });
}
