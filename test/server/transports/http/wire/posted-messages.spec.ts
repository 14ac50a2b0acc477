import { expect } from 'chai';
import { adapterFor } from '../../../../../lib/revisions/index.js';
import { verdictsOf } from '../../../../../lib/server/protocol/message-gate.js';
import { postedMessageProblem, requestIdsOf } from '../../../../../lib/server/transports/http/wire/posted-messages.js';

const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

describe('server/transports/http/wire/posted-messages', () => {
  it('passes one well-formed message at any revision', () => {
    expect(postedMessageProblem(ping, adapterFor('2025-11-25'))).to.equal(undefined);
    expect(postedMessageProblem(ping, undefined)).to.equal(undefined);
  });

  it('refuses a malformed message with the gate\'s words and its id', () => {
    expect(postedMessageProblem({ ...ping, id: 4, x: 1 }, adapterFor('2025-11-25'))).to.deep.equal({ message: 'Invalid Request: unexpected member "x" in a request', id: 4 });
  });

  it('passes batches only where the revision has them, refusing empty ones and initialize inside', () => {
    expect(postedMessageProblem([ping, { jsonrpc: '2.0', method: 'notifications/initialized' }], adapterFor('2025-03-26'))).to.equal(undefined);
    expect(postedMessageProblem([], adapterFor('2025-03-26'))).to.deep.equal({ message: 'Invalid Request: an empty batch has nothing to serve', id: null });
    expect(postedMessageProblem([ping], adapterFor('2025-06-18'))).to.deep.equal({ message: 'Invalid Request: JSON-RPC batches are not part of protocol revision 2025-06-18', id: null });
    expect(postedMessageProblem([ping], undefined)?.message).to.equal('Invalid Request: a batch cannot open a session; send initialize on its own first');
    expect(postedMessageProblem([ping, { jsonrpc: '2.0', id: 2, method: 'initialize', params: {} }], adapterFor('2025-03-26'))?.message).to.equal('Invalid Request: batch element #1: initialize cannot be part of a batch');
    expect(postedMessageProblem([ping, 5], adapterFor('2025-03-26'))?.message).to.equal('Invalid Request: batch element #1: a JSON-RPC message is an object, got number');
  });

  it('reads each message of a body through the gate once, and the ids of its requests from those verdicts', () => {
    const body = [ping, { jsonrpc: '2.0', method: 'notifications/initialized' }, { jsonrpc: '2.0', id: 'b', method: 'tools/list' }, 5];
    const verdicts = verdictsOf(body);
    expect(verdicts.map((v) => v.kind)).to.deep.equal(['request', 'notification', 'request', 'invalid']);
    expect(requestIdsOf(verdicts)).to.deep.equal([1, 'b']);
    expect(verdictsOf(ping).map((v) => v.kind)).to.deep.equal(['request']);
    // The verdicts the route decision already has are used as they are: no second pass of the gate.
    expect(postedMessageProblem(ping, undefined, verdictsOf({ jsonrpc: '2.0', id: 2, method: 'x', y: 1 }))?.id).to.equal(2);
  });
});
