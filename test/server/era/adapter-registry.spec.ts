import { InvalidServerOptionError, UnknownRevisionError } from '../../../lib/errors/index.js';
import { expect } from 'chai';
import { AdapterRegistry } from '../../../lib/server/era/adapter-registry.js';
import { adapterFor } from '../../../lib/revisions/adapter-for.js';
import type { RevisionAdapter } from '../../../lib/revisions/revision-adapter.js';

const ALL = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

describe('server/era/adapter-registry', () => {
  it('speaks every built-in revision by default, newest first', () => {
    const registry = new AdapterRegistry();
    expect(registry.supported).to.deep.equal(ALL);
    expect(registry.latest()).to.equal(adapterFor('2026-07-28'));
  });

  it('sorts the chosen revisions newest first, whatever order they were given in', () => {
    expect(new AdapterRegistry(['2024-11-05', '2025-11-25', '2025-03-26']).supported).to.deep.equal(['2025-11-25', '2025-03-26', '2024-11-05']);
  });

  it('exact gives the adapter of exactly that revision, or undefined', () => {
    const registry = new AdapterRegistry(['2025-06-18', '2026-07-28']);
    expect(registry.exact('2025-06-18')).to.equal(adapterFor('2025-06-18'));
    expect(registry.exact('2026-07-28')).to.equal(adapterFor('2026-07-28'));
    expect(registry.exact('2025-11-25')).to.equal(undefined);
    expect(registry.exact('')).to.equal(undefined);
  });

  it('latestSession is the newest revision that begins with initialize', () => {
    expect(new AdapterRegistry().latestSession()).to.equal(adapterFor('2025-11-25'));
    expect(new AdapterRegistry(['2024-11-05', '2026-07-28']).latestSession()).to.equal(adapterFor('2024-11-05'));
    expect(new AdapterRegistry(['2026-07-28']).latestSession()).to.equal(undefined);
  });

  it('negotiate picks the requested revision when it is a session revision the server speaks', () => {
    const registry = new AdapterRegistry();
    for (const revision of ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']) expect(registry.negotiate(revision)!.revision).to.equal(revision);
  });

  it('negotiate falls back to the newest session revision, never a stateless one', () => {
    const registry = new AdapterRegistry(['2025-03-26', '2025-06-18', '2026-07-28']);
    for (const requested of ['2026-07-28', '2025-11-25', '1999-01-01', 20250618, null, undefined, { v: '2025-03-26' }]) {
      expect(registry.negotiate(requested)!.revision, String(requested)).to.equal('2025-06-18');
    }
  });

  it('negotiate gives undefined on a stateless-only server', () => {
    expect(new AdapterRegistry(['2026-07-28']).negotiate('2026-07-28')).to.equal(undefined);
  });

  it('takes adapters of its own beside built-in names', () => {
    const mine: RevisionAdapter = { ...adapterFor('2025-11-25'), revision: '2099-01-01' };
    const registry = new AdapterRegistry(['2025-11-25', mine]);
    expect(registry.supported).to.deep.equal(['2099-01-01', '2025-11-25']);
    expect(registry.latest()).to.equal(mine);
    expect(registry.latestSession()).to.equal(mine);
    expect(registry.negotiate('2099-01-01')).to.equal(mine);
    expect(registry.negotiate('2025-11-25')).to.equal(adapterFor('2025-11-25'));
  });

  it('lets a later choice of the same revision replace an earlier one', () => {
    const replacement: RevisionAdapter = { ...adapterFor('2025-06-18') };
    const registry = new AdapterRegistry(['2025-06-18', replacement]);
    expect(registry.supported).to.deep.equal(['2025-06-18']);
    expect(registry.exact('2025-06-18')).to.equal(replacement);
  });

  it('refuses an unknown built-in name and an empty choice', () => {
    expect(() => new AdapterRegistry(['2025-06-18', '2025-01-01' as never])).to.throw(UnknownRevisionError, 'this server does not speak revision 2025-01-01; it speaks 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28. Name a built-in revision, or pass an adapter of your own.');
    expect(() => new AdapterRegistry([])).to.throw(InvalidServerOptionError, 'Option revisions is empty. A server needs at least one protocol revision');
  });
});
