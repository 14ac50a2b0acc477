import { expect } from 'chai';
import { createServer } from '../../../lib/index.js';
import { type Diagnostics } from '../../../lib/observability/index.js';
import type { RequestRoles } from '../../../lib/server/contracts/exchange.js';
import type { EngineCore, MethodCall, MethodHandler } from '../../../lib/server/contracts/method-call.js';
import type { RequestTerms } from '../../../lib/server/era/classify-inbound.js';
import { serveOne } from '../../../lib/server/engine/serve-request.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';
import { ProtocolError } from '../../../lib/server/protocol/protocol-error.js';

/** One role set a transport could hand over, recognisable by identity. */
function roles(): RequestRoles {
  return {
    exchange: { isDone: () => false, notify: () => undefined },
    caller: { remoteAddress: '127.0.0.1' },
    input: { ask: async () => null },
    run: { signal: new AbortController().signal, abort: () => undefined },
  };
}

describe('server/engine/serve-request', () => {
  const logged: string[] = [];
  const diagnostics: Diagnostics = { warn: (m) => void logged.push(m), error: (m) => void logged.push(m) };
  const base = internalsOf(createServer({ name: 'serve', version: '1.0.0', classes: [], diagnostics }))!.core;
  let seen: MethodCall | undefined;
  const handlers: { [method: string]: MethodHandler } = {
    'test/echo': async (call) => {
      seen = call;
      return { echoed: call.request.params.value ?? null };
    },
    'test/refuse': async () => {
      throw new ProtocolError(-32602, 'Invalid params: no value');
    },
    'test/crash': async () => {
      throw new Error('at /srv/secret/path.ts:1');
    },
    'test/not-json': async () => ({ when: new Date(0) as never }),
    'test/odd-kind': async () => ({ resultType: 'mystery' }),
  };
  const table = new Map(Object.entries(handlers));
  const core: EngineCore = { ...base, methods: { session: table, stateless: table } };
  const at = (revision: string): RequestTerms => ({ adapter: core.registry.exact(revision)!, client: { capabilities: {} } });

  beforeEach(() => {
    seen = undefined;
    logged.length = 0;
  });

  it('hands the method the roles the transport gave, and answers with its result', async () => {
    const given = roles();
    const answer = await serveOne(core, { id: 1, method: 'test/echo', params: { value: 'hi' } }, at('2025-11-25'), given);
    expect(answer).to.deep.equal({ jsonrpc: '2.0', id: 1, result: { echoed: 'hi' } });
    expect([seen!.exchange, seen!.caller, seen!.input, seen!.run]).to.deep.equal([given.exchange, given.caller, given.input, given.run]);
    expect(seen!.exchange).to.equal(given.exchange);
    expect(seen!.session).to.equal(undefined);
  });

  it('reads the progress token once: a string or a number, nothing else', async () => {
    for (const [token, expected] of [['p-1', 'p-1'], [7, 7], [{ not: 'an id' }, undefined], [null, undefined]] as const) {
      await serveOne(core, { id: 2, method: 'test/echo', params: { _meta: { progressToken: token } } }, at('2025-11-25'), roles());
      expect(seen!.request.progressToken, JSON.stringify(token)).to.equal(expected);
    }
    await serveOne(core, { id: 3, method: 'test/echo', params: {} }, at('2025-11-25'), roles());
    expect(seen!.request).to.not.have.property('progressToken');
  });

  it("answers a method the era's table lacks with -32601, naming the revision on the stateless era", async () => {
    const session = await serveOne(core, { id: 4, method: 'nope/nothing', params: {} }, at('2025-11-25'), roles());
    expect(session.error).to.deep.equal({ code: -32601, message: 'Method not found: nope/nothing' });
    const stateless = await serveOne(core, { id: 5, method: 'nope/nothing', params: {} }, at('2026-07-28'), roles());
    expect(stateless.error).to.deep.equal({ code: -32601, message: 'Method not found: nope/nothing is not part of 2026-07-28' });
  });

  it('answers a protocol error as itself, and anything else as a generic -32603 with the detail in the diagnostics only', async () => {
    expect((await serveOne(core, { id: 6, method: 'test/refuse', params: {} }, at('2025-11-25'), roles())).error).to.deep.equal({ code: -32602, message: 'Invalid params: no value' });
    const crashed = await serveOne(core, { id: 7, method: 'test/crash', params: {} }, at('2025-11-25'), roles());
    expect(crashed.error).to.deep.equal({ code: -32603, message: 'Internal error while handling test/crash' });
    expect(JSON.stringify(crashed)).to.not.include('/srv/secret');
    expect(logged).to.deep.equal(['test/crash failed']);
  });

  it('refuses a result that is not plain JSON, and a result kind no extension registered', async () => {
    expect((await serveOne(core, { id: 8, method: 'test/not-json', params: {} }, at('2025-11-25'), roles())).error?.code).to.equal(-32603);
    expect(logged[0]).to.match(/^test\/not-json produced a result that is not plain JSON data/);
    const odd = await serveOne(core, { id: 9, method: 'test/odd-kind', params: {} }, at('2025-11-25'), roles());
    expect(odd.error?.message).to.equal('Internal error: test/odd-kind answered with resultType "mystery", which no extension of this server registered');
  });

  it("stamps a stateless result with the revision's result type and the server's identity", async () => {
    const answer = await serveOne(core, { id: 10, method: 'test/echo', params: { value: 1 } }, at('2026-07-28'), roles());
    expect(answer.result).to.deep.include({ echoed: 1, resultType: 'complete' });
    expect((answer.result as { _meta?: unknown })._meta).to.deep.equal({ 'io.modelcontextprotocol/serverInfo': { name: 'serve', version: '1.0.0' } });
  });
});
