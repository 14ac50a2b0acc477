import { parseArgs, type ParseArgsConfig } from 'node:util';
import { escapeLogText } from '../vocabulary/log-text.js';

type Options = NonNullable<ParseArgsConfig['options']>;
/** What parse gives for a command's options (with --help). */
type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: O & { help: { type: 'boolean'; short: 'h' } } }>>;

/**
 * Ends the CLI with exit code 2 (a usage error), the message and the usage on stderr.
 * @example fail('serve takes one module', SERVE_USAGE)
 */
export function fail(message: string, usage?: string): never {
  process.stderr.write(`mcp-decorators: ${escapeLogText(message)}\n${usage ? `\n${usage}\n` : ''}`);
  process.exit(2);
}

/**
 * parseArgs with `--help`/`-h` added and the command's usage on any unknown or malformed option.
 * @example const { values, positionals } = parse(args, { port: { type: 'string' } }, SERVE_USAGE);
 */
export function parse<O extends Options>(args: string[], options: O, usage: string): Parsed<O> {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options: { ...options, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail((error as Error).message, usage);
  }
}

/**
 * A TCP port given on the command line, 0 to 65535, or a usage error.
 * @example parsePort(values.port ?? process.env.PORT ?? '3000')
 */
export function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be an integer from 0 to 65535, got ${JSON.stringify(text)}`);
  return port;
}

/** The `--export <name>` option the commands that load a module share. @example parse(args, { ...EXPORT }, USAGE) */
export const EXPORT = { export: { type: 'string' } } as const;

/**
 * What the CLI says beside its work, on stderr (stdout may be protocol), escaped whole: a name it repeats from a
 * server or a module (an ESC, a newline) can neither drive the terminal nor forge a second line.
 * @example note('serving X over stdio')
 */
export const note = (line: string): void => void process.stderr.write(`mcp-decorators: ${escapeLogText(line)}\n`);
