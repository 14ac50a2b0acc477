import type { MemberKind, MemberKindFacts } from '../vocabulary/member-kind.js';
import type { Constructor } from '../vocabulary/constructor.js';
import type { JsonObject, JsonValue } from '../vocabulary/json-value.js';
import type { ClientDescription, McpContext, RequestHeaders } from './handler-context.js';
import type { PolicyDeclaration } from './policy-declaration.js';
import type { Principal } from './principal.js';

/**
 * One call as middleware and guards see it, after its arguments were bound and before the handler runs.
 * @example samples/guarded/guarded-tools.ts
 */
export interface Invocation {
  /** What is called: a tool, a prompt, a resource (a template's read too: `MemberKindFacts.invokedAs`), or a completion. */
  readonly kind: MemberKindFacts['invokedAs'] | 'completion';
  /** The tool or prompt name, the resource URI, or (completion) the prompt name or template being completed. */
  readonly name: string;
  /** `Class.method` of the handler. */
  readonly member: string;
  /** The handler's bound positional arguments (DTO instances, Dates…); the context slot is left empty. */
  readonly args: readonly unknown[];
  /** The arguments as they came off the wire: tool and prompt arguments, template variables, or `{ argument, value }`. */
  readonly arguments: { readonly [key: string]: JsonValue };
  /** The call's context: signal, client, revision, logging, progress, and the HTTP request's headers. */
  readonly context: McpContext;
}

/** Runs the rest of the chain and the handler; resolves with what the handler returned. */
export type Next = () => Promise<unknown>;

/**
 * A middleware function: it may time the call, change the result (`return transform(await next())`),
 * short-circuit with a value of its own, or throw (a `ToolError`, an `AccessDeniedError`…).
 * @example const timing: MiddlewareFn = async (invocation, next) => { const t = Date.now(); try { return await next(); } finally { log(invocation.name, Date.now() - t); } };
 */
export type MiddlewareFn = (invocation: Invocation, next: Next) => unknown;

/** Who is asking for a list. */
export interface Caller {
  readonly client: ClientDescription;
  readonly revision: string;
  /** The HTTP request's headers, when the request came over HTTP. */
  readonly headers?: RequestHeaders;
  /** The verified caller, when there is one (see `createServer({ auth })`). */
  readonly auth?: Principal;
}

/** A member as a list filter sees it (a tool, resource, template or prompt descriptor). */
export interface ListedMember {
  readonly kind: MemberKind;
  /** The tool, prompt, resource or template name. */
  readonly name: string;
  /** `Class.method` of the handler. */
  readonly member: string;
  readonly _meta?: JsonObject;
}

/**
 * Decides what lists a caller sees. Lists stay precomputed: they are encoded once per revision and per key,
 * so `visible` must give the same answer for every caller with the same key.
 * @example const byHeader: ListFilter = { key: (c) => c.headers?.get('x-role') ?? 'guest', visible: (m, key) => key === 'admin' || m.name !== 'delete_all' };
 */
export interface ListFilter {
  /** A name for what this caller may see. */
  key(caller: Caller): string;
  /** Whether callers with this key see the member. */
  visible(member: ListedMember, key: string): boolean;
}

/** A middleware object, for when a DI container builds it or it also filters lists. @example class Audit implements McpMiddleware { use(i: Invocation, next: Next) { return next(); } } */
export interface McpMiddleware {
  use?(invocation: Invocation, next: Next): unknown;
  /** Hides members from the lists of some callers. */
  readonly filter?: ListFilter;
}

/** A guard's verdict: true allows; false or a message denies. */
export type GuardVerdict = boolean | string;

/** A guard function. @example const weekdays: GuardFn = () => new Date().getDay() % 6 !== 0 || 'Closed at weekends.'; */
export type GuardFn = (invocation: Invocation) => GuardVerdict | Promise<GuardVerdict>;

/** A guard object (a DI container may build it); `filter` hides what it would deny. @example class AdminOnly implements McpGuard { canActivate(i: Invocation) { return i.context.headers?.get('x-role') === 'admin'; } } */
export interface McpGuard {
  canActivate(invocation: Invocation): GuardVerdict | Promise<GuardVerdict>;
  readonly filter?: ListFilter;
}

/** What `createServer({ middleware })` and `@UseMiddleware` take: a function, an object, or a class the scan factory builds. */
export type MiddlewareEntry = MiddlewareFn | McpMiddleware | Constructor<McpMiddleware>;

/** What `createServer({ guards })` and `@UseGuards` take: a function, an object, or a class the scan factory builds. */
export type GuardEntry = GuardFn | McpGuard | Constructor<McpGuard>;

/**
 * One link of a member's chain as declared: middleware, a guard, or a policy (`@Scopes`, `@RateLimit`…, which the
 * server reads once and never runs as middleware), in declaration order (class first, then method).
 */
export type ChainLink =
  | { readonly kind: 'middleware'; readonly entry: MiddlewareEntry }
  | { readonly kind: 'guard'; readonly entry: GuardEntry }
  | { readonly kind: 'policy'; readonly entry: PolicyDeclaration };
