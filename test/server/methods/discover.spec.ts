import { expect } from 'chai';
import { Tool } from '../../../lib/decorators/tool.decorator.js';
import { openRawSession } from '../../support/raw-session.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';

const V = '2026-07-28';
const meta = { _meta: { 'io.modelcontextprotocol/protocolVersion': V, 'io.modelcontextprotocol/clientCapabilities': {} } };

class Tools {
  @Tool() ping(): string { return 'pong'; }
}

describe('server/methods/discover', () => {
  afterEach(closeServers);

  it('answers server/discover on 2026-07-28 with the versions served, the capabilities and the instructions', async () => {
    const raw = await openRawSession(serve([Tools], { instructions: 'Call ping.' }));
    const result = resultOf(await raw.request('server/discover', meta));
    expect(result.supportedVersions).to.deep.equal(['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']);
    expect(result.capabilities).to.deep.include({ tools: { listChanged: true } });
    expect(result.instructions).to.equal('Call ping.');
    await raw.close();
  });

  it('lists only the revisions the server was told to speak', async () => {
    const raw = await openRawSession(serve([Tools], { revisions: ['2026-07-28'] }));
    expect(resultOf(await raw.request('server/discover', meta)).supportedVersions).to.deep.equal(['2026-07-28']);
    await raw.close();
  });

  it('is no method of a session revision', async () => {
    const raw = await session(serve([Tools]), '2025-06-18');
    expect(errorOf(await raw.request('server/discover'))).to.deep.include({ code: -32601 });
  });
});
