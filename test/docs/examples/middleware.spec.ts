import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import { createNotesServer, timings } from '../../../docs/examples/middleware.js';

// The middleware guide's example (docs/examples/middleware.ts): the guard denies wipe before anything runs; the
// timing middleware wraps the call it lets through.
describe('docs/examples/middleware', () => {
  it('list runs through the timing middleware; wipe is denied by the guard with its message', async () => {
    timings.length = 0;
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: createNotesServer });
    try {
      expect((await session.callTool('list')).content).to.deep.equal([{ type: 'text', text: 'n1, n2' }]);
      expect(await session.callToolOutcome('wipe')).to.deep.include({ ok: false, kind: 'tool-error', message: 'Wiping is disabled here.' });
      expect(timings).to.have.length(1);
      expect(timings[0]).to.match(/^tool list took \d+\.\d ms$/);
    } finally {
      await session.close();
    }
  });
});
