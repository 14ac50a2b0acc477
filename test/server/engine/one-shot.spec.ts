import { expect } from 'chai';
import { Ctx, Tool, createServer, type McpContext } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import type { EngineCore } from '../../../lib/server/contracts/method-call.js';
import type { RequestTerms } from '../../../lib/server/era/classify-inbound.js';
import { answerOnly, goneOf, OneShot, type OneShotRequest } from '../../../lib/server/engine/one-shot.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';

type Json = { [key: string]: any };

class Talk {
  @Tool({ description: 'Logs, then answers.' })
  chatty(@Ctx() ctx: McpContext): string {
    ctx.log.info('working');
    return 'done';
  }

  @Tool({ description: 'Answers at once.' })
  quiet(): string {
    return 'quiet';
  }

  @Tool({ description: 'Asks the client for its roots.' })
  async asks(@Ctx() ctx: McpContext): Promise<string> {
    return (await ctx.roots()).map((r) => r.uri).join(',');
  }
}

describe('server/engine/one-shot', () => {
  const core: EngineCore = internalsOf(createServer({ name: 'one', version: '1', classes: [Talk], diagnostics: silentDiagnostics }))!.core;
  const era = (revision: string): RequestTerms => ({ adapter: core.registry.exact(revision)!, client: { capabilities: { roots: {} } }, logLevel: 'debug' });
  const call = (name: string, options: Partial<OneShotRequest> = {}): OneShotRequest => ({ id: 1, method: 'tools/call', params: { name, arguments: {} }, terms: era('2025-06-18'), stateless: false, whenGone: goneOf(new AbortController().signal), ...options });

  it('answerOnly serves one request of a POST that cannot stream: its answer, notifications dropped, input refused there', async () => {
    const textOf = async (name: string): Promise<string> => ((await answerOnly(core, call(name), 'a sessionless POST')).result as Json).content[0].text;
    expect(await textOf('chatty')).to.equal('done');
    expect(await textOf('asks')).to.include('roots/list cannot be sent on a sessionless POST');
  });

  it('holds the roles of its request: the caller it was given, rounds of input on the stateless era only, done once finished', () => {
    const one = new OneShot(core, call('quiet', { principal: { subject: 'alice', scopes: [], claims: {} }, remoteAddress: '127.0.0.1' }), undefined, 'x');
    expect([one.caller.principal?.subject, one.caller.remoteAddress]).to.deep.equal(['alice', '127.0.0.1']);
    expect(one.input.round).to.equal(undefined);
    expect(new OneShot(core, call('quiet', { stateless: true, terms: era('2026-07-28') }), undefined, 'x').input.round).to.not.equal(undefined);
    expect(one.isDone()).to.equal(false);
    one.finish();
    expect(one.isDone()).to.equal(true);
  });

  it('sends its notifications to the stream it was given until it is done, and follows the client going away', () => {
    const streamed: Json[] = [];
    const client = new AbortController();
    const one = new OneShot(core, call('quiet', { whenGone: goneOf(client.signal) }), (message) => void streamed.push(message), 'x');
    one.notify('notifications/message', { data: 1 });
    client.abort();
    expect((one.signal.reason as Error).message).to.equal('the client closed the HTTP exchange');
    one.notify('notifications/message', { data: 2 });
    expect(streamed).to.deep.equal([{ jsonrpc: '2.0', method: 'notifications/message', params: { data: 1 } }]);
    const after = new OneShot(core, call('quiet'), (message) => void streamed.push(message), 'x');
    after.finish();
    after.notify('notifications/message', { data: 3 });
    expect(streamed).to.have.length(1);
  });
});
