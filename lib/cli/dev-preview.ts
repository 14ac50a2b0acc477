import type { IncomingMessage, ServerResponse } from 'node:http';
import { connectLink, type ClientModule, type Json, type McpLink } from '../extensions/apps/view-host/mcp-link.js';
import { hostPageHtml, hostPageScript, loadPeer } from '../extensions/apps/view-host/host-page.js';
import { viewContentSecurityPolicy } from '../extensions/apps/view-host/view-csp.js';
import { fetchView, viewOfTool } from '../extensions/apps/view-host/view-source.js';
import { escapeHtml, schemaFormHtml } from '../extensions/apps/view-host/schema-form.js';
import type { ViewCsp } from '../extensions/apps/view.decorator.js';
import { OriginPolicy } from '../server/transports/http/entry/origin-policy.js';
import { isJsonObject, ownProperty } from '../server/protocol/own-property.js';

const FEATURE = 'mcp-decorators dev (the view preview)';
/** A call's body is at most this long; the preview is for a person typing into a form. */
const MAX_BODY = 1_000_000;
/** At most this many preview pages listen for reloads at once. */
const MAX_LISTENERS = 32;

/** The preview server of `mcp-decorators dev`. */
export interface DevPreview {
  readonly url: string;
  /** Tells every open preview page to reload (after the server restarted). */
  reload(): void;
  close(): Promise<void>;
}

// Every answer: never cached, and framed only by the preview's own pages (its page frames /view): a page of another
// site framing /preview could lure a click on the form's Call button (clickjacking).
const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-frame-options': 'SAMEORIGIN' };

