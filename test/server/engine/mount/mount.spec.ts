import { expect } from 'chai';
import { Param, ResourceTemplate, Tool, createServer, type Invocation, type McpGuard } from '../../../../lib/index.js';
import { silentDiagnostics } from '../../../../lib/observability/index.js';
import { internalsOf } from '../../../../lib/server/engine/server-internals.js';
import { Mount } from '../../../../lib/server/engine/mount/mount.js';
import { closeServers, resultOf, serve, session } from '../../serve.js';

class Ledger {
  @Tool() balance(): string { return '10'; }
  @Tool() wipe(): string { return 'wiped'; }
  @ResourceTemplate('ledger://{year}') year(@Param('year') year: string): string { return `ledger ${year}`; }
}

describe('server/engine/mount/mount', () => {
  afterEach(closeServers);

  it('lets the mounted server\'s list filters and guards judge its members by the names it gave them', async () => {
    const seen: string[] = [];
    const noWipe: McpGuard = {
      canActivate: (i: Invocation) => (seen.push(i.name), i.name !== 'wipe' || 'No wiping.'),
      filter: { key: () => 'everyone', visible: (m) => m.name !== 'wipe' },
    };
    const ledger = createServer({ name: 'ledger', version: '1', classes: [Ledger], guards: [noWipe], diagnostics: silentDiagnostics });
    const raw = await session(serve([], { mounts: [{ prefix: 'books', server: ledger }] }), '2025-06-18');
    expect(resultOf(await raw.request('tools/list')).tools.map((t: { name: string }) => t.name)).to.deep.equal(['books_balance']);
    expect(resultOf(await raw.request('tools/call', { name: 'books_wipe', arguments: {} })).content[0].text).to.equal('No wiping.');
    expect(resultOf(await raw.request('resources/read', { uri: 'ledger://books/2024' })).contents[0].text).to.equal('ledger 2024');
    expect(seen).to.deep.equal(['wipe', 'ledger://2024']);
  });

  it('makes each copy once, frozen, keeping the member, handler and declarations of the original', () => {
    const ledger = createServer({ name: 'ledger', version: '1', classes: [Ledger], diagnostics: silentDiagnostics });
    const mount = new Mount('books', 'mounts[0]', internalsOf(ledger)!, { name: 'ledger', rateLimit: { points: 1, duration: 1 } });
    const first = mount.model();
    const again = mount.model();
    expect(again.tools[0]).to.equal(first.tools[0]);
    expect(Object.isFrozen(first.tools[0])).to.equal(true);
    expect(first.tools[0]).to.deep.include({ name: 'books_balance', member: 'Ledger.balance' });
    expect(mount.originalOf(first.tools[0]!)).to.equal(ledger.model.tools[0]);
    expect(first.tools[0]!.chain).to.deep.equal([{ kind: 'policy', entry: { policy: 'rate-limit', limit: { points: 1, duration: 1 }, site: 'mount:books:ledger' } }]);
    expect(first.resourceTemplates[0]!.match('ledger://books/2024')).to.deep.equal({ year: '2024' });
    expect(first.resourceTemplates[0]!.match('ledger://2024')).to.equal(undefined);
    expect(mount.chainOf(ledger.model.tools[0]!)).to.equal(undefined);
  });
});
