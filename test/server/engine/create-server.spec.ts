import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ctx, Param, Prompt, Resource, ResourceTemplate, Tool, type McpContext } from '../../../lib/index.js';
import { DuplicateNameError, InvalidServerOptionError, UnknownRevisionError } from '../../../lib/errors/index.js';
import { adapterFor, type RevisionAdapter } from '../../../lib/revisions/index.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';
import { openRawSession } from '../../support/raw-session.js';
import { REVISIONS, closeServers, errorOf, resultOf, serve, session } from '../serve.js';

class Echo {
  @Tool({ description: 'Echoes' }) echo(@Param('text') text: string): string {
    return text;
  }
}

class Greeting {
  @Prompt() greet(@Param('name') name: string): string {
    return `Hello ${name}`;
  }
}

class More {
  @Tool() extra(): string {
    return 'extra';
  }
}

class Clashing {
  @Tool({ name: 'echo' }) shout(): string {
    return 'ECHO';
  }
}

const identity = {
  title: 'Test Server',
  description: 'A server for tests',
  websiteUrl: 'https://example.com',
  icons: [{ src: 'https://example.com/icon.png', mimeType: 'image/png', sizes: ['48x48'] }],
};

describe('server/engine/create-server', () => {
  afterEach(closeServers);

  it('stays a short composition: createServer is at most 40 lines (its parts have files of their own)', () => {
    // The compiled spec lives in dist/test/server/engine; the source is read from the repository.
    const source = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../../lib/server/engine/create-server.ts'), 'utf8').split('\n');
    const start = source.findIndex((line) => line.startsWith('export function createServer('));
    const end = source.findIndex((line, i) => i > start && line === '}');
    expect(start, 'createServer is declared').to.be.greaterThan(-1);
    expect(end - start + 1).to.be.at.most(40);
  });

  describe('initialize', () => {
    for (const revision of REVISIONS) {
      it(`echoes the requested revision ${revision}`, async () => {
        const raw = await openRawSession(serve([Echo]));
        const result = resultOf(await raw.request('initialize', { protocolVersion: revision, capabilities: {}, clientInfo: { name: 'c', version: '1' } }));
        expect(result.protocolVersion).to.equal(revision);
      });
    }

    it('answers an unknown revision with the newest built-in one', async () => {
      const raw = await openRawSession(serve([Echo]));
      const result = await raw.initialize('1900-01-01');
      expect(result.protocolVersion).to.equal('2025-11-25');
    });

    it('answers a missing protocolVersion with the newest revision', async () => {
      const raw = await openRawSession(serve([Echo]));
      const result = resultOf(await raw.request('initialize', { capabilities: {} }));
      expect(result.protocolVersion).to.equal('2025-11-25');
    });

    const serverInfoKeys: Record<(typeof REVISIONS)[number], string[]> = {
      '2024-11-05': ['name', 'version'],
      '2025-03-26': ['name', 'version'],
      '2025-06-18': ['name', 'version', 'title'],
      '2025-11-25': ['name', 'version', 'title', 'description', 'websiteUrl', 'icons'],
    };
    for (const revision of REVISIONS) {
      it(`carries the serverInfo keys of ${revision}`, async () => {
        const raw = await openRawSession(serve([Echo], identity));
        const result = await raw.initialize(revision);
        expect(Object.keys(result.serverInfo).sort()).to.deep.equal([...serverInfoKeys[revision]].sort());
        expect(result.serverInfo.name).to.equal('test');
        expect(result.serverInfo.version).to.equal('1.0.0');
        if (revision === '2025-11-25') {
          expect(result.serverInfo).to.deep.equal({ name: 'test', version: '1.0.0', ...identity });
        }
      });
    }

    it('carries instructions when given', async () => {
      const raw = await openRawSession(serve([Echo], { instructions: 'Use echo.' }));
      expect((await raw.initialize('2025-06-18')).instructions).to.equal('Use echo.');
    });

    it('declares every list (with listChanged) even for a tools-only server, so classes added later can be announced', async () => {
      const raw = await openRawSession(serve([Echo]));
      const result = await raw.initialize('2025-06-18');
      expect(result.capabilities).to.deep.equal({ tools: { listChanged: true }, resources: { subscribe: true, listChanged: true }, prompts: { listChanged: true }, completions: {}, logging: {} });
    });

    for (const revision of REVISIONS) {
      const expected = revision !== '2024-11-05';
      it(`${expected ? 'declares' : 'omits'} the completions capability at ${revision} for a server with a prompt`, async () => {
        const raw = await openRawSession(serve([Echo, Greeting]));
        const result = await raw.initialize(revision);
        expect(result.capabilities.prompts).to.deep.equal({ listChanged: true });
        if (expected) expect(result.capabilities.completions).to.deep.equal({});
        else expect(result.capabilities).to.not.have.property('completions');
      });
    }
  });

  describe('list changes', () => {
    it('add() notifies list_changed to an initialized connection and tools/list shows the new tool', async () => {
      const server = serve([Echo]);
      const raw = await session(server, '2025-06-18');
      server.add(More);
      await raw.waitFor((m) => m.method === 'notifications/tools/list_changed');
      const names = resultOf(await raw.request('tools/list')).tools.map((t: { name: string }) => t.name);
      expect(names).to.deep.equal(['echo', 'extra']);
      const call = resultOf(await raw.request('tools/call', { name: 'extra', arguments: {} }));
      expect(call).to.deep.equal({ content: [{ type: 'text', text: 'extra' }] });
    });

    it('removeTool() notifies list_changed and the tool is gone from list and call', async () => {
      const server = serve([Echo, More]);
      const raw = await session(server, '2025-06-18');
      expect(server.removeTool('extra')).to.equal(true);
      const notice = await raw.waitFor((m) => m.method === 'notifications/tools/list_changed');
      expect(notice).to.deep.equal({ jsonrpc: '2.0', method: 'notifications/tools/list_changed', params: {} });
      expect(resultOf(await raw.request('tools/list')).tools.map((t: { name: string }) => t.name)).to.deep.equal(['echo']);
      expect(errorOf(await raw.request('tools/call', { name: 'extra', arguments: {} })).code).to.equal(-32602);
      expect(server.removeTool('extra')).to.equal(false);
    });

    it('sends one list_changed per kind: prompts for a prompt class, nothing for tools', async () => {
      const server = serve([Echo]);
      const raw = await session(server, '2025-06-18');
      server.add(Greeting);
      await raw.waitFor((m) => m.method === 'notifications/prompts/list_changed');
      const ping = resultOf(await raw.request('ping'));
      expect(ping).to.deep.equal({});
      expect(raw.received.filter((m) => m.method?.endsWith('list_changed')).map((m) => m.method)).to.deep.equal(['notifications/prompts/list_changed']);
    });

    it('does not notify a connection that has not sent notifications/initialized', async () => {
      const server = serve([Echo]);
      const raw = await openRawSession(server);
      resultOf(await raw.request('initialize', { protocolVersion: '2025-06-18', capabilities: {} }));
      server.add(More);
      resultOf(await raw.request('ping'));
      expect(raw.received.filter((m) => m.method !== undefined)).to.deep.equal([]);
    });

    it('add() of a class whose tool name clashes throws DuplicateNameError naming both members, and changes nothing', async () => {
      const server = serve([Echo]);
      const raw = await session(server, '2025-06-18');
      let thrown: unknown;
      try {
        server.add(Clashing);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).to.be.instanceOf(DuplicateNameError);
      const error = thrown as DuplicateNameError;
      expect(error.members).to.deep.equal(['Echo.echo', 'Clashing.shout']);
      expect(error.message).to.contain('Echo.echo').and.to.contain('Clashing.shout').and.to.contain('"echo"');
      expect(resultOf(await raw.request('tools/list')).tools.map((t: { name: string }) => t.name)).to.deep.equal(['echo']);
      expect(raw.received.some((m) => m.method === 'notifications/tools/list_changed')).to.equal(false);
    });
  });

  describe('list changes and capabilities', () => {
    class Notes {
      @Resource('notes://index') index(): string {
        return 'index';
      }
      @ResourceTemplate('notes://{id}') note(@Param('id') id: string): string {
        return id;
      }
    }

    it('removeResource, removeResourceTemplate and removePrompt notify and report whether something was removed', async () => {
      const server = serve([Echo, Greeting, Notes]);
      const raw = await session(server, '2025-06-18');
      expect(server.removeResource('notes://index')).to.equal(true);
      expect(server.removeResource('notes://index')).to.equal(false);
      expect(server.removeResourceTemplate('notes://{id}')).to.equal(true);
      expect(server.removeResourceTemplate('notes://{id}')).to.equal(false);
      expect(server.removePrompt('greet')).to.equal(true);
      expect(server.removePrompt('greet')).to.equal(false);
      resultOf(await raw.request('ping'));
      expect(raw.received.filter((m) => m.method !== undefined).map((m) => m.method)).to.deep.equal([
        'notifications/resources/list_changed',
        'notifications/resources/list_changed',
        'notifications/prompts/list_changed',
      ]);
      expect(resultOf(await raw.request('resources/list'))).to.deep.equal({ resources: [] });
      expect(resultOf(await raw.request('resources/templates/list'))).to.deep.equal({ resourceTemplates: [] });
      expect(resultOf(await raw.request('prompts/list'))).to.deep.equal({ prompts: [] });
      expect(errorOf(await raw.request('resources/read', { uri: 'notes://7' })).code).to.equal(-32002);
    });

    it('sends one resources/list_changed for a class adding both resources and templates', async () => {
      const server = serve([Echo]);
      const raw = await session(server, '2025-06-18');
      server.add(Notes);
      resultOf(await raw.request('ping'));
      expect(raw.received.filter((m) => m.method !== undefined).map((m) => m.method)).to.deep.equal(['notifications/resources/list_changed']);
    });

    it('only sends list_changed notifications for capabilities the initialize result declared', async () => {
      const server = serve([Echo]);
      const raw = await openRawSession(server);
      const declared = Object.keys((await raw.initialize('2025-06-18')).capabilities);
      server.add(Greeting, Notes);
      resultOf(await raw.request('ping'));
      const kinds = raw.received.filter((m) => m.method?.endsWith('/list_changed')).map((m) => m.method!.split('/')[1]);
      const undeclared = kinds.filter((kind) => !declared.includes(kind!));
      expect(undeclared, `declared ${JSON.stringify(declared)} but got list_changed for ${JSON.stringify(kinds)}`).to.deep.equal([]);
    });

    it('keeps log levels per connection', async () => {
      class Logs {
        @Tool() say(@Ctx() ctx: McpContext): string {
          ctx.log.info('hello');
          return 'said';
        }
      }
      const server = serve([Logs]);
      const quiet = await session(server, '2025-06-18');
      const chatty = await session(server, '2025-06-18');
      await quiet.request('logging/setLevel', { level: 'error' });
      await quiet.request('tools/call', { name: 'say', arguments: {} });
      await chatty.request('tools/call', { name: 'say', arguments: {} });
      expect(quiet.received.filter((m) => m.method === 'notifications/message')).to.deep.equal([]);
      expect(chatty.received.filter((m) => m.method === 'notifications/message').map((m) => m.params)).to.deep.equal([{ level: 'info', data: 'hello' }]);
    });
  });

  describe('list caching', () => {
    it('two tools/list calls at the same revision give deep-equal payloads', async () => {
      const server = serve([Echo, More]);
      const raw = await session(server, '2025-11-25');
      const first = resultOf(await raw.request('tools/list'));
      const second = resultOf(await raw.request('tools/list'));
      expect(second).to.deep.equal(first);
      expect(first.tools).to.have.length(2);
    });

    it('reflects add() in the next list, at every revision connected before the change', async () => {
      const server = serve([Echo]);
      const sessions = await Promise.all(REVISIONS.map((r) => session(server, r)));
      for (const raw of sessions) expect(resultOf(await raw.request('tools/list')).tools).to.have.length(1);
      server.add(More);
      for (const raw of sessions) {
        expect(resultOf(await raw.request('tools/list')).tools.map((t: { name: string }) => t.name)).to.deep.equal(['echo', 'extra']);
      }
    });

    it('gives each revision its own encoding of the same tool', async () => {
      const server = serve([Echo]);
      const old = await session(server, '2024-11-05');
      const latest = await session(server, '2025-11-25');
      const a = resultOf(await old.request('tools/list')).tools[0];
      const b = resultOf(await latest.request('tools/list')).tools[0];
      expect(a).to.deep.equal({ name: 'echo', description: 'Echoes', inputSchema: b.inputSchema });
      expect(b).to.deep.equal(a);
    });
  });

  describe('a revision of your own', () => {
    const base = adapterFor('2025-11-25');
    const madeUp: RevisionAdapter = { ...base, revision: '2099-01-01', wire: { ...base.wire, encodeTool: (t) => ({ ...base.wire.encodeTool(t), 'x-made-up': true }) } };

    it('lists supported revisions newest first', () => {
      expect(serve([Echo], { revisions: ['2025-11-25', madeUp] }).supportedRevisions).to.deep.equal(['2099-01-01', '2025-11-25']);
    });

    it('negotiates the made-up revision when the client asks for it', async () => {
      const raw = await openRawSession(serve([Echo], { revisions: ['2025-11-25', madeUp] }));
      const result = await raw.initialize('2099-01-01');
      expect(result.protocolVersion).to.equal('2099-01-01');
    });

    it('encodes tools/list entries with the made-up adapter', async () => {
      const raw = await session(serve([Echo], { revisions: ['2025-11-25', madeUp] }), '2099-01-01');
      const tools = resultOf(await raw.request('tools/list')).tools;
      expect(tools).to.have.length(1);
      expect(tools[0]).to.include({ name: 'echo', 'x-made-up': true });
    });

    it('keeps the built-in adapter for a client that asks for 2025-11-25', async () => {
      const raw = await openRawSession(serve([Echo], { revisions: ['2025-11-25', madeUp] }));
      expect((await raw.initialize('2025-11-25')).protocolVersion).to.equal('2025-11-25');
      expect(resultOf(await raw.request('tools/list')).tools[0]).to.not.have.property('x-made-up');
    });

    it('answers an unknown revision with the made-up one, now the newest', async () => {
      const raw = await openRawSession(serve([Echo], { revisions: ['2025-11-25', madeUp] }));
      const result = await raw.initialize('1900-01-01');
      expect(result.protocolVersion).to.equal('2099-01-01');
      expect(resultOf(await raw.request('tools/list')).tools[0]).to.include({ 'x-made-up': true });
    });

    it('answers a revision it does not speak with the newest it does', async () => {
      const raw = await openRawSession(serve([Echo], { revisions: ['2024-11-05', '2025-03-26'] }));
      expect((await raw.initialize('2025-11-25')).protocolVersion).to.equal('2025-03-26');
    });

    it('refuses an unknown built-in revision name and an empty list', () => {
      expect(() => serve([Echo], { revisions: ['2000-01-01' as never] })).to.throw(UnknownRevisionError, 'this server does not speak revision 2000-01-01');
      expect(() => serve([Echo], { revisions: [] })).to.throw(InvalidServerOptionError, 'A server needs at least one protocol revision');
    });
  });

  describe('options', () => {
    it('refuses a pageSize that is not a positive integer', () => {
      expect(() => serve([Echo], { pageSize: 0 })).to.throw(InvalidServerOptionError, 'Option pageSize must be a positive integer, got 0. Pass a whole number of list entries per page, e.g. pageSize: 50.');
      expect(() => serve([Echo], { pageSize: 1.5 })).to.throw(InvalidServerOptionError, 'pageSize must be a positive integer, got 1.5');
    });

    it("gives handlers less time than the official clients wait (their 60 s), so a slow handler gets the server's own answer", async () => {
      const v1 = await import('@modelcontextprotocol/sdk/shared/protocol.js');
      const v2 = await import('@modelcontextprotocol/client');
      const limit = internalsOf(serve([Echo]))!.core.settings.handlerTimeoutMs;
      expect(limit).to.equal(50_000);
      expect(limit).to.be.below(v1.DEFAULT_REQUEST_TIMEOUT_MSEC);
      expect(limit).to.be.below(v2.DEFAULT_REQUEST_TIMEOUT_MSEC);
      expect(internalsOf(serve([Echo], { handlerTimeoutMs: 90_000 }))!.core.settings.handlerTimeoutMs).to.equal(90_000);
    });

    it('exposes the scanned model and identity', () => {
      const server = serve([Echo, Greeting], { title: 'T' });
      expect(server.model.tools.map((t) => t.name)).to.deep.equal(['echo']);
      expect(server.model.prompts.map((p) => p.name)).to.deep.equal(['greet']);
      expect(server.identity).to.deep.equal({ name: 'test', version: '1.0.0', title: 'T' });
    });
  });
});
