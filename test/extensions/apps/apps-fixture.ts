import { Ctx, Param, Tool, View, canShowViews, createServer, apps, type AppsOptions, type DecoratedMcpServer, type McpContext } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';

/** The view's HTML, as a built single-file bundle would be. */
export const CARD_HTML = '<!DOCTYPE html><html><head><title>card</title></head><body><div id="card"></div></body></html>';

/** A view, a tool that renders with it, an app-only tool, and a tool without a view. */
export class CustomerTools {
  @View('ui://acme/customer-card', { description: 'A customer card', csp: { connectDomains: ['https://api.acme.test'], resourceDomains: ['https://*.cdn.acme.test'] }, prefersBorder: true })
  card(): string {
    return CARD_HTML;
  }

  @Tool({ description: 'Finds a customer', ui: 'ui://acme/customer-card' })
  findCustomer(@Param('name') name: string, @Ctx() ctx: McpContext): { name: string; rendered: boolean } {
    return { name, rendered: canShowViews(ctx) };
  }

  @Tool({ description: 'Refreshes the card (called by the view only)', ui: { view: 'card', visibility: ['app'] } })
  refreshCard(@Param('name') name: string): string {
    return `refreshed ${name}`;
  }

  @Tool({ description: 'Adds two numbers' })
  add(@Param('a') a: number, @Param('b') b: number): number {
    return a + b;
  }
}

/** A server of CustomerTools with apps(). */
export function appsServer(options: AppsOptions = {}): DecoratedMcpServer {
  return createServer({ name: 'acme', version: '1.0.0', classes: [CustomerTools], extensions: [apps(options)], diagnostics: silentDiagnostics });
}

/** The client capability of a host that renders views. */
export const UI_CAPABILITY = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };
