import type { Connection } from '../../../engine/connection.js';
import type { MessageCaller } from '../../../protocol/transport-port.js';

/** One Streamable HTTP session: its transport's request handler and its engine connection. */
export interface HttpSession {
  readonly id: string;
  /** Hands a request to the session's transport, with who sent it (see `transportOptions`). */
  readonly handle: (request: Request, parsedBody?: unknown, caller?: MessageCaller) => Promise<Response>;
  connection?: Connection;
  /** When the session last went quiet (its last exchange or stream ended). */
  lastSeen: number;
  /** Exchanges and streams of this session still open (a POST being answered, a GET stream). */
  active: number;
  /** Ids of the requests whose POST is still being answered: a request may not reuse one. */
  readonly pending: Set<string | number>;
  /** The principal that opened the session (`principalKey`), when the server checks tokens: no other may use it. */
  readonly owner?: string;
  /** Notes that the client opened (or resumed) the session's GET stream: messages tied to no request go out from then on. */
  readonly streamOpened?: () => void;
  /** Its event store's failures so far (none without a store). */
  readonly storeFailures?: () => number;
}

/** At the cap, the sessions are swept for idle ones at most this often (by the registry's clock). */
const SWEEP_AT_CAP_MS = 100;

/**
 * Open sessions, capped in number and closed after a time without activity. A session with an exchange in
 * progress or an open stream is never idle, however long that lasts; idle time starts when the last one ends.
 * A request costs the same with 10 or 10,000 sessions open: it checks only its own session for idleness; the others
 * are swept by a timer, and when a new session finds the registry at its cap (at most every 100 ms).
 */
export class SessionRegistry {
  private readonly sessions = new Map<string, HttpSession>();
  /** Slots taken by sessions still being opened (counted against the cap until added or released). */
  private reserved = 0;
  /** Runs while there are sessions: started with the first one, stopped when none is left (nothing runs before). */
  private sweeper: ReturnType<typeof setInterval> | undefined;
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly maxSessions: number,
    private readonly idleMs: number,
    private readonly onExpire: (session: HttpSession) => void,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.sessions.size;
  }

  full(): boolean {
    if (this.sessions.size + this.reserved < this.maxSessions) return false;
    if (this.now() - this.sweptAt >= SWEEP_AT_CAP_MS) this.sweep();
    return this.sessions.size + this.reserved >= this.maxSessions;
  }

  /**
   * Takes a slot for a session about to open, or undefined when none is free. Call the returned function exactly
   * once, when the session was added or did not open; later calls do nothing.
   */
  reserve(): (() => void) | undefined {
    if (this.full()) return undefined;
    this.reserved++;
    let held = true;
    return () => {
      if (held) this.reserved--;
      held = false;
    };
  }

  add(session: HttpSession): void {
    this.sessions.set(session.id, session);
    if (this.sweeper === undefined) {
      this.sweeper = setInterval(() => this.sweep(), Math.max(1000, Math.min(this.idleMs, 60_000)));
      // unref?.: where timers are numbers (workerd with older compatibility dates) there is nothing to unref.
      this.sweeper.unref?.();
    }
  }

  /** The live session with this id, marked as just used; an idle-expired one is closed instead. */
  touch(id: string): HttpSession | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    const now = this.now();
    if (this.idle(session, now - this.idleMs)) {
      this.expire(session);
      return undefined;
    }
    session.lastSeen = now;
    return session;
  }

  /** An exchange or stream of the session began. */
  begin(session: HttpSession): void {
    session.active++;
  }

  /** An exchange or stream of the session ended; idle time counts from now. */
  end(session: HttpSession): void {
    session.active = Math.max(0, session.active - 1);
    session.lastSeen = this.now();
  }

  delete(id: string): HttpSession | undefined {
    const session = this.sessions.get(id);
    this.sessions.delete(id);
    if (this.sessions.size === 0) this.stop();
    return session;
  }

  all(): HttpSession[] {
    return [...this.sessions.values()];
  }

  /** Stops the sweeper; the next session added starts it again. */
  stop(): void {
    if (this.sweeper !== undefined) clearInterval(this.sweeper);
    this.sweeper = undefined;
  }

  private sweep(): void {
    this.sweptAt = this.now();
    const cutoff = this.sweptAt - this.idleMs;
    for (const session of this.sessions.values()) if (this.idle(session, cutoff)) this.expire(session);
  }

  private idle(session: HttpSession, cutoff: number): boolean {
    return session.active === 0 && session.connection?.busy !== true && session.lastSeen < cutoff;
  }

  private expire(session: HttpSession): void {
    this.sessions.delete(session.id);
    if (this.sessions.size === 0) this.stop();
    this.onExpire(session);
  }
}
