import { expect } from 'chai';
import { SessionRegistry, type HttpSession } from '../../../../../lib/server/transports/http/session/session-registry.js';

const registries: SessionRegistry[] = [];

/** A registry on a clock the test moves; stopped after the test. */
function registryAt(start: number, maxSessions = 3, idleMs = 1_000) {
  const clock = { now: start };
  const expired: string[] = [];
  const registry = new SessionRegistry(maxSessions, idleMs, (s) => expired.push(s.id), () => clock.now);
  registries.push(registry);
  return { clock, expired, registry };
}

function session(id: string, lastSeen: number): HttpSession {
  return { id, lastSeen, active: 0, pending: new Set(), handle: async () => new Response(null) };
}

describe('server/transports/http/session/session-registry', () => {
  afterEach(() => registries.splice(0).forEach((r) => r.stop()));

  it('adds, finds and deletes sessions by id', () => {
    const { registry } = registryAt(0);
    const a = session('a', 0);
    registry.add(a);
    registry.add(session('b', 0));
    expect(registry.size).to.equal(2);
    expect(registry.touch('a')).to.equal(a);
    expect(registry.touch('missing')).to.equal(undefined);
    expect(registry.delete('a')).to.equal(a);
    expect(registry.delete('a')).to.equal(undefined);
    expect(registry.all().map((s) => s.id)).to.deep.equal(['b']);
  });

  it('marks a touched session as just used', () => {
    const { clock, registry } = registryAt(100);
    const a = session('a', 100);
    registry.add(a);
    clock.now = 900;
    registry.touch('a');
    expect(a.lastSeen).to.equal(900);
  });

  it('closes a session idle for longer than idleMs, and keeps one idle for exactly idleMs', () => {
    const { clock, expired, registry } = registryAt(0, 3, 1_000);
    registry.add(session('old', 0));
    registry.add(session('fresh', 500));
    clock.now = 1_000;
    expect(registry.touch('old')!.id).to.equal('old');
    clock.now = 1_501;
    expect(registry.touch('fresh')).to.equal(undefined);
    expect(registry.touch('old')!.id).to.equal('old');
    expect(expired).to.deep.equal(['fresh']);
    expect(registry.size).to.equal(1);
  });

  it('is full at maxSessions, counting only live sessions', () => {
    const { clock, expired, registry } = registryAt(0, 2, 1_000);
    registry.add(session('a', 0));
    expect(registry.full()).to.equal(false);
    registry.add(session('b', 600));
    expect(registry.full()).to.equal(true);
    clock.now = 1_001;
    expect(registry.full()).to.equal(false);
    expect(expired).to.deep.equal(['a']);
  });

  it('counts reserved slots against the cap until each is released, once', () => {
    const { registry } = registryAt(0, 2, 1_000);
    const first = registry.reserve()!;
    const second = registry.reserve()!;
    expect(registry.reserve()).to.equal(undefined);
    expect(registry.full()).to.equal(true);
    first();
    first();
    expect(registry.full()).to.equal(false);
    registry.add(session('a', 0));
    expect(registry.reserve()).to.equal(undefined);
    second();
    expect(registry.reserve()).to.be.a('function');
  });
});
