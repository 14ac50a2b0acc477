import { expect } from 'chai';
import { Param, Resource, ResourceTemplate, UseGuards, type Invocation } from '../../../lib/index.js';
import { openRawSession } from '../../support/raw-session.js';
import { closeServers, errorOf, expectNone, resultOf, serve, session } from '../serve.js';

enum Size { Small = 'small', Large = 'large' }

class Library {
  @Resource('docs://readme', { title: 'Read me', description: 'The read-me', mimeType: 'text/markdown' })
  readme(): string {
    return '# Hello';
  }

  @Resource('docs://plain')
  plain(): string {
    return 'plain text';
  }

  @Resource('docs://config', { mimeType: 'application/json' })
  config(): object {
    return { debug: true };
  }

  @Resource('docs://logo')
  logo(): Uint8Array {
    return new Uint8Array([1, 2, 3]);
  }

  @Resource('docs://broken')
  broken(): string {
    throw new Error('disk on fire');
  }

  @ResourceTemplate('items://{category}/{id}{?size}', { mimeType: 'text/plain', description: 'One item' })
  item(@Param('category') category: string, @Param('id') id: number, @Param('size', { enum: Size, optional: true }) size?: Size): string {
    return `${category}:${typeof id}:${id + 1}:${size ?? 'none'}`;
  }
}

