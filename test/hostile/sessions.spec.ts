import { expect } from 'chai';
import { closeHostile, httpPeer, request, theAnswer } from './support.js';

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
