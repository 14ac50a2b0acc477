import { expect } from 'chai';
import { createServer } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { internalsOf, isBrandedServer, registerServer, type ServerInternals } from '../../../lib/server/engine/server-internals.js';

describe('server/engine/server-internals', () => {
  it('finds the internals of a server createServer made: its core, its access, and a connect', () => {
    const server = createServer({ name: 'inside', version: '2.0.0', classes: [], diagnostics: silentDiagnostics });
    const internals = internalsOf(server);
    expect(internals).to.not.equal(undefined);
    expect(internals!.core.identity).to.deep.include({ name: 'inside', version: '2.0.0' });
    expect(internals!.access).to.be.an('object');
    expect(internals!.connect).to.be.a('function');
    expect(isBrandedServer(server)).to.equal(true);
  });

  it('finds nothing behind any other value, and brands none of them', () => {
    for (const value of [{}, [], Object.create(null) as object, () => undefined]) {
      expect(internalsOf(value)).to.equal(undefined);
      expect(isBrandedServer(value)).to.equal(false);
    }
    for (const value of [null, undefined, 1, 'server', true]) expect(isBrandedServer(value)).to.equal(false);
  });

  it('registers on a registry shared through globalThis, so another copy of the package finds the same internals', () => {
    const server = {};
    const parts = { core: {}, access: {}, connect: async () => undefined } as unknown as ServerInternals;
    registerServer(server, parts);
    expect(internalsOf(server)).to.equal(parts);
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('mcp-decorators/server-internals@1')] as WeakMap<object, ServerInternals>;
    expect(shared.get(server)).to.equal(parts);
  });

  it('brands a registered server under an unversioned global key, hidden from enumeration and unchangeable', () => {
    const server = { name: 'x' };
    registerServer(server, { core: {}, access: {}, connect: async () => undefined } as unknown as ServerInternals);
    const brand = Symbol.for('mcp-decorators/server');
    expect((server as Record<symbol, unknown>)[brand]).to.equal(true);
    expect(Object.keys(server)).to.deep.equal(['name']);
    expect(Object.getOwnPropertyDescriptor(server, brand)).to.deep.include({ enumerable: false, writable: false, configurable: false });
  });

  it('tells a server branded by an incompatible copy (no internals here) from no server', () => {
    const foreign = Object.defineProperty({}, Symbol.for('mcp-decorators/server'), { value: true });
    expect(isBrandedServer(foreign)).to.equal(true);
    expect(internalsOf(foreign)).to.equal(undefined);
  });
});
