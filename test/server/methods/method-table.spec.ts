import { expect } from 'chai';
import { Tool } from '../../../lib/index.js';
import type { McpExtension } from '../../../lib/extensions/index.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';
import { SESSION_METHODS, STATELESS_METHODS } from '../../../lib/server/methods/method-table.js';
import { openRawSession } from '../../support/raw-session.js';
import { envelope } from '../../support/wire.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';

class Tools {
  @Tool() hello(): string {
    return 'hi';
  }
}

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

/** An extension with one method on each era and one on both; each answers with the era it was served on. */
const extension: McpExtension = {
  id: 'io.example/echo',
  methods: [
    { method: 'echo/session', eras: ['session'], handle: async (request) => ({ era: request.era }) },
    { method: 'echo/stateless', eras: ['stateless'], handle: async (request) => ({ era: request.era }) },
    { method: 'echo/both', eras: ['session', 'stateless'], handle: async (request) => ({ era: request.era }) },
  ],
};

describe('server/methods/method-table', () => {
  afterEach(closeServers);

  it('the session table holds exactly the requests the session revisions define after initialize', () => {
    expect([...SESSION_METHODS.keys()].sort()).to.deep.equal([
      'completion/complete', 'logging/setLevel', 'ping', 'prompts/get', 'prompts/list', 'resources/list', 'resources/read',
      'resources/subscribe', 'resources/templates/list', 'resources/unsubscribe', 'tools/call', 'tools/list',
    ]);
    expect(SESSION_METHODS.has('initialize')).to.equal(false);
  });

  it('the stateless table holds exactly the 2026-07-28 requests: discover and listen, no initialize, ping, setLevel or subscribe', () => {
    expect([...STATELESS_METHODS.keys()].sort()).to.deep.equal([
      'completion/complete', 'prompts/get', 'prompts/list', 'resources/list', 'resources/read', 'resources/templates/list',
      'server/discover', 'subscriptions/listen', 'tools/call', 'tools/list',
    ]);
  });

  it('a method both eras define is served by one handler, and every entry is a function', () => {
    for (const [method, handler] of STATELESS_METHODS) {
      expect(handler, method).to.be.a('function');
      if (SESSION_METHODS.has(method)) expect(SESSION_METHODS.get(method), method).to.equal(handler);
    }
    for (const handler of SESSION_METHODS.values()) expect(handler).to.be.a('function');
  });

  it('no prototype key finds a handler in either table', () => {
    for (const key of PROTOTYPE_KEYS) {
      expect(SESSION_METHODS.has(key), key).to.equal(false);
      expect(SESSION_METHODS.get(key), key).to.equal(undefined);
      expect(STATELESS_METHODS.get(key), key).to.equal(undefined);
    }
  });

  it('a prototype key sent as a method is an unknown method (-32601) on both eras, and the server keeps serving', async () => {
    const server = serve([Tools]);
    const raw = await session(server, '2025-06-18');
    for (const key of PROTOTYPE_KEYS) expect(errorOf(await raw.request(key)).code, key).to.equal(-32601);
    expect(resultOf(await raw.request('tools/call', { name: 'hello', arguments: {} })).content[0].text).to.equal('hi');
    const stateless = await openRawSession(server);
    for (const key of PROTOTYPE_KEYS) expect(errorOf(await stateless.request(key, { _meta: envelope() })).code, key).to.equal(-32601);
    expect(resultOf(await stateless.request('tools/call', { name: 'hello', arguments: {}, _meta: envelope() })).content[0].text).to.equal('hi');
  });

  it('a method of one era only is unknown on the other', async () => {
    const server = serve([Tools]);
    const raw = await session(server, '2025-11-25');
    expect(errorOf(await raw.request('subscriptions/listen', {})).code).to.equal(-32601);
    const stateless = await openRawSession(server);
    for (const method of ['ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe']) {
      expect(errorOf(await stateless.request(method, { level: 'info', uri: 'a://b', _meta: envelope() })).code, method).to.equal(-32601);
    }
  });

  it('extension methods join the tables of the eras they name, leaving the built-in tables as they were', async () => {
    const server = serve([Tools], { extensions: [extension] });
    const methods = internalsOf(server)!.core.methods;
    expect(['echo/session', 'echo/stateless', 'echo/both'].filter((m) => methods.session.has(m))).to.deep.equal(['echo/session', 'echo/both']);
    expect(['echo/session', 'echo/stateless', 'echo/both'].filter((m) => methods.stateless.has(m))).to.deep.equal(['echo/stateless', 'echo/both']);
    expect(methods.session.size).to.equal(SESSION_METHODS.size + 2);
    expect(methods.stateless.size).to.equal(STATELESS_METHODS.size + 2);
    expect([...SESSION_METHODS.keys(), ...STATELESS_METHODS.keys()].filter((m) => m.startsWith('echo/'))).to.deep.equal([]);

    const raw = await session(server, '2025-06-18');
    expect(resultOf(await raw.request('echo/session'))).to.deep.include({ era: 'session' });
    expect(resultOf(await raw.request('echo/both'))).to.deep.include({ era: 'session' });
    expect(errorOf(await raw.request('echo/stateless')).code).to.equal(-32601);
    const stateless = await openRawSession(server);
    expect(resultOf(await stateless.request('echo/stateless', { _meta: envelope() }))).to.deep.include({ era: 'stateless' });
    expect(resultOf(await stateless.request('echo/both', { _meta: envelope() }))).to.deep.include({ era: 'stateless' });
    expect(errorOf(await stateless.request('echo/session', { _meta: envelope() })).code).to.equal(-32601);
  });
});
