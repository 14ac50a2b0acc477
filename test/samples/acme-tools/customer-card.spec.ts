import { expect } from 'chai';
import { createHttpEntry } from '../../../lib/http/index.js';
import type { DecoratedMcpServer } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { createAcmeServer } from '../../../samples/acme-tools/server.js';
import { CUSTOMER_CARD } from '../../../samples/acme-tools/customer-card.js';
import { openRawSession } from '../../support/raw-session.js';
import { post2026 } from '../../support/wire.js';

type Json = { [key: string]: any };

const MIME = 'text/html;profile=mcp-app';
const UI = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: [MIME] } } };

/** Raw JSON-RPC to acme-tools at one revision, with or without the client's ui capability. */
async function peer(server: DecoratedMcpServer, revision: string, withUi: boolean): Promise<{ request(method: string, params: Json): Promise<Json>; capabilities(): Promise<Json>; close(): Promise<void> }> {
  if (revision === '2026-07-28') {
    const entry = createHttpEntry(server);
    const request = async (method: string, params: Json): Promise<Json> => (await (await post2026(entry, method, params, { capabilities: withUi ? UI : {} })).json()) as Json;
    return { request, capabilities: async () => (await request('server/discover', {})).result.capabilities, close: () => entry.close() };
  }
  const raw = await openRawSession(server);
  const init = await raw.initialize(revision, withUi ? UI : {});
  return { request: (method, params) => raw.request(method, params), capabilities: async () => init.capabilities, close: () => raw.close() };
}

describe('samples/acme-tools/customer-card (MCP Apps over raw JSON-RPC)', function () {
  this.timeout(20_000);
  let server: DecoratedMcpServer;
  beforeEach(() => (server = createAcmeServer({ database: ':memory:', diagnostics: silentDiagnostics })));
  afterEach(() => server.close());

  for (const revision of ['2025-11-25', '2026-07-28']) {
    it(`${revision}: advertises the extension, links search_customers to a ui:// view that reads as an MCP App`, async () => {
      const client = await peer(server, revision, true);
      try {
        expect((await client.capabilities()).extensions['io.modelcontextprotocol/ui']).to.deep.equal({ mimeTypes: [MIME] });
        const tools = (await client.request('tools/list', {})).result.tools as Json[];
        const search = tools.find((t) => t.name === 'search_customers')!;
        expect(search._meta.ui).to.deep.equal({ resourceUri: CUSTOMER_CARD, visibility: ['model', 'app'] });
        expect(search._meta.ui.resourceUri.startsWith('ui://')).to.equal(true);
        expect(tools.find((t) => t.name === 'refresh_customer')!._meta.ui).to.deep.equal({ resourceUri: CUSTOMER_CARD, visibility: ['app'] });
        const listed = ((await client.request('resources/list', {})).result.resources as Json[]).find((r) => r.uri === CUSTOMER_CARD)!;
        expect(listed.mimeType).to.equal(MIME);
        const contents = (await client.request('resources/read', { uri: search._meta.ui.resourceUri })).result.contents as Json[];
        expect(contents).to.have.length(1);
        expect(contents[0]).to.include({ uri: CUSTOMER_CARD, mimeType: MIME });
        expect(contents[0]!._meta.ui).to.deep.equal({ prefersBorder: true });
        expect(contents[0]!.text).to.match(/^<!DOCTYPE html>/).and.include('<button id="refresh"').and.include('callServerTool');
      } finally {
        await client.close();
      }
    });

    it(`${revision}: without the client's ui capability search_customers still answers with its JSON text`, async () => {
      const client = await peer(server, revision, false);
      try {
        const result = (await client.request('tools/call', { name: 'search_customers', arguments: { query: 'CUST-3' } })).result;
        expect(result.isError).to.not.equal(true);
        expect(result.content[0].type).to.equal('text');
        expect(JSON.parse(result.content[0].text)[0]).to.include({ id: 'CUST-3', accountStatus: 'SUSPENDED' });
        const refreshed = (await client.request('tools/call', { name: 'refresh_customer', arguments: { id: 'CUST-404' } })).result;
        expect(refreshed.isError).to.equal(true);
        expect(refreshed.content[0].text).to.include("No customer with id 'CUST-404'");
      } finally {
        await client.close();
      }
    });
  }
});
