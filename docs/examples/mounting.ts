// Mounting servers into one (docs/guide/mounting.md includes it by region). Run by test/docs/examples/mounting.spec.ts.
// #region mounting
import { Param, Resource, ResourceTemplate, Scopes, Tool, createServer, resourceLink } from 'mcp-decorators';

class Invoices {
  @Tool({ description: 'Finds the newest invoice of a customer' })
  latest(@Param('customer') customer: string) {
    return resourceLink(`invoices://${customer}/latest`, `Latest invoice of ${customer}`);
  }

  @Scopes('billing:refund')
  @Tool() refund(@Param('invoice') invoice: string): string { return `refunded ${invoice}`; }

  @ResourceTemplate('invoices://{customer}/{id}')
  invoice(@Param('customer') customer: string, @Param('id') id: string): string { return `invoice ${id} of ${customer}`; }
}

class Catalog {
  @Tool() search(@Param('query') query: string): string { return `3 products match ${query}`; }
  @Resource('config://currency') currency(): string { return 'EUR'; }
}

// Each server is whole on its own (its guards, limits and access go with it), and served inside the shop.
export const billing = createServer({ name: 'billing', version: '1.0.0', classes: [new Invoices()], rateLimit: { points: 100, duration: 60 } });

export const createShop = () =>
  createServer({
    name: 'shop', version: '1.0.0', classes: [Catalog],
    mounts: [{ prefix: 'billing', server: billing }],
  });
// Served: search, billing_latest, billing_refund (still needs billing:refund), config://currency,
// invoices://billing/{customer}/{id}; billing_latest links to invoices://billing/ada/latest, which the shop serves.
// #endregion mounting
