/**
 * A handler's time limit that can be paused: time spent waiting on the user or the client's model
 * (elicitation, sampling, roots) does not count. Calls `onExpire` once when the running time is used up.
 */
export class Deadline {
  private timer: NodeJS.Timeout | undefined;
  private remaining: number;
  private startedAt = 0;
  private paused = 0;
  private finished = false;

  constructor(limitMs: number, private readonly onExpire: () => void) {
    this.remaining = limitMs;
    if (limitMs > 0) this.run();
  }

  /** Stops the clock (nested pauses stack: the clock runs again when the last one resumes). */
  pause(): void {
    if (this.finished || this.paused++ > 0 || this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.remaining -= Date.now() - this.startedAt;
  }

  resume(): void {
    if (this.finished || this.paused === 0 || --this.paused > 0) return;
    if (this.remaining !== Infinity) this.run();
  }

  /** The handler is done: no expiry any more. */
  clear(): void {
    this.finished = true;
    clearTimeout(this.timer);
  }

  private run(): void {
    this.startedAt = Date.now();
    this.timer = setTimeout(() => {
      this.finished = true;
      this.onExpire();
    }, Math.max(0, this.remaining));
  }
}
