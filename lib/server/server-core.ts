import type { LogLevel } from '../model/handler-context.js';
import type { CachePolicy, ServerFeatures, ServerIdentity } from '../revisions/revision-adapter.js';
import type { RequestStateSealer } from './request-state.js';
import type { AdapterRegistry } from './adapter-registry.js';
import type { Catalogue } from './catalogue.js';
import type { Diagnostics } from './diagnostics.js';

/** Tunables of a server, with their defaults applied. */
export interface ServerSettings {
  /** Items per page of every list; default 100. */
  readonly pageSize: number;
  /** Longest a tool call may run before it ends in a tool error; 0 for no limit; default 60 s. */
  readonly toolTimeoutMs: number;
  /** Log level before the client sets one; default `debug` (everything). */
  readonly defaultLogLevel: LogLevel;
  /** Caching hints of 2026-07-28 results. */
  readonly cache: CachePolicy;
}

/** What every connection of one server shares. */
export interface ServerCore {
  readonly identity: ServerIdentity;
  readonly instructions?: string;
  readonly catalogue: Catalogue;
  readonly registry: AdapterRegistry;
  readonly settings: ServerSettings;
  readonly diagnostics: Diagnostics;
  /** Seals the requestState of input-required rounds. */
  readonly sealer: RequestStateSealer;
  features(): ServerFeatures;
  /** Calls `listener` with the URI whenever the server announces a resource changed; returns the unsubscribe. */
  onResourceUpdated(listener: (uri: string) => void): () => void;
}
