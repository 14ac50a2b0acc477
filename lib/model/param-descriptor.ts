import type { McpContext } from './handler-context.js';
import type { ValueDescriptor } from './type-descriptor.js';

/**
 * Completion function prepared by the scanner (bound to the handler instance); `call` is the completion request's
 * context (its signal, its deadline), which the engine always passes.
 */
export type Completer = (value: string, context: { readonly arguments: Readonly<Record<string, string>> }, call?: McpContext) => Promise<readonly string[]>;

/** One named argument of a tool, prompt or template, at its position in the handler's parameter list. */
export interface ParamDescriptor extends ValueDescriptor {
  readonly name: string;
  /** Position in the handler's parameter list. */
  readonly index: number;
  /** For errors and logs: `Class.method(#0 "name")`. */
  readonly member: string;
  readonly complete?: Completer;
  /** 2026-07-28 HTTP header name (without the `Mcp-Param-` prefix) that mirrors this argument. */
  readonly header?: string;
}
