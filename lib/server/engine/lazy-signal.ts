/**
 * An abort signal made only when something reads it: most calls finish without anyone listening, and an
 * AbortController per request is one of the costliest allocations of the call path. An abort before the
 * first read is remembered, so the signal is born aborted with that reason.
 */
export class LazySignal {
  private controller: AbortController | undefined;
  private reason: Error | undefined;

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.reason) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }

  get aborted(): boolean {
    return this.controller ? this.controller.signal.aborted : this.reason !== undefined;
  }

  abort(reason: Error): void {
    if (this.controller) this.controller.abort(reason);
    else this.reason ??= reason;
  }
}
