import { existsSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type DecoratedMcpServer } from '../server/engine/create-server.js';
import { internalsOf, isBrandedServer } from '../server/engine/server-internals.js';
import { inheritedRecords } from '../scanner/inherited-records.js';
import type { ScanEntry } from '../scanner/scan.js';
import { ServerModuleError } from '../errors/server-module.error.js';

/** Recognised by the global registry, not instanceof: the module may have made it with another copy of the package. */
function isServer(value: unknown): value is DecoratedMcpServer {
  return typeof value === 'object' && value !== null && internalsOf(value) !== undefined;
}

function isDecorated(value: unknown): boolean {
  const target = typeof value === 'function' ? value : value !== null && typeof value === 'object' ? (value as object).constructor : undefined;
  return typeof target === 'function' && target !== Object && inheritedRecords(target).members.length > 0;
}

/** A function that could be a server factory: takes no argument, is no class and declares no MCP member. */
function isFactoryLike(value: unknown): value is () => unknown {
  return typeof value === 'function' && value.length === 0 && !isDecorated(value) && !/^class\b/.test(Function.prototype.toString.call(value));
}

/** What a module's export gave: a server, a server this copy cannot serve, or nothing. */
type Found = DecoratedMcpServer | 'other-copy' | undefined;

async function asServer(value: unknown): Promise<Found> {
  if (isServer(value)) return value;
  if (isBrandedServer(value)) return 'other-copy';
  // A zero-argument factory (not a class) may build the server, synchronously or not.
  if (isFactoryLike(value)) {
    const made: unknown = await value();
    if (isServer(made)) return made;
    if (isBrandedServer(made)) return 'other-copy';
  }
  return undefined;
}

function otherCopy(path: string): ServerModuleError {
  return new ServerModuleError(
    path,
    'other-copy',
    'exports a server made by a copy of mcp-decorators whose version this CLI cannot serve. Run the CLI of the copy the module imports: node_modules/.bin/mcp-decorators in its project (npm start, npm run dev), not another one fetched by npx.',
  );
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

/** The module's exported zero-argument functions as `--export name` options; they are not called to find out. */
function exportOptions(module: Record<string, unknown>): string {
  return Object.keys(module)
    .filter((key) => key !== 'default' && key !== 'server' && isFactoryLike(module[key]))
    .map((key) => `--export ${key}`)
    .join(' or ');
}

/**
 * Loads the server a module offers: the export named `exportName` when given, else its default export or
 * `server` export (a server, or a zero-argument function returning one), else every exported decorated class or
 * instance, served under the module's name (`notice` then says how to name it). Servers are recognised whichever
 * copy of the package made them. Importing runs the module's top level; no handler is called.
 * @example const server = await loadServer('dist/server.js', undefined, (line) => process.stderr.write(`${line}\n`));
 */
export async function loadServer(path: string, exportName?: string, notice?: (line: string) => void): Promise<DecoratedMcpServer> {
  const file = resolveModulePath(path);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (exportName !== undefined) {
    const found = Object.hasOwn(module, exportName) ? await asServer(module[exportName]) : undefined;
    if (found === 'other-copy') throw otherCopy(path);
    if (found) return found;
    const named = Object.keys(module).filter((key) => key !== exportName);
    throw new ServerModuleError(path, 'no-such-export', `has no export ${JSON.stringify(exportName)} that is a server or a zero-argument function returning one${named.length > 0 ? ` (it exports ${named.join(', ')})` : ''}.`);
  }
  let foreign = false;
  for (const key of ['default', 'server']) {
    const found = await asServer(module[key]);
    if (found === 'other-copy') foreign = true;
    else if (found) return found;
  }
  if (foreign) throw otherCopy(path);
  const classes = Object.values(module).filter(isDecorated) as ScanEntry[];
  const options = exportOptions(module);
  if (classes.length === 0) {
    throw new ServerModuleError(path, 'nothing-exported', `exports no server and no decorated class${options ? ` (did you mean ${options}?)` : ''}. Export a server from createServer() as default (or a function returning one), or export classes with @Tool/@Resource/@Prompt members.`);
  }
  const base = basename(file).replace(/\.[cm]?js$/, '');
  const name = base === 'index' || base === 'server' ? basename(resolve(file, '..')) : base;
  const names = classes.map((c) => (typeof c === 'function' ? c.name : c.constructor.name)).join(', ');
  const how = options ? `if a function it exports builds the server, pass ${options}` : `to name and version it, export default () => createServer({ name, version, classes: [${names}] })`;
  notice?.(`serving ${names} from ${path} as "${name}" version 0.0.0, named after the file; ${how}.`);
  return createServer({ name, version: '0.0.0', classes });
}