describe('server/methods/resources', () => {
  afterEach(closeServers);

  it('declares the resources capability with subscribe and listChanged', async () => {
    const raw = await openRawSession(serve([Library]));
    const result = await raw.initialize('2025-06-18');
    expect(result.capabilities).to.deep.include({ resources: { subscribe: true, listChanged: true } });
  });

  it('resources/list lists fixed resources with their fields', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    const result = resultOf(await raw.request('resources/list'));
    expect(result).to.deep.equal({
      resources: [
        { uri: 'docs://readme', name: 'readme', title: 'Read me', description: 'The read-me', mimeType: 'text/markdown' },
        { uri: 'docs://plain', name: 'plain' },
        { uri: 'docs://config', name: 'config', mimeType: 'application/json' },
        { uri: 'docs://logo', name: 'logo' },
        { uri: 'docs://broken', name: 'broken' },
      ],
    });
  });

  it('resources/list leaves title out at 2024-11-05', async () => {
    const raw = await session(serve([Library]), '2024-11-05');
    const first = resultOf(await raw.request('resources/list')).resources[0];
    expect(first).to.deep.equal({ uri: 'docs://readme', name: 'readme', description: 'The read-me', mimeType: 'text/markdown' });
  });

  it('resources/templates/list lists templates', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    const result = resultOf(await raw.request('resources/templates/list'));
    expect(result).to.deep.equal({ resourceTemplates: [{ uriTemplate: 'items://{category}/{id}{?size}', name: 'item', description: 'One item', mimeType: 'text/plain' }] });
  });

  it('reads a fixed resource returning a string as text with its mimeType', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    const result = resultOf(await raw.request('resources/read', { uri: 'docs://readme' }));
    expect(result).to.deep.equal({ contents: [{ uri: 'docs://readme', mimeType: 'text/markdown', text: '# Hello' }] });
  });

  it('reads a string without a declared mimeType as text/plain', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    expect(resultOf(await raw.request('resources/read', { uri: 'docs://plain' }))).to.deep.equal({ contents: [{ uri: 'docs://plain', mimeType: 'text/plain', text: 'plain text' }] });
  });

  it('reads an object as JSON text and bytes as a base64 blob', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    expect(resultOf(await raw.request('resources/read', { uri: 'docs://config' }))).to.deep.equal({ contents: [{ uri: 'docs://config', mimeType: 'application/json', text: '{"debug":true}' }] });
    expect(resultOf(await raw.request('resources/read', { uri: 'docs://logo' }))).to.deep.equal({ contents: [{ uri: 'docs://logo', mimeType: 'application/octet-stream', blob: 'AQID' }] });
  });

  it('reads a template URI with its variables bound and a number variable converted', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    const result = resultOf(await raw.request('resources/read', { uri: 'items://tools/41?size=large' }));
    expect(result).to.deep.equal({ contents: [{ uri: 'items://tools/41?size=large', mimeType: 'text/plain', text: 'tools:number:42:large' }] });
    const without = resultOf(await raw.request('resources/read', { uri: 'items://books/1' }));
    expect(without.contents[0].text).to.equal('books:number:2:none');
  });

  it('refuses a template URI whose variables do not fit with -32602 naming the variable', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    const error = errorOf(await raw.request('resources/read', { uri: 'items://tools/abc' }));
    expect(error.code).to.equal(-32602);
    expect(error.message).to.contain('id');
    expect(error.data).to.deep.equal({ uri: 'items://tools/abc' });
  });

  it('answers an unknown URI with -32002 and data.uri', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    const error = errorOf(await raw.request('resources/read', { uri: 'docs://missing' }));
    expect(error).to.deep.equal({ code: -32002, message: 'Resource not found: docs://missing', data: { uri: 'docs://missing' } });
  });

  it('answers a read without a uri with -32602', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    expect(errorOf(await raw.request('resources/read', {})).code).to.equal(-32602);
  });

  it('answers a failing handler with -32603 and its message, no stack', async () => {
    const raw = await session(serve([Library]), '2025-06-18');
    const response = await raw.request('resources/read', { uri: 'docs://broken' });
    expect(errorOf(response)).to.deep.equal({ code: -32603, message: 'Reading docs://broken failed: disk on fire' });
    expect(JSON.stringify(response)).to.not.match(/\bat /);
  });

  describe('subscriptions', () => {
    it('sends notifications/resources/updated to a subscriber, and nothing after unsubscribe', async () => {
      const server = serve([Library]);
      const raw = await session(server, '2025-06-18');
      expect(resultOf(await raw.request('resources/subscribe', { uri: 'docs://readme' }))).to.deep.equal({});
      server.resourceUpdated('docs://readme');
      const update = await raw.waitFor((m) => m.method === 'notifications/resources/updated');
      expect(update).to.deep.equal({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'docs://readme' } });
      expect(resultOf(await raw.request('resources/unsubscribe', { uri: 'docs://readme' }))).to.deep.equal({});
      server.resourceUpdated('docs://readme');
      resultOf(await raw.request('ping'));
      await expectNone(raw, (m) => m.method === 'notifications/resources/updated' && m !== update, 100);
      expect(raw.received.filter((m) => m.method === 'notifications/resources/updated')).to.have.length(1);
    });

    it('notifies only subscribers of that URI', async () => {
      const server = serve([Library]);
      const subscriber = await session(server, '2025-06-18');
      const bystander = await session(server, '2025-06-18');
      await subscriber.request('resources/subscribe', { uri: 'items://tools/1' });
      server.resourceUpdated('docs://readme');
      server.resourceUpdated('items://tools/1');
      await subscriber.waitFor((m) => m.method === 'notifications/resources/updated');
      resultOf(await bystander.request('ping'));
      resultOf(await subscriber.request('ping'));
      expect(subscriber.received.filter((m) => m.method === 'notifications/resources/updated').map((m) => m.params.uri)).to.deep.equal(['items://tools/1']);
      expect(bystander.received.filter((m) => m.method !== undefined)).to.deep.equal([]);
    });

    it('runs the guards of the resource, not its middleware or handler: a denied read is a denied subscription', async () => {
      const seen: string[] = [];
      const vaultOnly = (invocation: Invocation) => {
        seen.push(`${invocation.kind} ${invocation.name}`);
        return invocation.name !== 'vault://locked' || 'The vault is locked.';
      };
      class Vault {
        reads = 0;
        @UseGuards(vaultOnly)
        @ResourceTemplate('vault://{name}')
        item(@Param('name') name: string): string {
          this.reads++;
          return name;
        }
      }
      const vault = new Vault();
      const raw = await session(serve([vault]), '2025-06-18');
      const read = errorOf(await raw.request('resources/read', { uri: 'vault://locked' }));
      expect(errorOf(await raw.request('resources/subscribe', { uri: 'vault://locked' }))).to.deep.equal(read).and.to.deep.equal({ code: -32602, message: 'The vault is locked.' });
      expect(resultOf(await raw.request('resources/subscribe', { uri: 'vault://open' }))).to.deep.equal({});
      expect(seen).to.deep.equal(['resource vault://locked', 'resource vault://locked', 'resource vault://open']);
      expect(vault.reads).to.equal(0);
    });

    it('refuses to subscribe to an unknown URI with -32002', async () => {
      const raw = await session(serve([Library]), '2025-06-18');
      const error = errorOf(await raw.request('resources/subscribe', { uri: 'docs://missing' }));
      expect(error).to.deep.equal({ code: -32002, message: 'Resource not found: docs://missing', data: { uri: 'docs://missing' } });
    });
  });
});
