import { expect } from 'chai';
import { Param, Prompt, RateLimit, Resource, ResourceTemplate, Scopes, Tool, UseGuards, resourceLink, embeddedResource, type ContentBlock, type Invocation, type Principal } from '../../../../lib/index.js';
import { silentDiagnostics } from '../../../../lib/observability/index.js';
import { createServer } from '../../../../lib/index.js';
import { envelope } from '../../../support/wire.js';
import { openRawSession } from '../../../support/raw-session.js';
import { closeServers, errorOf, resultOf, serve, session } from '../../serve.js';

const AUTH = { issuer: 'https://auth.test', audience: 'https://shop.test/mcp', jwksUri: 'https://auth.test/jwks' };
const clerk: Principal = { subject: 'ada', scopes: ['shop'], claims: {} };
const meta = { _meta: envelope() };

class Billing {
  @Tool({ description: 'Charges an amount' })
  charge(@Param('amount') amount: number): string {
    return `charged ${amount}`;
  }

  @Scopes('billing:refund')
  @Tool()
  refund(): string {
    return 'refunded';
  }

  @RateLimit({ points: 1, duration: 60 })
  @Tool()
  once(): string {
    return 'once';
  }

  @UseGuards((i: Invocation) => i.arguments.who !== 'mallory' || 'Not for mallory.')
  @Tool()
  guarded(@Param('who') who: string): string {
    return `hello ${who}`;
  }

  @Tool()
  links(): ContentBlock[] {
    return [resourceLink('invoices://2024/7', 'Invoice 7'), resourceLink('https://example.com/terms', 'Terms'), embeddedResource({ uri: 'config://settings', text: 'currency=EUR' })];
  }

  @Resource('config://settings')
  settings(): string {
    return 'currency=EUR';
  }

  @ResourceTemplate('invoices://{year}/{id}')
  invoice(@Param('year', { complete: ['2023', '2024', '2025'] }) year: string, @Param('id') id: string): string {
    return `invoice ${year}/${id}`;
  }

  @Prompt()
  remind(@Param('customer', { complete: (value: string) => ['ada', 'alan', 'bob'].filter((c) => c.startsWith(value)) }) customer: string): string {
    return `Remind ${customer} to pay.`;
  }
}

class Shop {
  @Tool()
  checkout(): string {
    return 'checked out';
  }
}

class Later {
  @Tool()
  later(): string {
    return 'later';
  }
}

/** A billing server with a server-wide guard that records the names it sees, mounted in a shop server under `billing`. */
function shop(seen: string[] = []) {
  const billing = createServer({ name: 'billing', version: '1.0.0', classes: [Billing], diagnostics: silentDiagnostics, guards: [(i: Invocation) => (seen.push(i.name), true)] });
  const outer = serve([Shop], { auth: { ...AUTH, local: clerk }, mounts: [{ prefix: 'billing', server: billing }] });
  return { billing, outer };
}

const text = (result: any): string => result.content[0].text;

