import { expect } from 'chai';
import { closeHostile, hostileServer, httpPeer, request, stdioPeer, type Peer } from './support.js';

const REVISION = '2025-11-25';

/** Starts `confirm` (which asks the client to elicit) with request id 1, and resolves with the server's elicitation request. */
async function elicitationOf(peer: Peer): Promise<{ readonly id: number | string }> {
  const exchange = await peer.exchange(JSON.stringify(request(REVISION, 1, 'tools/call', { name: 'confirm', arguments: {} })), (m) => m.method === 'elicitation/create');
  return exchange.messages.find((m) => m.method === 'elicitation/create');
}

/** Waits (bounded by the peer's own 3 s wait) for the answer to the client's tools/call id 1. */
async function answerToCall(peer: Peer, raw: string): Promise<{ all: any[]; answer: any }> {
  const exchange = await peer.exchange(raw, (m) => m.id === 1 && ('result' in m || 'error' in m));
  const all = exchange.messages.filter((m) => m.id === 1);
  return { all, answer: all.find((m) => 'result' in m || 'error' in m) };
}

describe('hostile/client-answers: the client\'s answers to the server\'s own requests', () => {
  afterEach(closeHostile);

  it('a malformed answer to elicitation fails the waiting tool at once (not after clientWaitMs), naming what was wrong', async () => {
    const peer = await stdioPeer(REVISION, hostileServer().server);
    try {
      const elicitation = await elicitationOf(peer);
      const { all, answer } = await answerToCall(peer, JSON.stringify({ jsonrpc: '2.0', id: elicitation.id, result: 'accept' }));
      expect(all).to.have.length(1);
      expect(answer.result.isError).to.equal(true);
      expect(answer.result.content[0].text).to.contain('could not be used: result must be an object');
    } finally {
      await peer.close();
    }
  });

  it('an answer over the stdio line limit fails the waiting tool at once, and draws no error under the server\'s request id', async () => {
    const peer = await stdioPeer(REVISION, hostileServer().server, 64 * 1024);
    try {
      const elicitation = await elicitationOf(peer);
      // The server's first request id is 1, the same as the client's tools/call: an error echoing it would read as
      // the answer to the call.
      expect(elicitation.id).to.equal(1);
      const huge = JSON.stringify({ jsonrpc: '2.0', id: elicitation.id, result: { action: 'accept', content: { confirm: true, pad: 'x'.repeat(100 * 1024) } } });
      const { all, answer } = await answerToCall(peer, huge);
      expect(all, JSON.stringify(all).slice(0, 500)).to.have.length(1);
      expect(answer.result.isError).to.equal(true);
      expect(answer.result.content[0].text).to.match(/could not be used: the message is \d+ bytes, over the limit of 65536; it was skipped/);
      expect(peer.wire.some((line) => line.includes('"code":-32600'))).to.equal(false);
    } finally {
      await peer.close();
    }
  });

  it('an oversized request still gets -32600 with its own id, and null when its head does not say what it is', async () => {
    const peer = await stdioPeer(REVISION, hostileServer().server, 64 * 1024);
    try {
      const big = JSON.stringify(request(REVISION, 'big', 'tools/call', { name: 'echo', arguments: { text: 'x'.repeat(100 * 1024) } }));
      const named = await peer.exchange(big, 'big');
      expect(named.messages.find((m) => m.id === 'big').error.code).to.equal(-32600);
      const unknown = await peer.exchange(`{"jsonrpc":"2.0","id":"which","params":{"pad":"${'x'.repeat(100 * 1024)}"},"method":"tools/call"}`);
      expect(unknown.messages.map((m) => [m.id, m.error?.code])).to.deep.equal([[null, -32600]]);
    } finally {
      await peer.close();
    }
  });

  it('a second initialize inside an HTTP session gets -32600 echoing its own id', async () => {
    const peer = await httpPeer(REVISION);
    const again = await peer.exchange(JSON.stringify({ jsonrpc: '2.0', id: 'again', method: 'initialize', params: { protocolVersion: REVISION, capabilities: {}, clientInfo: { name: 'hostile', version: '0' } } }));
    expect(again.status).to.equal(400);
    expect(again.messages).to.have.length(1);
    expect(again.messages[0].id).to.equal('again');
    expect(again.messages[0].error.code).to.equal(-32600);
    expect(again.messages[0].error.message).to.contain('already initialized');
  });
});
