import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Param, Tool, ToolError, View, untrusted } from 'mcp-decorators';
import { CUSTOMER_NAMES } from './acme-tools.js';
import type { CustomerRepository } from './customer-repository.js';

/** The customer card's URI; search_customers links it, and hosts that render views show its result in it. */
export const CUSTOMER_CARD = 'ui://acme/customer-card';

// The view's own code. It runs in the host's sandboxed iframe and talks to the host through the ext-apps App SDK:
// the search result arrives as the tool-result notification, and the button calls refresh_customer through the host.
// Text goes into the page with textContent only (a customer name is data, never markup).
const VIEW_CODE = `
const app = new App({ name: 'acme-customer-card', version: '1.0.0' }, {});
const $ = (id) => document.getElementById(id);
const textOf = (result) => result.content.find((c) => c.type === 'text')?.text ?? '';
let current;
const show = (customer) => {
  current = customer.id;
  $('name').textContent = customer.name;
  $('email').textContent = customer.email;
  $('status').textContent = customer.accountStatus;
  $('refresh').disabled = false;
};
app.ontoolresult = (result) => {
  const found = JSON.parse(textOf(result));
  $('count').textContent = found.length === 1 ? '1 match' : found.length + ' matches';
  if (found.length > 0) show(found[0]);
};
$('refresh').addEventListener('click', async () => {
  const result = await app.callServerTool({ name: 'refresh_customer', arguments: { id: current } });
  if (result.isError) { $('note').textContent = textOf(result); return; }
  show(JSON.parse(textOf(result)));
  $('note').textContent = 'refreshed';
});
await app.connect();
$('note').textContent = 'connected';
`;

const require = createRequire(import.meta.url);
let cardHtml: Promise<string> | undefined;

/**
 * The card's HTML: one document whose inline module script is the App SDK's self-contained browser build
 * (`@modelcontextprotocol/ext-apps/app-with-deps`, read from the installed package, no bundler at run time) and the
 * view's code, which reaches `App` through the build's export list.
 */
export function customerCardHtml(): Promise<string> {
  cardHtml ??= (async () => {
    let path: string;
    try {
      path = require.resolve('@modelcontextprotocol/ext-apps/app-with-deps');
    } catch {
      throw new Error('The customer card needs @modelcontextprotocol/ext-apps: npm install @modelcontextprotocol/ext-apps');
    }
    const sdk = await readFile(path, 'utf8');
    const local = /\b([A-Za-z_$][\w$]*) as App\b/.exec(sdk.slice(sdk.lastIndexOf('export{')))?.[1];
    if (!local) throw new Error(`No App export found in ${path}: is @modelcontextprotocol/ext-apps ^2 installed?`);
    // An inline script must not contain "</script"; escaped where it could occur.
    const script = `${sdk}\nconst App = ${local};\n${VIEW_CODE}`.replace(/<\/script/gi, '<\\/script');
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Customer card</title></head><body>
<h1 id="name">…</h1><p id="email"></p><p>Account: <span id="status"></span> (<span id="count"></span>)</p>
<button id="refresh" disabled>Refresh</button><p id="note">starting</p>
<script type="module">${script}</script></body></html>`;
  })();
  return cardHtml;
}

/** The customer card view and the tool only it calls. */
export class CustomerCard {
  constructor(private readonly customers: CustomerRepository) {}

  @View(CUSTOMER_CARD, { name: 'customer_card', description: 'A customer card: the first search match, with a refresh button', prefersBorder: true })
  customerCard(): Promise<string> {
    return customerCardHtml();
  }

  @Tool({
    name: 'refresh_customer',
    title: 'Refresh customer',
    description: "Reads one customer again by id (the customer card's refresh button).",
    annotations: { readOnlyHint: true, openWorldHint: false },
    ui: { view: CUSTOMER_CARD, visibility: ['app'] },
  })
  async refreshCustomer(@Param('id', { description: "The customer id, e.g. 'CUST-2'", maxLength: 64 }) id: string): Promise<string> {
    const customer = (await this.customers.search(id, 10)).find((found) => found.id === id);
    if (!customer) throw new ToolError(`No customer with id '${id}'. Use search_customers to find the right one.`);
    return JSON.stringify({ ...customer, name: untrusted(customer.name, { source: CUSTOMER_NAMES }) });
  }
}
