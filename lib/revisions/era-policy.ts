import type { ValidationIssue } from '../model/binding.js';
import type { CachePolicy, InputRequest, ServerFeatures, ServerIdentity, WireError, WireObject } from './wire-types.js';
import type { WireVocabulary } from './wire-vocabulary.js';

/** The answer to a request whose arguments failed validation: a tool result or a protocol error, per revision. */
export type InvalidArgumentsAnswer = { readonly result: WireObject } | { readonly error: WireError };

/** What result stamping may draw on. */
export interface ResultContext {
  readonly identity: ServerIdentity;
  readonly cache: CachePolicy;
}

/** Server-to-client requests a revision defines. */
export interface ClientRequestKinds {
  readonly elicitation: boolean;
  readonly sampling: boolean;
  readonly roots: boolean;
}

interface PolicyBase {
  /** Error code of a resource that does not exist (-32002 before 2026-07-28, -32602 on it). */
  readonly resourceNotFound: number;
  /** What a request with invalid tool arguments gets: a protocol error before 2025-11-25, a tool error from it. */
  invalidArguments(toolName: string, issues: readonly ValidationIssue[]): InvalidArgumentsAnswer;
  /** Server-to-client requests the revision defines (asked directly on sessions, embedded in input rounds statelessly). */
  readonly clientRequests: ClientRequestKinds;
  /** True when the revision accepts JSON-RPC batches (2025-03-26). */
  readonly batches: boolean;
}

/** The initialize era: the revision is negotiated once per connection, and the server may ask the client directly. */
export interface SessionPolicy extends PolicyBase {
  readonly era: 'session';
  /** True where the revision defines the experimental core tasks (`tasks/*`, `params.task`, `capabilities.tasks`: 2025-11-25). */
  readonly coreTasks?: boolean;
  /** The `initialize` result (the engine adds `protocolVersion`). */
  initializeResult(wire: WireVocabulary, identity: ServerIdentity, features: ServerFeatures, instructions?: string): WireObject;
}

/** The stateless era (2026-07-28): every request names its revision; results are stamped; input comes in rounds. */
export interface StatelessPolicy extends PolicyBase {
  readonly era: 'stateless';
  /** Stamps what the revision puts on every result of `method` (`resultType`, caching hints, serverInfo). */
  stampResult(method: string, result: WireObject, context: ResultContext): WireObject;
  /** The `_meta` a result without one of its own is stamped with: built once per server, shared and frozen. */
  resultMeta(identity: ServerIdentity): WireObject;
  /** The `server/discover` result. */
  discoverResult(wire: WireVocabulary, identity: ServerIdentity, features: ServerFeatures, supportedVersions: readonly string[], instructions?: string): WireObject;
  /** An input-required result carrying requests for the client and the sealed state to send back. */
  inputRequired(inputRequests: Readonly<Record<string, InputRequest>>, requestState: string): WireObject;
}

/** How a revision's era behaves; the engine branches on `era` and nothing else. */
export type EraPolicy = SessionPolicy | StatelessPolicy;
