import type { ContentBlock, PromptMessage, ResourceContents, ToolOutcome } from '../model/content.js';
import type { JsonValue } from '../model/json-value.js';
import type { Icon } from '../model/member-descriptor.js';
import type { PromptDescriptor } from '../model/prompt-descriptor.js';
import type { ResourceDescriptor } from '../model/resource-descriptor.js';
import type { ResourceTemplateDescriptor } from '../model/resource-template-descriptor.js';
import type { ToolDescriptor } from '../model/tool-descriptor.js';
import type { ValidationIssue } from '../model/binding.js';

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
}

/** The answer to a request whose arguments failed validation: a tool result or a protocol error, per revision. */
export type InvalidArgumentsAnswer = { readonly result: WireObject } | { readonly error: WireError };

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

/** What result stamping may draw on. */
export interface ResultContext {
  readonly identity: ServerIdentity;
  readonly cache: CachePolicy;
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

/**
 * Projects the revision-neutral model onto one protocol revision's wire. The engine resolves an adapter per
 * request and never looks at revision strings itself, so supporting another revision means passing another
 * adapter to `createServer({ revisions })`.
 * @example const base = adapterFor('2025-11-25'); const mine: RevisionAdapter = { ...base, revision: '2099-01-01' };
 */
export interface RevisionAdapter {
  /** The protocol version string this adapter serves, e.g. `2025-06-18`. */
  readonly revision: string;
  /** `session`: negotiated once by initialize; `stateless`: named in every request's `_meta` (2026-07-28). */
  readonly era: 'session' | 'stateless';
  encodeTool(tool: ToolDescriptor): WireObject;
  encodeResource(resource: ResourceDescriptor): WireObject;
  encodeResourceTemplate(template: ResourceTemplateDescriptor): WireObject;
  encodePrompt(prompt: PromptDescriptor): WireObject;
  /** The `initialize` result for this revision, without `protocolVersion` (the engine adds `revision`). */
  encodeInitializeResult(identity: ServerIdentity, features: ServerFeatures, instructions?: string): WireObject;
  /** A `tools/call` result; content the revision cannot carry is converted, never dropped. */
  encodeToolResult(outcome: ToolOutcome): WireObject;
  encodeContent(block: ContentBlock): WireObject;
  /** A `resources/read` result. */
  encodeReadResult(contents: readonly ResourceContents[]): WireObject;
  /** A `prompts/get` result. */
  encodePromptResult(messages: readonly PromptMessage[], description?: string): WireObject;
  /** `notifications/progress` params. */
  encodeProgress(report: ProgressReport): WireObject;
  /** What a request with invalid tool arguments gets: a protocol error before 2025-11-25, a tool error from it. */
  encodeInvalidArguments(toolName: string, issues: readonly ValidationIssue[]): InvalidArgumentsAnswer;
  /** Stamps what this revision puts on every result of `method` (e.g. `resultType`, caching hints, serverInfo). */
  finishResult(method: string, result: WireObject, context: ResultContext): WireObject;
  /** The `server/discover` result (stateless revisions). */
  encodeDiscoverResult(identity: ServerIdentity, features: ServerFeatures, supportedVersions: readonly string[], instructions?: string): WireObject;
  /** An input-required result carrying requests for the client and the sealed state to send back. */
  encodeInputRequired(inputRequests: Readonly<Record<string, InputRequest>>, requestState: string): WireObject;
  /** Error codes that differ between revisions. */
  readonly errorCodes: { readonly resourceNotFound: number };
  /** True when the revision accepts JSON-RPC batches (2025-03-26); absent means no batches. */
  readonly batches?: boolean;
  /** Server-to-client requests this revision defines. */
  readonly clientRequests: { readonly elicitation: boolean; readonly sampling: boolean; readonly roots: boolean };
}

/** Formats validation issues as one line per field for messages and tool errors. */
export function describeIssues(issues: readonly ValidationIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('; ');
}
