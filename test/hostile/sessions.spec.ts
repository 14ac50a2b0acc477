import { expect } from 'chai';
import { createHttpEntry } from '../../lib/http/index.js';
import { closeHostile, hostileServer, httpPeer, request, theAnswer } from './support.js';

describe('hostile/sessions: a session stays alive while it works', () => {
  afterEach(closeHostile);

  it('answers a 5 s call in a session with a 2 s idle limit, and the session stays usable', async function () {
    this.timeout(15_000);
    const peer = await httpPeer('2025-11-25', undefined, { sessionIdleMs: 2000 });
    const started = Date.now();
    const call = await peer.exchange(JSON.stringify(request('2025-11-25', 'long', 'tools/call', { name: 'slow', arguments: { ms: 5000 } })));
    expect(Date.now() - started).to.be.at.least(4900);
    expect(call.status).to.equal(200);
    expect(theAnswer(call, 'long').result.content).to.deep.equal([{ type: 'text', text: 'slept 5000' }]);
    expect(peer.handle.entry.sessionCount).to.equal(1);
    const after = await peer.exchange(JSON.stringify(request('2025-11-25', 'after', 'tools/list')));
    expect(after.status).to.equal(200);
    expect(theAnswer(after, 'after').result.tools).to.have.length(4);
  });
});

describe('hostile/sessions: the session cap holds under a flood of initializes', () => {
  it('opens at most maxSessions of 200 concurrent initializes on a fresh entry; the rest get 503', async () => {
    const entry = createHttpEntry(hostileServer().server, { maxSessions: 5 });
    try {
      const init = (i: number): Promise<Response> =>
        entry.fetch(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { host: '127.0.0.1', 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'flood', version: '0' } } }) }));
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => init(i)));
      await Promise.all(answers.map((a) => a.text()));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).to.have.length(5);
      expect(statuses.filter((s) => s === 503)).to.have.length(195);
      expect(entry.sessionCount).to.equal(5);
    } finally {
      await entry.close();
    }
  });
});