describe('server/engine/mount/mounts (createServer({ mounts }))', () => {
  afterEach(closeServers);

  for (const revision of ['2025-06-18', '2026-07-28'] as const) {
    const stateless = revision === '2026-07-28';
    const open = async (server: ReturnType<typeof shop>['outer']) => {
      if (!stateless) return session(server, revision);
      return openRawSession(server);
    };
    const p = (params: object = {}): object => (stateless ? { ...params, ...meta } : params);

    describe(`on ${revision}`, () => {
      it('lists prefixed tools, prompts, resources and templates beside the server\'s own, hiding what the caller may not call', async () => {
        const raw = await open(shop().outer);
        const tools = resultOf(await raw.request('tools/list', p())).tools.map((t: { name: string }) => t.name);
        expect(tools).to.deep.equal(['checkout', 'billing_charge', 'billing_once', 'billing_guarded', 'billing_links']);
        expect(resultOf(await raw.request('prompts/list', p())).prompts.map((x: { name: string }) => x.name)).to.deep.equal(['billing_remind']);
        expect(resultOf(await raw.request('resources/list', p())).resources.map((x: { uri: string }) => x.uri)).to.deep.equal(['config://billing/settings']);
        expect(resultOf(await raw.request('resources/templates/list', p())).resourceTemplates.map((x: { uriTemplate: string }) => x.uriTemplate)).to.deep.equal(['invoices://billing/{year}/{id}']);
      });

      it('calls the mounted handler through its own server\'s guards, seen under the names that server knows', async () => {
        const seen: string[] = [];
        const raw = await open(shop(seen).outer);
        expect(text(resultOf(await raw.request('tools/call', p({ name: 'billing_charge', arguments: { amount: 5 } }))))).to.equal('charged 5');
        expect(seen).to.deep.equal(['charge']);
        const denied = resultOf(await raw.request('tools/call', p({ name: 'billing_guarded', arguments: { who: 'mallory' } })));
        expect(denied).to.deep.include({ isError: true });
        expect(text(denied)).to.equal('Not for mallory.');
        expect(text(resultOf(await raw.request('tools/call', p({ name: 'billing_guarded', arguments: { who: 'ada' } }))))).to.equal('hello ada');
        // The unprefixed name is not served by the outer server.
        expect(errorOf(await raw.request('tools/call', p({ name: 'charge', arguments: { amount: 1 } }))).message).to.equal('Unknown tool: charge');
      });

      it('keeps the mounted server\'s declared access and rate limits', async () => {
        const raw = await open(shop().outer);
        const refused = resultOf(await raw.request('tools/call', p({ name: 'billing_refund', arguments: {} })));
        expect(refused.isError).to.equal(true);
        expect(text(refused)).to.contain('needs the scope billing:refund');
        expect(text(resultOf(await raw.request('tools/call', p({ name: 'billing_once', arguments: {} }))))).to.equal('once');
        const limited = resultOf(await raw.request('tools/call', p({ name: 'billing_once', arguments: {} })));
        expect(limited.isError).to.equal(true);
        expect(text(limited)).to.match(/rate limit/i);
      });

      it('reads resources and templates through the prefix, and rewrites the links a mounted tool returns', async () => {
        const raw = await open(shop().outer);
        const read = resultOf(await raw.request('resources/read', p({ uri: 'config://billing/settings' })));
        expect(read.contents).to.deep.equal([{ uri: 'config://billing/settings', mimeType: 'text/plain', text: 'currency=EUR' }]);
        const invoice = resultOf(await raw.request('resources/read', p({ uri: 'invoices://billing/2024/7' })));
        expect(invoice.contents[0]).to.deep.include({ uri: 'invoices://billing/2024/7', text: 'invoice 2024/7' });
        expect(errorOf(await raw.request('resources/read', p({ uri: 'config://settings' }))).message).to.equal('Resource not found: config://settings');
        const links = resultOf(await raw.request('tools/call', p({ name: 'billing_links', arguments: {} }))).content;
        expect(links.map((c: { uri?: string; resource?: { uri: string } }) => c.uri ?? c.resource?.uri)).to.deep.equal(['invoices://billing/2024/7', 'https://example.com/terms', 'config://billing/settings']);
        // What a link names, the client can read.
        expect(resultOf(await raw.request('resources/read', p({ uri: links[0].uri }))).contents[0].text).to.equal('invoice 2024/7');
      });

      it('gets mounted prompts and completes their arguments and the templates\' variables', async () => {
        const raw = await open(shop().outer);
        const prompt = resultOf(await raw.request('prompts/get', p({ name: 'billing_remind', arguments: { customer: 'ada' } })));
        expect(prompt.messages[0].content.text).to.equal('Remind ada to pay.');
        const names = resultOf(await raw.request('completion/complete', p({ ref: { type: 'ref/prompt', name: 'billing_remind' }, argument: { name: 'customer', value: 'a' } })));
        expect(names.completion.values).to.deep.equal(['ada', 'alan']);
        const years = resultOf(await raw.request('completion/complete', p({ ref: { type: 'ref/resource', uri: 'invoices://billing/{year}/{id}' }, argument: { name: 'year', value: '' } })));
        expect(years.completion.values).to.deep.equal(['2023', '2024', '2025']);
      });
    });
  }

  it('tells the outer server\'s clients when a mounted server\'s lists change, and forwards its resource updates under the prefix', async () => {
    const { billing, outer } = shop();
    const raw = await session(outer, '2025-11-25');
    resultOf(await raw.request('resources/subscribe', { uri: 'config://billing/settings' }));
    billing.add(Later);
    await raw.waitFor((m) => m.method === 'notifications/tools/list_changed');
    expect(resultOf(await raw.request('tools/list')).tools.map((t: { name: string }) => t.name)).to.include('billing_later');
    expect(text(resultOf(await raw.request('tools/call', { name: 'billing_later', arguments: {} })))).to.equal('later');
    billing.resourceUpdated('config://settings');
    const updated = await raw.waitFor((m) => m.method === 'notifications/resources/updated');
    expect(updated.params).to.deep.equal({ uri: 'config://billing/settings' });
    expect(billing.removeTool('later')).to.equal(true);
    await raw.waitFor((m) => m.method === 'notifications/tools/list_changed' && raw.received.filter((x) => x.method === 'notifications/tools/list_changed').length === 2);
    expect(errorOf(await raw.request('tools/call', { name: 'billing_later', arguments: {} })).message).to.equal('Unknown tool: billing_later');
    // Only the tools list changed: no prompts or resources list_changed was sent.
    expect(raw.received.filter((m) => m.method === 'notifications/prompts/list_changed')).to.have.length(0);
  });

  it('streams a mounted server\'s list changes to 2026-07-28 listeners', async () => {
    const { billing, outer } = shop();
    const raw = await openRawSession(outer);
    await raw.send({ jsonrpc: '2.0', id: 'l', method: 'subscriptions/listen', params: { ...meta, notifications: { toolsListChanged: true, resourceSubscriptions: ['config://billing/settings'] } } });
    await raw.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged');
    billing.add(Later);
    await raw.waitFor((m) => m.method === 'notifications/tools/list_changed');
    billing.resourceUpdated('config://settings');
    const updated = await raw.waitFor((m) => m.method === 'notifications/resources/updated');
    expect(updated.params.uri).to.equal('config://billing/settings');
  });

  it('stops following the mounted server once the outer server closes', async () => {
    const { billing, outer } = shop();
    await outer.close();
    billing.add(Later);
    expect(outer.model.tools.map((t) => t.name)).to.not.include('billing_later');
  });

  it('rewrites the links the mounted server\'s middleware adds, and shows that middleware the URIs it knows', async () => {
    const seen: string[] = [];
    const settings = async (i: Invocation, next: () => Promise<unknown>): Promise<unknown> => {
      const value = await next();
      if (i.name !== 'links') return value;
      seen.push(...(value as ContentBlock[]).map((c) => (c.type === 'resource_link' ? c.uri : '')));
      return [...(value as ContentBlock[]), resourceLink('config://settings', 'Settings')];
    };
    const billing = createServer({ name: 'billing', version: '1.0.0', classes: [Billing], diagnostics: silentDiagnostics, middleware: [settings] });
    const raw = await session(serve([Shop], { mounts: [{ prefix: 'billing', server: billing }] }), '2025-11-25');
    const links = resultOf(await raw.request('tools/call', { name: 'billing_links', arguments: {} })).content;
    expect(links.map((c: { uri?: string; resource?: { uri: string } }) => c.uri ?? c.resource?.uri)).to.deep.equal(['invoices://billing/2024/7', 'https://example.com/terms', 'config://billing/settings', 'config://billing/settings']);
    expect(seen).to.deep.equal(['invoices://2024/7', 'https://example.com/terms', '']);
  });

  it('refuses an add() deep in nested mounts that would clash at the outermost server, before any server changes', () => {
    const inner = createServer({ name: 'inner', version: '1.0.0', classes: [Shop], diagnostics: silentDiagnostics });
    const middle = createServer({ name: 'middle', version: '1.0.0', classes: [], diagnostics: silentDiagnostics, mounts: [{ prefix: 'in', server: inner }] });
    class Own {
      @Tool({ name: 'mid_in_later' })
      later(): string {
        return 'own';
      }
    }
    const outer = serve([Own], { mounts: [{ prefix: 'mid', server: middle }] });
    expect(() => inner.add(Later)).to.throw(/tool name "mid_in_later" is served twice: by Own.later and by Later.later \(mounted at "mid"\)/);
    expect(inner.model.tools.map((t) => t.name)).to.deep.equal(['checkout']);
    expect(middle.model.tools.map((t) => t.name)).to.deep.equal(['in_checkout']);
    expect(outer.model.tools.map((t) => t.name)).to.deep.equal(['mid_in_later', 'mid_in_checkout']);
  });

  it('runs the outer server\'s guards first, and keeps the mounted server\'s server-wide scopes and rate limit', async () => {
    const order: string[] = [];
    const billing = createServer({
      name: 'billing', version: '1.0.0', classes: [Billing], diagnostics: silentDiagnostics,
      auth: { ...AUTH, scopes: ['billing'] },
      rateLimit: { points: 2, duration: 60 },
      guards: [(i: Invocation) => (order.push(`billing ${i.name}`), true)],
    });
    const outer = serve([Shop], { auth: { ...AUTH, local: { ...clerk, scopes: ['shop', 'billing'] } }, guards: [(i: Invocation) => (order.push(`shop ${i.name}`), true)], mounts: [{ prefix: 'billing', server: billing }] });
    const raw = await session(outer, '2025-11-25');
    expect(text(resultOf(await raw.request('tools/call', { name: 'billing_charge', arguments: { amount: 1 } })))).to.equal('charged 1');
    expect(order).to.deep.equal(['shop billing_charge', 'billing charge']);
    // The mounted server's rate limit is one budget for all its members: the second call spends it, the third is refused.
    expect(text(resultOf(await raw.request('tools/call', { name: 'billing_guarded', arguments: { who: 'ada' } })))).to.equal('hello ada');
    expect(resultOf(await raw.request('tools/call', { name: 'billing_charge', arguments: { amount: 2 } })).isError).to.equal(true);
    // The outer server's own tools do not count against it.
    expect(text(resultOf(await raw.request('tools/call', { name: 'checkout', arguments: {} })))).to.equal('checked out');
    // A caller without the mounted server's default scope sees none of its members and may call none.
    const stranger = await session(serve([Shop], { auth: { ...AUTH, local: clerk }, mounts: [{ prefix: 'billing', server: billing }] }), '2025-11-25');
    expect(resultOf(await stranger.request('tools/list')).tools.map((t: { name: string }) => t.name)).to.deep.equal(['checkout']);
    expect(text(resultOf(await stranger.request('tools/call', { name: 'billing_charge', arguments: { amount: 1 } })))).to.contain('needs the scope billing');
  });

  it('leaves a server without mounts as it was: its members are the scanned ones', () => {
    const plain = serve([Shop]);
    expect(plain.model.tools.map((t) => t.name)).to.deep.equal(['checkout']);
  });
});