// The preview page's own script (beside the host script): the form calls the tool through the preview server and
// hands input and result to the view through the official bridge; the view's calls go the same way; a restart reloads.
const PREVIEW_SCRIPT = `<script>
window.__mcpdCallTool = async (params) => {
  const response = await fetch('/call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: params.name, arguments: params.arguments || {}, from: 'app' }) });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error);
  return body.result;
};
document.getElementById('mcpd-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.target;
  const args = {};
  const status = document.getElementById('mcpd-status');
  try {
    for (const field of form.querySelectorAll('[data-kind]')) {
      const kind = field.dataset.kind;
      if (kind === 'boolean') { args[field.name] = field.checked; continue; }
      if (field.value === '') continue;
      args[field.name] = kind === 'number' ? Number(field.value) : kind === 'json' ? JSON.parse(field.value) : field.value;
    }
    const response = await fetch('/call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: form.dataset.tool, arguments: args }) });
    const body = await response.json();
    if (!response.ok) { status.textContent = body.error; return; }
    await window.__mcpdBridge.sendToolInput({ arguments: args });
    await window.__mcpdBridge.sendToolResult(body.result);
    status.textContent = body.result.isError ? 'the tool answered with an error' : 'called';
  } catch (error) { status.textContent = String(error); }
});
new EventSource('/events').onmessage = () => location.reload();
</script>`;

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error(`the body is over ${MAX_BODY} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const page = (title: string, body: string): string =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}<script>new EventSource('/events').onmessage = () => location.reload();</script></body></html>`;

/**
 * Serves the dev loop's view preview on 127.0.0.1: `/` lists the tools that name a view, `/preview?tool=…` shows
 * a form generated from the tool's input schema beside the view, hosted through the official ext-apps AppBridge
 * (the same host page as renderView). Each request asks the current server (`endpoint()`) afresh, so a restart is
 * seen at once; `reload()` tells open pages to reload. Needs @modelcontextprotocol/ext-apps, esbuild and
 * @modelcontextprotocol/client as dev dependencies (MCPD_TEST_PEER naming the install otherwise, shown on the page).
 * @example const preview = await startDevPreview(() => 'http://127.0.0.1:3000/mcp'); process.stderr.write(`${preview.url}\n`);
 */
export async function startDevPreview(endpoint: () => string, port = 0): Promise<DevPreview> {
  const { createServer } = await import('node:http');
  const listeners = new Set<ServerResponse>();
  // DNS rebinding: a page of another site whose name resolves to 127.0.0.1 would otherwise read the tool list and
  // views and call tools; Host must be a loopback name, and Origin (when a browser sends one) a loopback origin.
  const policy = new OriginPolicy('127.0.0.1');
  const loadClient = (): Promise<ClientModule> => loadPeer('@modelcontextprotocol/client', () => import('@modelcontextprotocol/client'), FEATURE);
  const withLink = async <T>(use: (link: McpLink) => Promise<T>): Promise<T> => {
    const link = await connectLink(endpoint(), loadClient);
    try {
      return await use(link);
    } finally {
      await link.close().catch(() => undefined);
    }
  };
  const toolNamed = async (link: McpLink, name: string | null): Promise<Json> => {
    const tool = (await link.listTools()).find((listed) => listed.name === name);
    if (!tool) throw new Error(`the server lists no tool named ${JSON.stringify(name)}`);
    return tool;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://preview');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}): void =>
      void response.writeHead(status, { 'content-type': type, ...COMMON_HEADERS, ...headers }).end(body);
    const html = 'text/html; charset=utf-8';
    const route = `${request.method} ${url.pathname}`;
    const refused = policy.check(request.headers.host ?? null, request.headers.origin ?? null);
    if (refused) return send(403, 'text/plain; charset=utf-8', `Forbidden: ${refused}`);
    if (route === 'GET /events') {
      if (listeners.size >= MAX_LISTENERS) return send(503, 'text/plain', 'too many preview pages');
      response.writeHead(200, { 'content-type': 'text/event-stream', ...COMMON_HEADERS }).write(': open\n\n');
      listeners.add(response);
      request.once('close', () => listeners.delete(response));
      return;
    }
    if (route === 'GET /host.js') return send(200, 'text/javascript; charset=utf-8', await hostPageScript(FEATURE));
    if (route === 'GET /') {
      const tools = await withLink((link) => link.listTools());
      const items = tools.filter((tool) => viewOfTool(tool) !== undefined).map((tool) => `<li><a href="/preview?tool=${encodeURIComponent(String(tool.name))}">${escapeHtml(String(tool.name))}</a> — ${escapeHtml(viewOfTool(tool) ?? '')}</li>`);
      return send(200, html, page('mcp-decorators dev: views', `<h1>Views</h1><ul>${items.join('') || '<li>No tool names a view (_meta.ui.resourceUri).</li>'}</ul>`));
    }
    const name = url.searchParams.get('tool');
    if (route === 'GET /preview' || route === 'GET /view') {
      const { tool, html: view, ui } = await withLink(async (link) => {
        const tool = await toolNamed(link, name);
        const uri = viewOfTool(tool);
        if (uri === undefined) throw new Error(`tool ${String(name)} names no view in _meta.ui.resourceUri`);
        return { tool, ...(await fetchView(link, uri)) };
      });
      if (route === 'GET /view') return send(200, html, view, { 'content-security-policy': viewContentSecurityPolicy(ownProperty(ui, 'csp') as ViewCsp | undefined) });
      await hostPageScript(FEATURE); // a missing peer is said on the page, not in a broken script
      const form = `<h1>${escapeHtml(String(tool.name))}</h1>${schemaFormHtml(String(tool.name), tool.inputSchema)}<p id="mcpd-status" role="status"></p>`;
      const config = { toolInput: null, toolResult: null, permissions: ownProperty(ui, 'permissions') ?? null, preview: true, viewSrc: `/view?tool=${encodeURIComponent(String(tool.name))}` };
      return send(200, html, hostPageHtml(config, form + PREVIEW_SCRIPT));
    }
    if (route === 'POST /call') {
      // A form or a fetch without a preflight can post text/plain across origins; JSON needs the preflight this server never grants.
      if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) return send(415, 'application/json', JSON.stringify({ error: 'send Content-Type: application/json' }));
      const body: unknown = JSON.parse(await readBody(request));
      const callName = ownProperty(body, 'name');
      const args = ownProperty(body, 'arguments') ?? {};
      if (typeof callName !== 'string' || !isJsonObject(args)) return send(400, 'application/json', JSON.stringify({ error: 'a call needs a name and object arguments' }));
      const result = await withLink(async (link) => {
        // The spec: a host MUST reject a view's call of a tool whose visibility leaves out "app".
        const visibility = ownProperty(ownProperty(ownProperty(await toolNamed(link, callName), '_meta'), 'ui'), 'visibility');
        if (ownProperty(body, 'from') === 'app' && Array.isArray(visibility) && !visibility.includes('app')) throw new Error(`tool ${callName} is not visible to apps`);
        return link.callTool(callName, args);
      });
      return send(200, 'application/json', JSON.stringify({ result }));
    }
    send(url.pathname === '/favicon.ico' ? 204 : 404, 'text/plain', '');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (response.headersSent) return void response.end();
      if (request.method === 'POST') return void response.writeHead(400, { 'content-type': 'application/json', ...COMMON_HEADERS }).end(JSON.stringify({ error: message }));
      response.writeHead(502, { 'content-type': 'text/html; charset=utf-8', ...COMMON_HEADERS }).end(page('mcp-decorators dev: preview error', `<p id="mcpd-error">${escapeHtml(message)}</p>`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`,
    reload() {
      for (const listener of listeners) listener.write('data: reload\n\n');
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const listener of listeners) listener.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
