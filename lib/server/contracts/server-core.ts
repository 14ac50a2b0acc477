import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { Caller, ListFilter, MiddlewareFn } from '../../model/middleware.js';
import type { RateLimitSubject } from '../../model/policy-declaration.js';
import type { Principal } from '../../model/principal.js';
import type { CachePolicy, ServerFeatures, ServerIdentity } from '../../revisions/wire-types.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import type { Catalogue, ListView } from '../catalogue/catalogue.js';
import type { RequestStateSealer } from '../client-input/request-state.js';
import type { AdapterRegistry } from '../era/adapter-registry.js';
import type { Diagnostics } from './diagnostics.js';

/** Tunables of a server, with their defaults applied. */
export interface ServerSettings {
  /** Items per page of every list; default 100. */
  readonly pageSize: number;
  /** Longest a handler (tool, prompt, resource, completion) may run; 0 for no limit; default 50 s. Waiting on the client does not count. */
  readonly handlerTimeoutMs: number;
  /** Longest the server waits for the client to answer a request of its own (elicitation, sampling, roots); default 10 minutes. */
  readonly clientWaitMs: number;
  /** Log level before the client sets one; default `debug` (everything). */
  readonly defaultLogLevel: LogLevel;
  /** Caching hints of 2026-07-28 results. */
  readonly cache: CachePolicy;
}

/** A chain link ready to run (classes already built), and the list filter it brings, if any. */
export interface PreparedLink {
  readonly run: MiddlewareFn;
  readonly filter?: ListFilter;
  /** Set on a guard's link: what decides access without running the member (a resource subscription) runs only these. */
  readonly guard?: true;
}

/**
 * What a server checks on one member's calls before their arguments are bound (declared access, rate limits,
 * argument limits); it throws to refuse the call.
 */
export type Admission = (subject: RateLimitSubject, raw: unknown, accessGranted?: boolean) => Promise<void>;

/** What every connection of one server shares. Internal: users hold a DecoratedMcpServer. */
export interface ServerCore {
  readonly identity: ServerIdentity;
  readonly instructions?: string;
  readonly catalogue: Catalogue;
  readonly registry: AdapterRegistry;
  readonly settings: ServerSettings;
  readonly diagnostics: Diagnostics;
  /** Seals the requestState of input-required rounds. */
  readonly sealer: RequestStateSealer;
  /** The prepared chain of one member: server links, then class, then method (built once, then cached). */
  chainFor(member: MemberDescriptor): readonly PreparedLink[];
  /** What this caller may see in lists; undefined when no filter is declared (everyone sees everything). */
  listView(caller: Caller): ListView | undefined;
  features(): ServerFeatures;
  /** The member's admission check, or undefined when it declares none (nothing runs then). */
  readonly admissionFor?: (member: Pick<MemberDescriptor, 'member' | 'chain'>) => Admission | undefined;
  /** The principal of connections that carry no token (stdio, in memory): `auth.local`. */
  readonly localPrincipal?: Principal;
  /** Calls `listener` with the URI whenever the server announces a resource changed; returns the unsubscribe. */
  onResourceUpdated(listener: (uri: string) => void): () => void;
}
