import type { JsonValue } from '../../vocabulary/json-value.js';
import type { InputRequest } from '../../revisions/wire-types.js';

/**
 * Collects the client input a handler asks for on a stateless revision. An answer already sent (in
 * `inputResponses` or carried in `requestState`) is returned at once; otherwise the request is recorded and
 * the handler's await never settles: the engine answers `input_required` with every request recorded in
 * the same turn, and the client retries with the answers.
 */
export class InputBroker {
  private readonly pending = Object.create(null) as Record<string, InputRequest>;
  private readonly counters = new Map<string, number>();
  private notify!: () => void;
  /** Settles once the handler asked for input that has no answer yet. */
  readonly requested: Promise<void>;

  /**
   * Settles once the answers carried in `requestState` are opened and merged (at once when none are): rejected with
   * the -32602 of a state that was altered, is foreign or expired. Asks and the seal wait for it.
   */
  readonly ready: Promise<void>;
  private answers: { readonly [key: string]: JsonValue };

  constructor(answers: { readonly [key: string]: JsonValue }, private readonly sealAnswers: (answers: { readonly [key: string]: JsonValue }) => string | Promise<string>, carried?: Promise<{ readonly [key: string]: JsonValue }>) {
    this.answers = answers;
    this.requested = new Promise<void>((resolve) => (this.notify = () => setImmediate(resolve)));
    // New answers win over carried ones of the same key.
    this.ready = carried ? carried.then((opened) => void (this.answers = { ...opened, ...answers })) : Promise.resolve();
    // Whoever needs the state awaits `ready` and gets its refusal; the promise itself never goes unhandled.
    this.ready.catch(() => undefined);
  }

  /** The answers so far, to carry into the next round's state. */
  get collected(): { readonly [key: string]: JsonValue } {
    return this.answers;
  }

  /** The sealed requestState for the next round: every answer so far, bound to this call. */
  async seal(): Promise<string> {
    await this.ready;
    return this.sealAnswers(this.answers);
  }

  /** The requests of this round, by key. */
  get requests(): Readonly<Record<string, InputRequest>> {
    return this.pending;
  }

  /**
   * Returns the accepted answer for `key` (default `<kind>_<n>` in call order), or records the request and
   * waits forever. An answer `accept` refuses (malformed, or failing validation) is asked for again.
   */
  async ask<T>(kind: string, key: string | undefined, request: InputRequest, accept: (answer: JsonValue) => Promise<T | undefined>): Promise<T> {
    // Default keys count only the requests that use them, so naming one request does not shift the others.
    await this.ready;
    let name = key;
    if (name === undefined) {
      const n = (this.counters.get(kind) ?? 0) + 1;
      this.counters.set(kind, n);
      name = `${kind}_${n}`;
    }
    if (Object.hasOwn(this.answers, name)) {
      const accepted = await accept(this.answers[name]!);
      if (accepted !== undefined) return accepted;
    }
    this.pending[name] = request;
    this.notify();
    return new Promise<T>(() => undefined);
  }
}
