import { proxy } from '../proxy/proxy.js';
import { tasks } from '../extensions/tasks/tasks-extension.js';
import type { ProxyOptions } from '../proxy/proxy-options.js';
import { serveStdio } from '../server/transports/stdio.js';
import { guardStdout } from '../server/transports/stdout-guard.js';
import { serveHttp } from '../server/transports/http/mount/serve-http.js';
import { fail, note, parse, parsePort } from './cli-args.js';
import { PROXY_USAGE } from './usage.js';

/** `--header "Name: value"` as a header pair, or a usage failure naming the malformed one. */
function headerOf(text: string): [string, string] {
  const colon = text.indexOf(':');
  const name = colon > 0 ? text.slice(0, colon).trim() : '';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) fail(`--header must be "Name: value", got ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)}`, PROXY_USAGE);
  return [name, text.slice(colon + 1).trim()];
}

/**
 * `mcp-decorators proxy <url | -- command args...> [--http --port N]`: serves an upstream MCP server, whichever
 * revision it speaks, on every revision over stdio or Streamable HTTP. Loaded only when the command is run.
 */
export async function proxyCommand(args: string[]): Promise<void> {
  const split = args.indexOf('--');
  const own = split === -1 ? args : args.slice(0, split);
  const command = split === -1 ? [] : args.slice(split + 1);
  const { values, positionals } = parse(own, { http: { type: 'boolean' }, port: { type: 'string' }, host: { type: 'string' }, 'allowed-hosts': { type: 'string' }, 'allowed-origins': { type: 'string' }, header: { type: 'string', multiple: true }, tasks: { type: 'boolean' }, 'task-tool': { type: 'string', multiple: true } }, PROXY_USAGE);
  if (values.help) return void process.stdout.write(`${PROXY_USAGE}\n`);
  if (split !== -1 && command.length === 0) fail('proxy needs a command after --', PROXY_USAGE);
  if (split === -1 && positionals.length !== 1) fail('proxy takes one URL, or a command after --', PROXY_USAGE);
  if (split !== -1 && positionals.length > 0) fail('proxy takes a URL or a command after --, not both', PROXY_USAGE);
  const httpOnly = (['port', 'host', 'allowed-hosts', 'allowed-origins'] as const).filter((k) => values[k] !== undefined);
  if (!values.http && httpOnly.length > 0) fail(`--${httpOnly[0]} needs --http`, PROXY_USAGE);
  const headers = (values.header ?? []).map((h) => headerOf(h));
  if (split !== -1 && headers.length > 0) fail('--header is for a URL upstream; give a command its credentials in its environment', PROXY_USAGE);
  const taskTools = values['task-tool'] ?? [];
  const extensions = values.tasks || taskTools.length > 0 ? { extensions: [tasks()], tools: Object.fromEntries(taskTools.map((name) => [name, { task: 'optional' as const }])) } : {};
  const options: ProxyOptions = split === -1 ? { url: positionals[0]!, headers: Object.fromEntries(headers), ...extensions } : { command: command[0]!, args: command.slice(1), ...extensions };
  // On stdio, stdout is protocol from the start.
  const early = values.http ? undefined : guardStdout();
  const server = await proxy(options);
  const what = `${server.upstream.label} (${server.upstream.serverInfo?.name ?? 'unnamed'}, revision ${server.upstream.revision})`;
  if (!values.http) {
    await serveStdio(server);
    early?.release();
    note(`serving ${what} over stdio (revisions ${server.supportedRevisions.join(', ')})`);
    return;
  }
  const port = parsePort(values.port ?? process.env.PORT ?? '3000');
  const list = (value: unknown) => (typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter((v) => v !== '') : undefined);
  const http = await serveHttp(server, { port, host: values.host, allowedHosts: list(values['allowed-hosts']), allowedOrigins: list(values['allowed-origins']) });
  note(`serving ${what} on revisions ${server.supportedRevisions.join(', ')}`);
  process.stdout.write(`MCP endpoint: ${http.url}\n`);
  const stop = () => void http.close().then(() => server.close()).then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}
