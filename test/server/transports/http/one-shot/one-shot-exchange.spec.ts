import { expect } from 'chai';
import { createServer } from '../../../../../lib/index.js';
import { silentDiagnostics } from '../../../../../lib/observability/index.js';
import { adapterFor } from '../../../../../lib/revisions/index.js';
import type { MethodHandler } from '../../../../../lib/server/contracts/method-call.js';
import type { RequestParams } from '../../../../../lib/server/protocol/json-rpc.js';
import { internalsOf } from '../../../../../lib/server/engine/server-internals.js';
import { goneOf, type OneShotRequest } from '../../../../../lib/server/engine/one-shot.js';
import { oneShotExchange } from '../../../../../lib/server/transports/http/one-shot/one-shot-exchange.js';
import { isPlain, type HttpAnswer } from '../../../../../lib/server/transports/http/wire/http-answer.js';
import { HttpTools } from '../http-support.js';

const core = internalsOf(createServer({ name: 'one-shot', version: '1.0.0', classes: [HttpTools], diagnostics: silentDiagnostics }))!.core;
const era = { adapter: adapterFor('2026-07-28'), client: { capabilities: {} } };

function request(method: string, params: RequestParams, extra: Partial<OneShotRequest> = {}): OneShotRequest {
  return { id: 1, method, params, terms: era, stateless: true, whenGone: goneOf(new AbortController().signal), ...extra };
}

async function textOf(answer: HttpAnswer): Promise<string> {
  return isPlain(answer) ? answer.body : answer.text();
}

describe('server/transports/http/one-shot/one-shot-exchange', () => {
  it('answers a request with plain JSON when nothing precedes the result', async () => {
    const answer = await oneShotExchange(core, request('tools/call', { name: 'add', arguments: { a: 2, b: 3 } }));
    expect(answer.status).to.equal(200);
    expect(isPlain(answer)).to.equal(true);
    expect(JSON.parse(await textOf(answer))).to.deep.include({ jsonrpc: '2.0', id: 1 });
    expect(JSON.parse(await textOf(answer)).result.content).to.deep.equal([{ type: 'text', text: '5' }]);
  });

  it('serves with the handler and the target it is handed, without the method table', async () => {
    let seen: unknown;
    const handler: MethodHandler = async (call) => {
      seen = call.request.target;
      return { echoed: call.request.method };
    };
    const target = { member: core.catalogue.tool('add')!, accessGranted: true };
    const answer = await oneShotExchange(core, request('x/not-in-any-table', {}, { handler, target }));
    expect(JSON.parse(await textOf(answer)).result).to.deep.include({ echoed: 'x/not-in-any-table' });
    expect(seen).to.equal(target);
  });

  it('turns into an SSE stream once a notification precedes the result, which ends it', async () => {
    const handler: MethodHandler = async (call) => {
      call.exchange.notify('notifications/message', { level: 'info', data: 'hi' });
      return {};
    };
    const answer = await oneShotExchange(core, request('x/chatty', {}, { handler }));
    expect(isPlain(answer)).to.equal(false);
    expect((answer as Response).headers.get('content-type')).to.equal('text/event-stream');
    const text = await textOf(answer);
    expect(text).to.contain('"method":"notifications/message"');
    expect(text.indexOf('notifications/message')).to.be.lessThan(text.indexOf('"id":1'));
  });

  it('aborts the request when the client is already gone', async () => {
    const gone = new AbortController();
    gone.abort();
    let aborted: boolean | undefined;
    const handler: MethodHandler = async (call) => {
      aborted = call.run.signal.aborted;
      return {};
    };
    await oneShotExchange(core, request('x/gone', {}, { handler, whenGone: goneOf(gone.signal) }));
    expect(aborted).to.equal(true);
  });
});
