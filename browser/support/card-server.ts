import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Param, Resource, Tool, View, apps, createServer, type DecoratedMcpServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';

export const CARD_VIEW = 'ui://test/card';
export const VIEW_MIME = 'text/html;profile=mcp-app';
/** A connect domain the view declares, to check the host's CSP carries it (nothing connects to it). */
export const CONNECT_DOMAIN = 'https://api.example.test';
/** What the hand-made view's listing declares (its content item has no _meta.ui). */
export const LISTED_DOMAIN = 'https://listed.example.test';
export const LISTED_VIEW = 'ui://test/listed-card';

// The hand-made view: one HTML document whose inline script is the ext-apps App SDK bundled with esbuild. It renders
// the tool result's data and has a button that calls another tool through the host.
const VIEW_SCRIPT = `
import { App } from '@modelcontextprotocol/ext-apps';
const dataOf = (result) => result.structuredContent ?? JSON.parse(result.content.find((c) => c.type === 'text').text);
const app = new App({ name: 'test-card', version: '1.0.0' }, {});
let current;
app.ontoolinput = ({ arguments: args }) => { document.getElementById('input').textContent = 'asked for ' + args.id; };
app.ontoolresult = (result) => {
  const card = dataOf(result);
  current = card.id;
  document.getElementById('name').textContent = card.name;
  document.getElementById('email').textContent = card.email;
  document.getElementById('refresh').disabled = false;
};
document.getElementById('refresh').addEventListener('click', async () => {
  const result = await app.callServerTool({ name: 'refresh_card', arguments: { id: current } });
  document.getElementById('status').textContent = 'visits: ' + dataOf(result).visits;
});
await app.connect();
document.getElementById('status').textContent = 'connected';
`;

let viewHtml: Promise<string> | undefined;

/** The view's HTML (built once per run). */
export function cardViewHtml(): Promise<string> {
  viewHtml ??= build({
    stdin: { contents: VIEW_SCRIPT, resolveDir: dirname(fileURLToPath(import.meta.url)), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  }).then((out) => {
    // An inline script must not contain "</script"; the bundle is escaped where it could.
    const script = out.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Customer card</title></head><body>
<h1 id="name">…</h1><p id="email"></p><p id="input"></p>
<button id="refresh" disabled>Refresh</button><p id="status">starting</p>
<script type="module">${script}</script></body></html>`;
  });
  return viewHtml;
}

const CUSTOMERS = new Map([
  ['c1', { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.test' }],
  ['c2', { id: 'c2', name: 'Alan Turing', email: 'alan@example.test' }],
]);

/** The test server: a tool with a view, a tool the view calls back, and the view itself. */
export class CardTools {
  private visits = 0;
  /** Calls of refresh_card the server answered (the test checks the view's call reached it). */
  readonly refreshed: string[] = [];

  @Tool({ name: 'show_card', description: 'Shows a customer card', ui: CARD_VIEW })
  showCard(@Param('id', { description: 'Customer id' }) id: string): { id: string; name: string; email: string } {
    const customer = CUSTOMERS.get(id);
    if (!customer) throw new Error(`no customer ${id}`);
    return customer;
  }

  @Tool({ name: 'refresh_card', description: 'Counts a visit of a card', ui: { view: CARD_VIEW, visibility: ['app'] } })
  refreshCard(@Param('id', { description: 'Customer id' }) id: string): { id: string; visits: number } {
    this.refreshed.push(id);
    return { id, visits: ++this.visits };
  }

  // A view as a server without apps() would serve it (a plain resource, _meta written by hand, on its listing only):
  // the harness hosts views of any MCP server, not only of this framework's.
  @Tool({ name: 'show_listed_card', description: 'Shows a customer card in the view whose CSP is on its listing only', _meta: { ui: { resourceUri: LISTED_VIEW } } })
  showListedCard(@Param('id', { description: 'Customer id' }) id: string): { id: string; name: string; email: string } {
    return this.showCard(id);
  }

  @Resource(LISTED_VIEW, { name: 'listed_card_view', mimeType: VIEW_MIME, description: 'The card view, its _meta.ui on the listing only', _meta: { ui: { csp: { connectDomains: [LISTED_DOMAIN] } } } })
  listedCardView(): Promise<string> {
    return cardViewHtml();
  }

  @View(CARD_VIEW, { name: 'card_view', description: 'The customer card view', csp: { connectDomains: [CONNECT_DOMAIN] }, prefersBorder: true })
  cardView(): Promise<string> {
    return cardViewHtml();
  }
}

/** A fresh server around one CardTools instance (returned so the test can read what the server saw). */
export function cardServer(): { server: DecoratedMcpServer; tools: CardTools } {
  const tools = new CardTools();
  return { server: createServer({ name: 'cards', version: '1.0.0', classes: [tools], extensions: [apps()], diagnostics: silentDiagnostics }), tools };
}
