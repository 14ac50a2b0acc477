import { Param, Tool, ToolError, View, untrusted } from 'mcp-decorators';
import { appPage } from '../app-page.js';
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
// The tool labels a name from the database for the model (<untrusted-data source="…">name</untrusted-data>);
// the card shows the name inside the label.
const unlabelled = (text) => /^<untrusted-data\\b[^>]*>([\\s\\S]*)<\\/untrusted-data>$/.exec(text)?.[1] ?? text;
let current;
const show = (customer) => {
  current = customer.id;
  $('name').textContent = unlabelled(customer.name);
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

let cardHtml: Promise<string> | undefined;

/** The card's HTML: its markup and code on the App SDK (samples/app-page.ts), made once. */
export function customerCardHtml(): Promise<string> {
  cardHtml ??= appPage(
    'Customer card',
    `<h1 id="name">…</h1><p id="email"></p><p>Account: <span id="status"></span> (<span id="count"></span>)</p>
<button id="refresh" disabled>Refresh</button><p id="note">starting</p>`,
    VIEW_CODE,
  );
  cardHtml.catch(() => (cardHtml = undefined));
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
