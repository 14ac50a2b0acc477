import { expect } from 'chai';
import { createHttpEntry } from '../../../lib/http/index.js';
import { createClockServer } from '../../../docs/examples/extensions.js';
import { post2026 } from '../../support/wire.js';

const ID = 'example.com/clock';

// The extension guide's example (docs/examples/extensions.ts), over the 2026-07-28 revision: advertised with its
// settings, clock/now answered for a client that declares it and refused with -32021 for one that does not.
describe('docs/examples/extensions', () => {
  it('advertises example.com/clock, answers clock/now when declared, refuses it when not', async () => {
    const entry = createHttpEntry(createClockServer());
    try {
      const post = async (method: string, capabilities: object) => (await (await post2026(entry, method, {}, { id: 1, clientInfo: { name: 'c', version: '1' }, capabilities, headers: { 'mcp-name': null } })).json()) as { result?: any; error?: any };
      expect((await post('server/discover', {})).result.capabilities.extensions).to.deep.equal({ [ID]: { zones: ['UTC'] } });
      const now = await post('clock/now', { extensions: { [ID]: {} } });
      expect(Date.parse(now.result.now)).to.be.a('number').and.not.be.NaN;
      const refused = await post('clock/now', {});
      expect(refused.error).to.deep.include({ code: -32021, message: 'clock/now needs the example.com/clock extension' });
    } finally {
      await entry.close();
    }
  });
});
