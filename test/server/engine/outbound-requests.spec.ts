import { expect } from 'chai';
import { ClientRequestError } from '../../../lib/errors/client-request.error.js';
import { RequestAbortedError } from '../../../lib/errors/request-aborted.error.js';
import { OutboundRequests } from '../../../lib/server/engine/outbound-requests.js';
import type { JsonRpcMessage, RequestId } from '../../../lib/server/protocol/json-rpc.js';

interface Sent {
  readonly message: JsonRpcMessage;
  readonly related: RequestId | undefined;
}

/** An OutboundRequests whose sends are recorded. */
function outbound(waitMs = 0): { readonly requests: OutboundRequests; readonly sent: Sent[] } {
  const sent: Sent[] = [];
  return { requests: new OutboundRequests((message, related) => void sent.push({ message, related }), waitMs), sent };
}

/** The rejection of `promise`, or a failure when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('server/engine/outbound-requests', () => {
  it('sends each request with a new id, tagged with the request it serves, and resolves with the matching response', async () => {
    const { requests, sent } = outbound();
    const signal = new AbortController().signal;
    const roots = requests.request('roots/list', {}, 7, signal);
    const sample = requests.request('sampling/createMessage', { maxTokens: 1 }, 'r', signal);
    expect(sent).to.deep.equal([
      { message: { jsonrpc: '2.0', id: 1, method: 'roots/list', params: {} }, related: 7 },
      { message: { jsonrpc: '2.0', id: 2, method: 'sampling/createMessage', params: { maxTokens: 1 } }, related: 'r' },
    ]);
    requests.settle({ jsonrpc: '2.0', id: 2, result: { text: 'hi' } });
    requests.settle({ jsonrpc: '2.0', id: 1, result: { roots: [] } });
    expect(await sample).to.deep.equal({ text: 'hi' });
    expect(await roots).to.deep.equal({ roots: [] });
  });

  it('ignores a response to an id it is not waiting on, and a second response to one it settled', async () => {
    const { requests } = outbound();
    const pending = requests.request('roots/list', {}, undefined, new AbortController().signal);
    requests.settle({ jsonrpc: '2.0', id: 99, result: { wrong: true } });
    requests.settle({ jsonrpc: '2.0', id: 1, result: { roots: ['a'] } });
    requests.settle({ jsonrpc: '2.0', id: 1, error: { code: -1, message: 'late' } });
    expect(await pending).to.deep.equal({ roots: ['a'] });
  });

  it('rejects with ClientRequestError naming the method and carrying the code when the client answers with an error', async () => {
    const { requests } = outbound();
    const pending = requests.request('elicitation/create', {}, undefined, new AbortController().signal);
    requests.settle({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no elicitation here' } });
    const error = await rejection(pending);
    expect(error).to.be.instanceOf(ClientRequestError);
    expect(error.message).to.equal('The client answered with error -32601: no elicitation here');
    expect((error as ClientRequestError).method).to.equal('elicitation/create');
    expect((error as ClientRequestError).rpcCode).to.equal(-32601);
  });

  it('resolves with null when the response has no result', async () => {
    const { requests } = outbound();
    const pending = requests.request('roots/list', {}, undefined, new AbortController().signal);
    requests.settle({ jsonrpc: '2.0', id: 1 });
    expect(await pending).to.equal(null);
  });

  it('on abort rejects with the signal reason and tells the client with notifications/cancelled', async () => {
    const { requests, sent } = outbound();
    const controller = new AbortController();
    const pending = requests.request('sampling/createMessage', {}, 3, controller.signal);
    const reason = new Error('the tool timed out');
    controller.abort(reason);
    expect(await rejection(pending)).to.equal(reason);
    expect(sent[1]).to.deep.equal({ message: { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1, reason: 'the tool timed out' } }, related: 3 });
    // Settled: a late answer changes nothing.
    requests.settle({ jsonrpc: '2.0', id: 1, result: {} });
    expect(sent).to.have.length(2);
  });

  it('an already aborted signal (no Error reason) rejects with RequestAbortedError and cancels at once', async () => {
    const { requests, sent } = outbound();
    const controller = new AbortController();
    controller.abort('not an error');
    const error = await rejection(requests.request('roots/list', {}, undefined, controller.signal));
    expect(error).to.be.instanceOf(RequestAbortedError);
    expect(sent.map((s) => s.message.method)).to.deep.equal(['notifications/cancelled']);
  });

  it('gives up after waitMs with ClientRequestError and cancels the request on the client', async () => {
    const { requests, sent } = outbound(20);
    const error = await rejection(requests.request('roots/list', {}, undefined, new AbortController().signal));
    expect(error).to.be.instanceOf(ClientRequestError);
    expect(error.message).to.equal('the client did not answer roots/list within 20 ms');
    expect(sent.map((s) => s.message.method)).to.deep.equal(['roots/list', 'notifications/cancelled']);
  });

  it('fail rejects the waiting request at once with the problem, and ignores other ids', async () => {
    const { requests } = outbound();
    const pending = requests.request('elicitation/create', {}, undefined, new AbortController().signal);
    requests.fail(42, 'ignored');
    requests.fail(1, 'the answer was over the size limit');
    const error = await rejection(pending);
    expect(error).to.be.instanceOf(ClientRequestError);
    expect(error.message).to.equal("The client's answer to elicitation/create could not be used: the answer was over the size limit");
  });

  it('rejectAll fails every waiting request with the reason, stops listening to their signals, and forgets them', async () => {
    const { requests, sent } = outbound();
    const controller = new AbortController();
    const a = requests.request('roots/list', {}, undefined, controller.signal);
    const b = requests.request('sampling/createMessage', {}, undefined, controller.signal);
    const closed = new Error('connection closed');
    requests.rejectAll(closed);
    expect(await rejection(a)).to.equal(closed);
    expect(await rejection(b)).to.equal(closed);
    controller.abort(new Error('after close'));
    requests.settle({ jsonrpc: '2.0', id: 1, result: {} });
    // No cancellation is sent for requests the close already ended.
    expect(sent.map((s) => s.message.method)).to.deep.equal(['roots/list', 'sampling/createMessage']);
  });
});
