import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import createWeatherServer from '../../../docs/examples/first-server.js';

// The tutorial's server, as the tutorial page shows it (docs/examples/first-server.ts): listed, called, refused.
describe('docs/examples/first-server', () => {
  for (const revision of ['2025-11-25', '2026-07-28']) {
    it(`serves forecast on ${revision}: listed, called with its default, invalid days refused`, async () => {
      const session = await connectClient({ revision, client: 'v2', transport: 'memory', server: createWeatherServer });
      try {
        const tools = (await session.listTools()).tools as { name: string; inputSchema: { required?: string[] } }[];
        expect(tools.map((t) => t.name)).to.deep.equal(['forecast']);
        expect(tools[0]!.inputSchema.required).to.deep.equal(['city']);
        expect(await session.callToolOutcome('forecast', { city: 'Oslo' })).to.deep.include({ ok: true });
        const ok = await session.callTool('forecast', { city: 'Oslo', days: 2 });
        expect(ok.content).to.deep.equal([{ type: 'text', text: 'Oslo, day 1: sunny\nOslo, day 2: sunny' }]);
        const refused = await session.callToolOutcome('forecast', { city: 'Oslo', days: 9 });
        expect(refused).to.deep.include({ ok: false, kind: 'invalid-arguments' });
      } finally {
        await session.close();
      }
    });
  }
});
