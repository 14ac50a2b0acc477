import type { Icon } from '../vocabulary/icon.js';
import type { JsonValue } from '../vocabulary/json-value.js';

/** JSON as one revision puts it on the wire. */
export type WireObject = { [key: string]: JsonValue };

/** A JSON-RPC error object. */
export interface WireError {
  readonly code: number;
  readonly message: string;
  readonly data?: JsonValue;
}

/** Who the server is, in the richest form any revision carries; adapters keep what their revision knows. */
export interface ServerIdentity {
  readonly name: string;
  readonly version: string;
  readonly title?: string;
  readonly description?: string;
  readonly websiteUrl?: string;
  readonly icons?: readonly Icon[];
}

/** What the server offers, revision-neutral. */
export interface ServerFeatures {
  readonly tools: boolean;
  readonly resources: boolean;
  readonly prompts: boolean;
  readonly completions: boolean;
  readonly logging: boolean;
  /** Capability keys of the extensions the server serves (`io.modelcontextprotocol/tasks`…), with their settings. */
  readonly extensions?: { readonly [key: string]: { readonly [key: string]: JsonValue } };
}

/** How long a client may cache a result, and whether it may share the cached copy across users. */
export interface CacheHint {
  readonly ttlMs: number;
  readonly cacheScope: 'public' | 'private';
}

/** Caching hints per kind of result (2026-07-28 `ttlMs`/`cacheScope`). */
export interface CachePolicy {
  readonly discover: CacheHint;
  /** tools/list, prompts/list, resources/list, resources/templates/list. */
  readonly lists: CacheHint;
  /** resources/read. */
  readonly reads: CacheHint;
}

/** One request a stateless revision embeds in an input-required result instead of sending it. */
export interface InputRequest {
  readonly method: 'elicitation/create' | 'sampling/createMessage' | 'roots/list';
  readonly params: { readonly [key: string]: JsonValue };
}

/** Progress as a handler reports it. */
export interface ProgressReport {
  readonly progressToken: string | number;
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}
