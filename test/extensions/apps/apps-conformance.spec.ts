import { expect } from 'chai';
import { createHttpEntry, type HttpEntry } from '../../../lib/http/index.js';
import type { DecoratedMcpServer } from '../../../lib/index.js';
import { openRawSession, type RawSession } from '../../support/raw-session.js';
import { post2026 } from '../../support/wire.js';
import { McpUiResourceMetaSchema, McpUiToolMetaSchema } from '@modelcontextprotocol/ext-apps';
import { EXTENSION_ID, getUiCapability, RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from '@modelcontextprotocol/ext-apps/server';
import { APP_MIME_TYPE, APPS_EXTENSION } from '../../../lib/extensions/index.js';
import { appsServer, CARD_HTML, UI_CAPABILITY } from './apps-fixture.js';

type Json = { [key: string]: any };

const URI = 'ui://acme/customer-card';
const MIME = 'text/html;profile=mcp-app';
const ID = 'io.modelcontextprotocol/ui';
const VIEW_UI = { csp: { connectDomains: ['https://api.acme.test'], resourceDomains: ['https://*.cdn.acme.test'] }, prefersBorder: true };

/** One way to talk to the server at one revision, with or without the ui client capability. */
interface Peer {
  request(method: string, params: Json): Promise<Json>;
  /** The server's capabilities as this revision advertises them. */
  capabilities(): Promise<Json>;
  close(): Promise<void>;
}

async function sessionPeer(server: DecoratedMcpServer, revision: string, withUi: boolean): Promise<Peer> {
  const raw: RawSession = await openRawSession(server);
  const init = await raw.initialize(revision, withUi ? UI_CAPABILITY : {});
  return {
    request: async (method, params) => raw.request(method, params),
    capabilities: async () => init.capabilities,
    close: () => raw.close(),
  };
}

function statelessPeer(server: DecoratedMcpServer, withUi: boolean): Peer {
  const entry: HttpEntry = createHttpEntry(server);
  const request = async (method: string, params: Json): Promise<Json> => (await (await post2026(entry, method, params, { capabilities: withUi ? UI_CAPABILITY : {} })).json()) as Json;
  return {
    request,
    capabilities: async () => (await request('server/discover', {})).result.capabilities,
    close: () => entry.close(),
  };
}

const SESSION_WITH_META = ['2025-06-18', '2025-11-25'];
const SESSION_WITHOUT_META = ['2024-11-05', '2025-03-26'];
const ALL = [...SESSION_WITHOUT_META, ...SESSION_WITH_META, '2026-07-28'];

function peer(server: DecoratedMcpServer, revision: string, withUi: boolean): Promise<Peer> {
  return revision === '2026-07-28' ? Promise.resolve(statelessPeer(server, withUi)) : sessionPeer(server, revision, withUi);
}

// The MUST/SHOULD statements of the MCP Apps spec (ext-apps specification/2026-01-26/apps.mdx) a server is
// responsible for, each checked over raw JSON-RPC on every revision that can carry it.
describe('extensions/apps/apps-conformance', () => {
  let server: DecoratedMcpServer;
  beforeEach(() => (server = appsServer()));
  afterEach(() => server.close());

  const withMeta = [...SESSION_WITH_META, '2026-07-28'];

  for (const revision of withMeta) {
    describe(`at ${revision}`, () => {
      it('advertises io.modelcontextprotocol/ui under capabilities.extensions', async () => {
        const p = await peer(server, revision, true);
        try {
          expect((await p.capabilities()).extensions?.[ID]).to.deep.equal({ mimeTypes: [MIME] });
        } finally {
          await p.close();
        }
      });

      it('a view tool lists _meta.ui { resourceUri, visibility } and the legacy _meta["ui/resourceUri"]; a tool without a view lists no _meta', async () => {
        const p = await peer(server, revision, true);
        try {
          const tools: Json[] = (await p.request('tools/list', {})).result.tools;
          const find = tools.find((t) => t.name === 'find_customer')!;
          expect(find._meta).to.deep.equal({ ui: { resourceUri: URI, visibility: ['model', 'app'] }, 'ui/resourceUri': URI });
          expect(find._meta.ui.resourceUri.startsWith('ui://')).to.equal(true);
          const refresh = tools.find((t) => t.name === 'refresh_card')!;
          expect(refresh._meta.ui).to.deep.equal({ resourceUri: URI, visibility: ['app'] });
          expect(tools.find((t) => t.name === 'add')!).to.not.have.property('_meta');
        } finally {
          await p.close();
        }
      });

      it('the view resource is listed with the app MIME type and its _meta.ui; resources/read gives text/html;profile=mcp-app with _meta.ui on the content item', async () => {
        const p = await peer(server, revision, true);
        try {
          const listed: Json = (await p.request('resources/list', {})).result.resources.find((r: Json) => r.uri === URI);
          expect(listed).to.include({ uri: URI, mimeType: MIME, description: 'A customer card' });
          expect(listed._meta.ui).to.deep.equal(VIEW_UI);
          const read: Json = (await p.request('resources/read', { uri: URI })).result;
          expect(read.contents).to.have.length(1);
          expect(read.contents[0]).to.deep.equal({ uri: URI, mimeType: MIME, text: CARD_HTML, _meta: { ui: VIEW_UI } });
        } finally {
          await p.close();
        }
      });
    });
  }

  it('speaks the official package\'s names: extension id, MIME type, legacy key, and the client capability its getUiCapability reads', () => {
    expect([APPS_EXTENSION, APP_MIME_TYPE]).to.deep.equal([EXTENSION_ID, RESOURCE_MIME_TYPE]);
    expect(RESOURCE_URI_META_KEY).to.equal('ui/resourceUri');
    expect(getUiCapability(UI_CAPABILITY as never)?.mimeTypes).to.deep.equal([RESOURCE_MIME_TYPE]);
  });

  for (const revision of withMeta) {
    it(`at ${revision}: every _meta.ui on the wire parses with the official schemas (McpUiToolMetaSchema, McpUiResourceMetaSchema)`, async () => {
      const p = await peer(server, revision, true);
      try {
        const tools: Json[] = (await p.request('tools/list', {})).result.tools.filter((t: Json) => t._meta?.ui);
        expect(tools).to.have.length(2);
        for (const tool of tools) expect(McpUiToolMetaSchema.safeParse(tool._meta.ui).success, tool.name).to.equal(true);
        const listed: Json = (await p.request('resources/list', {})).result.resources.find((r: Json) => r.uri === URI);
        const read: Json = (await p.request('resources/read', { uri: URI })).result.contents[0];
        for (const ui of [listed._meta.ui, read._meta.ui]) expect(McpUiResourceMetaSchema.safeParse(ui).success).to.equal(true);
      } finally {
        await p.close();
      }
    });
  }

  for (const revision of SESSION_WITHOUT_META) {
    it(`at ${revision} (no _meta on the wire): no view link is listed and the extension is not advertised, the view still reads as its MIME type`, async () => {
      const p = await peer(server, revision, true);
      try {
        expect(await p.capabilities()).to.not.have.property('extensions');
        const tools: Json[] = (await p.request('tools/list', {})).result.tools;
        for (const tool of tools) expect(tool).to.not.have.property('_meta');
        const read: Json = (await p.request('resources/read', { uri: URI })).result;
        expect(read.contents[0]).to.deep.equal({ uri: URI, mimeType: MIME, text: CARD_HTML });
      } finally {
        await p.close();
      }
    });
  }

  for (const revision of ALL) {
    for (const withUi of [true, false]) {
      it(`at ${revision} ${withUi ? 'with' : 'without'} the ui client capability: the view tool answers with text content, and ctx tells whether the view can be shown`, async () => {
        const p = await peer(server, revision, withUi);
        try {
          const result: Json = (await p.request('tools/call', { name: 'find_customer', arguments: { name: 'Ada' } })).result;
          expect(result.isError ?? false).to.equal(false);
          const text = result.content.find((c: Json) => c.type === 'text');
          expect(text, 'a tool MUST return meaningful content').to.not.equal(undefined);
          const rendered = withUi && !SESSION_WITHOUT_META.includes(revision);
          expect(JSON.parse(text.text)).to.deep.equal({ name: 'Ada', rendered });
        } finally {
          await p.close();
        }
      });
    }
  }

  it('2026-07-28: the capability is per request (one request with it, the next without, same client)', async () => {
    const entry = createHttpEntry(server);
    try {
      const call = async (capabilities: object): Promise<Json> => (await (await post2026(entry, 'tools/call', { name: 'find_customer', arguments: { name: 'Ada' } }, { capabilities })).json()) as Json;
      expect(JSON.parse((await call(UI_CAPABILITY)).result.content[0].text).rendered).to.equal(true);
      expect(JSON.parse((await call({})).result.content[0].text).rendered).to.equal(false);
      const otherMime = { extensions: { [ID]: { mimeTypes: ['text/html+skybridge'] } } };
      expect(JSON.parse((await call(otherMime)).result.content[0].text).rendered).to.equal(false);
    } finally {
      await entry.close();
    }
  });
});
