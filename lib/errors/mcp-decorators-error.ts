/**
 * Base of every error the framework raises: a stable `code`, the class and member it is about, and the fix.
 * @example try { scan([WeatherTools]); } catch (e) { if (e instanceof McpDecoratorsError) console.error(e.code); }
 */
export abstract class McpDecoratorsError extends Error {
  /** Stable code such as `MCPD_DUPLICATE_NAME`; safe to match on. */
  abstract readonly code: string;
  /** Class the error is about, when there is one. */
  readonly target?: string;
  /** Member the error is about, formatted by `formatMember`. */
  readonly member?: string;

  protected constructor(message: string, where?: { target?: string; member?: string }, options?: { cause?: unknown }) {
    super(message, options);
    this.target = where?.target;
    this.member = where?.member;
  }

  override get name(): string {
    return this.constructor.name;
  }

  override toString(): string {
    return `${this.name} [${this.code}]: ${this.message}`;
  }
}
