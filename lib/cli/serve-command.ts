import { serveStdio } from '../server/transports/stdio.js';
import { guardStdout } from '../server/transports/stdout-guard.js';
import { EXPORT, fail, note, parse, parsePort } from './cli-args.js';
import { loadServer } from './load-server.js';
import { SERVE_USAGE } from './usage.js';

/**
 * `mcp-decorators serve <module>`: over stdio, or with `--http` on a port. The HTTP stack is loaded only for `--http`,
 * so a stdio server's first answer waits on nothing it does not use.
 * @example await serve(['dist/server.js', '--http', '--port', '3000'])
 */
export async function serve(args: string[]): Promise<void> {
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
  const { serveHttp } = await import('../server/transports/http/mount/serve-http.js');
  const http = await serveHttp(server, { port, host: values.host, allowedHosts: list(values['allowed-hosts']), allowedOrigins: list(values['allowed-origins']), sessionless: values.sessionless, stateless: values.stateless });
  process.stdout.write(`MCP endpoint: ${http.url}\n`);
  const stop = () => void http.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}
