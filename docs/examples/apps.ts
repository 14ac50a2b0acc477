// MCP Apps: a view declared once on a class, linked from tools (docs/guide/apps.md includes it by region). Run by
// test/docs/examples/apps.spec.ts.
// #region apps
import { Ctx, Param, Tool, View, apps, canShowViews, createServer, type McpContext } from 'mcp-decorators';
import { InMemoryCustomers, type Customer, type CustomerRepository } from './customer-repository.js';

// In a project: readFileSync(new URL('./views/customer-card.html', import.meta.url), 'utf8'), a built single-file bundle.
const CARD_HTML = '<!doctype html><html><body><main id="card">…</main></body></html>';

export class CustomerTools {
  constructor(private readonly repository: CustomerRepository) {}

  @View('ui://acme/customer-card', {                          // a ui:// URI; name defaults to the method name (customer_card)
    description: 'A customer card',
    csp: { connectDomains: ['https://api.acme.test'], resourceDomains: ['https://*.cdn.acme.test'] },   // + frameDomains, baseUriDomains
    permissions: { clipboardWrite: {} },                        // camera, microphone, geolocation, clipboardWrite
    domain: 'a904794854a047f6.claudemcpcontent.com',            // a dedicated sandbox origin, in the host's format (optional)
    prefersBorder: true,
  })
  customerCard(): string {
    return CARD_HTML;                                           // the whole HTML5 document (string or bytes, sync or async)
  }

  @Tool({ description: 'Finds a customer', ui: 'ui://acme/customer-card' })      // or ui: 'customer_card' (the view's name)
  find(@Param('name') name: string, @Ctx() ctx: McpContext): Customer | string {
    const customer = this.repository.find(name);
    // The view parses the JSON text; a client without views gets a sentence instead (both are meaningful content).
    return canShowViews(ctx) ? customer : `${customer.name} <${customer.email}>, customer since ${customer.since}`;
  }

  @Tool({ description: 'Reloads the card', ui: { view: 'ui://acme/customer-card', visibility: ['app'] } })   // only the view calls it
  reload(@Param('id') id: string): Customer {
    return this.repository.get(id);
  }
}

export const createAcmeServer = (repository: CustomerRepository = new InMemoryCustomers()) =>
  createServer({ name: 'acme', version: '1.0.0', classes: [new CustomerTools(repository)], extensions: [apps()] });
// #endregion apps
