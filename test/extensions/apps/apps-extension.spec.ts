import { expect } from 'chai';
import { Param, Resource, Tool, View, apps, createServer, tasks } from '../../../lib/index.js';
import { claudeAppDomain } from '../../../lib/extensions/index.js';
import { InvalidServerOptionError } from '../../../lib/errors/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { openRawSession } from '../../support/raw-session.js';
import { appsServer, CARD_HTML, CustomerTools, UI_CAPABILITY } from './apps-fixture.js';

type Json = { [key: string]: any };
const URI = 'ui://acme/customer-card';

describe('extensions/apps/apps-extension', () => {
  it('openaiAliases adds the openai/* keys on view tools and on the view (listing and read), beside _meta.ui', async () => {
    const server = appsServer({ openaiAliases: true });
    try {
      const raw = await openRawSession(server);
      await raw.initialize('2025-11-25', UI_CAPABILITY);
      const tool = (await raw.request('tools/list', {})).result.tools.find((t: Json) => t.name === 'refresh_card');
      expect(tool._meta).to.deep.equal({ ui: { resourceUri: URI, visibility: ['app'] }, 'ui/resourceUri': URI, 'openai/outputTemplate': URI, 'openai/widgetAccessible': true });
      const read = (await raw.request('resources/read', { uri: URI })).result.contents[0];
      expect(read._meta['openai/widgetCSP']).to.deep.equal({ connect_domains: ['https://api.acme.test'], resource_domains: ['https://*.cdn.acme.test'] });
      expect(read._meta['openai/widgetPrefersBorder']).to.equal(true);
      expect(read._meta['openai/widgetDescription']).to.equal('A customer card');
      expect(read._meta.ui.prefersBorder).to.equal(true);
      await raw.close();
    } finally {
      await server.close();
    }
  });

  it('is off by default: no openai/* key anywhere', async () => {
    const server = appsServer();
    try {
      const raw = await openRawSession(server);
      await raw.initialize('2025-11-25', UI_CAPABILITY);
      const all = JSON.stringify([(await raw.request('tools/list', {})).result, (await raw.request('resources/list', {})).result, (await raw.request('resources/read', { uri: URI })).result]);
      expect(all).to.not.contain('openai/');
      await raw.close();
    } finally {
      await server.close();
    }
  });

  it('domain: the sandbox origin of every view that gives none, on the listing and the read; a value that is not a host name is refused', async () => {
    const domain = claudeAppDomain('https://acme.example.com/mcp');
    const server = appsServer({ domain });
    try {
      expect(server.model.resources.find((r) => r.uri === URI)!._meta).to.deep.include({ ui: { csp: { connectDomains: ['https://api.acme.test'], resourceDomains: ['https://*.cdn.acme.test'] }, prefersBorder: true, domain } });
      const raw = await openRawSession(server);
      await raw.initialize('2025-11-25');
      expect((await raw.request('resources/read', { uri: URI })).result.contents[0]._meta.ui.domain).to.equal(domain);
      await raw.close();
    } finally {
      await server.close();
    }
    expect(() => apps({ domain: 'https://acme.example.com' })).to.throw(InvalidServerOptionError, 'apps.domain');
  });

  it('a view whose method is async, or returns bytes, reads with the app MIME type and its _meta.ui; other resources are left as they are', async () => {
    class Async {
      @View('ui://acme/async', { prefersBorder: false })
      async card(): Promise<string> {
        return CARD_HTML;
      }

      @View('ui://acme/bytes')
      bytes(): Uint8Array {
        return new TextEncoder().encode(CARD_HTML);
      }

      @Resource('docs://readme')
      readme(): string {
        return 'hello';
      }
    }
    const server = createServer({ name: 'a', version: '1', classes: [Async], extensions: [apps()], diagnostics: silentDiagnostics });
    try {
      const raw = await openRawSession(server);
      await raw.initialize('2025-11-25');
      expect((await raw.request('resources/read', { uri: 'ui://acme/async' })).result.contents).to.deep.equal([{ uri: 'ui://acme/async', mimeType: 'text/html;profile=mcp-app', text: CARD_HTML, _meta: { ui: { prefersBorder: false } } }]);
      const bytes = (await raw.request('resources/read', { uri: 'ui://acme/bytes' })).result.contents[0];
      expect(Buffer.from(bytes.blob, 'base64').toString('utf8')).to.equal(CARD_HTML);
      expect(bytes._meta).to.deep.equal({ ui: {} });
      expect((await raw.request('resources/read', { uri: 'docs://readme' })).result.contents).to.deep.equal([{ uri: 'docs://readme', mimeType: 'text/plain', text: 'hello' }]);
      await raw.close();
    } finally {
      await server.close();
    }
  });

  it('server.add links a tool to a view the server already serves, and refuses one to a view it does not', async () => {
    const server = appsServer();
    try {
      class Later {
        @Tool({ ui: 'ui://acme/customer-card' })
        summary(@Param('name') name: string): string {
          return name;
        }
      }
      server.add(Later);
      expect(server.model.tools.find((t) => t.name === 'summary')!._meta).to.deep.equal({ ui: { resourceUri: URI, visibility: ['model', 'app'] }, 'ui/resourceUri': URI });
      class Lost {
        @Tool({ ui: 'ui://acme/nowhere' })
        lost(@Param('name') name: string): string {
          return name;
        }
      }
      expect(() => server.add(Lost)).to.throw('links the view "ui://acme/nowhere", which no @View declares');
      expect(server.model.tools.some((t) => t.name === 'lost')).to.equal(false);
    } finally {
      await server.close();
    }
  });

  it('keeps a tool’s own _meta, and leaves the model of tools without a view untouched (same descriptor objects)', () => {
    class Own {
      @View('ui://acme/own')
      card(): string {
        return CARD_HTML;
      }

      @Tool({ ui: 'ui://acme/own', _meta: { 'acme/team': 'crm', ui: { extra: 1 } } })
      find(@Param('q') q: string): string {
        return q;
      }

      @Tool()
      plain(@Param('q') q: string): string {
        return q;
      }
    }
    const extension = apps();
    const server = createServer({ name: 'o', version: '1', classes: [Own], extensions: [extension], diagnostics: silentDiagnostics });
    expect(server.model.tools.find((t) => t.name === 'find')!._meta).to.deep.equal({ 'acme/team': 'crm', ui: { extra: 1, resourceUri: 'ui://acme/own', visibility: ['model', 'app'] }, 'ui/resourceUri': 'ui://acme/own' });
    expect(server.model.tools.find((t) => t.name === 'find')).to.not.have.property('view');
    const bare = createServer({ name: 'o', version: '1', classes: [CustomerTools], extensions: [apps()], diagnostics: silentDiagnostics });
    const before = bare.model.tools.find((t) => t.name === 'add')!;
    const prepared = extension.prepare!({ tools: [before], resources: [], resourceTemplates: [], prompts: [] }, bare.model);
    expect(prepared.tools[0]).to.equal(before);
    void server.close();
    void bare.close();
  });

  it('advertises beside tasks on 2025-11-25: capabilities.tasks and capabilities.extensions both present', async () => {
    const server = createServer({ name: 't', version: '1', classes: [CustomerTools], extensions: [tasks(), apps()], diagnostics: silentDiagnostics });
    try {
      const raw = await openRawSession(server);
      const init = await raw.initialize('2025-11-25');
      expect(init.capabilities).to.have.property('tasks');
      expect(init.capabilities.extensions).to.deep.equal({ 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } });
      await raw.close();
    } finally {
      await server.close();
    }
  });
});
