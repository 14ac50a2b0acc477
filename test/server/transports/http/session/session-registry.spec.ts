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

  describe('work per request with many sessions open', () => {
    /** A session that counts how often its idleness is looked at (each check reads `active`). */
    function watched(id: string, lastSeen: number, looks: { count: number }): HttpSession {
      const plain = session(id, lastSeen);
      let active = 0;
      return Object.defineProperty(plain, 'active', {
        get: () => (looks.count++, active),
        set: (value: number) => (active = value),
      });
    }

    it('checks only the touched session for idleness, whatever the number open', () => {
      const { clock, expired, registry } = registryAt(0, 2_000, 1_000);
      const looks = { count: 0 };
      for (let i = 0; i < 1_000; i++) registry.add(watched(`s${i}`, 0, looks));
      clock.now = 500;
      expect(registry.touch('s7')!.id).to.equal('s7');
      expect(registry.touch('missing')).to.equal(undefined);
      expect(looks.count).to.equal(1);
      clock.now = 1_200;
      // s7 was used at 500; s8 idled past the limit and is closed when it is next used; the rest wait for the sweeper.
      expect(registry.touch('s8')).to.equal(undefined);
      expect(expired).to.deep.equal(['s8']);
      expect(registry.size).to.equal(999);
      expect(looks.count).to.equal(2);
    });

    it('looks at no session to admit one below the cap, and sweeps at most every 100 ms at the cap', () => {
      const { clock, expired, registry } = registryAt(0, 1_000, 1_000);
      const looks = { count: 0 };
      for (let i = 0; i < 999; i++) registry.add(watched(`s${i}`, 0, looks));
      expect(registry.full()).to.equal(false);
      expect(looks.count).to.equal(0);
      registry.add(watched('last', 600, looks));
      expect(registry.full()).to.equal(true);
      expect(looks.count).to.equal(1_000);
      clock.now = 99;
      expect(registry.full()).to.equal(true);
      expect(looks.count, 'within 100 ms of the last sweep').to.equal(1_000);
      clock.now = 1_001;
      expect(registry.full()).to.equal(false);
      expect(expired).to.have.length(999);
      expect(registry.size).to.equal(1);
    });
  });

  describe('the idle sweeper', () => {
    /** Runs `body` with setInterval and clearInterval recording what they were asked (and still doing it); restored after. */
    function withTimers(body: (log: string[]) => void): void {
      const { setInterval: realSet, clearInterval: realClear } = globalThis;
      const log: string[] = [];
      const timers = new Map<unknown, number>();
      globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
        const timer = realSet(...args);
        timers.set(timer, timers.size + 1);
        log.push(`set #${timers.size} every ${args[1]} ms`);
        return timer;
      }) as typeof setInterval;
      globalThis.clearInterval = ((timer: Parameters<typeof clearInterval>[0]) => {
        log.push(`clear #${timers.get(timer)}`);
        realClear(timer);
      }) as typeof clearInterval;
      try {
        body(log);
      } finally {
        globalThis.setInterval = realSet;
        globalThis.clearInterval = realClear;
      }
    }

    it('starts with the first session and stops when the last one is deleted, starting again with the next', () => {
      withTimers((log) => {
        const { registry } = registryAt(0, 3, 1_000);
        registry.reserve();
        expect(log, 'built, a slot reserved').to.deep.equal([]);
        registry.add(session('a', 0));
        registry.add(session('b', 0));
        expect(log).to.deep.equal(['set #1 every 1000 ms']);
        registry.delete('a');
        expect(log).to.have.length(1);
        registry.delete('b');
        expect(log).to.deep.equal(['set #1 every 1000 ms', 'clear #1']);
        registry.add(session('c', 0));
        registry.stop();
        expect(log).to.deep.equal(['set #1 every 1000 ms', 'clear #1', 'set #2 every 1000 ms', 'clear #2']);
      });
    });

    it('stops when the last session expires idle', () => {
      withTimers((log) => {
        const { clock, expired, registry } = registryAt(0, 3, 1_000);
        registry.add(session('a', 0));
        clock.now = 5_000;
        expect(registry.touch('a')).to.equal(undefined);
        expect(expired).to.deep.equal(['a']);
        expect(log).to.deep.equal(['set #1 every 1000 ms', 'clear #1']);
      });
    });
  });
});
