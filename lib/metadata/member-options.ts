import type { Annotations, ToolAnnotations } from '../vocabulary/annotations.js';
import type { Constructor } from '../vocabulary/constructor.js';
import type { JsonValue } from '../vocabulary/json-value.js';
import type { Icon } from '../vocabulary/icon.js';
import type { TaskSupport } from '../vocabulary/task-support.js';
import type { TypeThunk } from './type-spec.js';
import type { ParsedUriTemplate } from './uri-template.js';

/** Options of `@Tool`. Every field is optional; the name defaults to the method name in snake_case. */
export interface ToolOptions {
  /** Tool name, 1–128 characters of `A-Za-z0-9_.-`; default: the method name in snake_case (`searchCustomers` → `search_customers`). */
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  readonly annotations?: ToolAnnotations;
  readonly icons?: readonly Icon[];
  readonly _meta?: { readonly [key: string]: JsonValue };
  /** The type the method returns, as a class or an arrow thunk: gives the tool an output schema and structured results. */
  readonly output?: Constructor | TypeThunk;
  /**
   * A hand-written JSON Schema (root `type: "object"`) sent verbatim as `inputSchema`, for what decorators cannot
   * say (`if`/`then`/`else`, `$anchor`…). Arguments are checked against it and reach the handler through `@Args()`.
   */
  readonly inputSchema?: { readonly [key: string]: JsonValue };
  /**
   * `strict` shapes the input schema for clients that only take OpenAI-style strict function calling (every property
   * required, optional ones nullable, unsupported keywords in the description); default: the scan's profile, else `standard`.
   */
  readonly profile?: 'standard' | 'strict';
  /** Accept JSON sent inside strings (`"5"` for an integer, `"{…}"` for an object) where the schema asks for that type; default: the scan's setting, else off. */
  readonly lenientArguments?: boolean;
  /**
   * Run as a task where the request can get one (2026-07-28 with the tasks extension, 2025-11-25 with
   * `params.task`): `'optional'`, `'required'`, or `{ support, deferred, ttlMs, pollIntervalMs, timeoutMs }`.
   * Needs `createServer({ extensions: [tasks()] })`. See docs/guide/tasks.md.
   */
  readonly task?: TaskSupport | ToolTaskOptions;
  /**
   * The MCP Apps view that renders this tool's results: its `ui://` URI or the name of its `@View`, or
   * `{ view, visibility }`. Needs `createServer({ extensions: [apps()] })`. See docs/guide/apps.md.
   */
  readonly ui?: string | ToolViewOptions;
}

/** Who may call a tool with a view: the model (the agent), the view (`app`), or both (the default). */
export type ViewVisibility = 'model' | 'app';

/**
 * `@Tool({ ui })` in its long form. `visibility: ['app']` makes a tool only the view calls (hidden from the model).
 * @example @Tool({ ui: { view: 'ui://acme/customer-card', visibility: ['app'] } })
 */
export interface ToolViewOptions {
  /** The view's `ui://` URI, or the name of its `@View`. */
  readonly view: string;
  /** Default `['model', 'app']`. */
  readonly visibility?: readonly ViewVisibility[];
}

/** `@Tool({ task })` in its long form (the short form is a `TaskSupport`). @example @Tool({ task: { support: 'required', ttlMs: 60_000 } }) */
export interface ToolTaskOptions {
  readonly support: TaskSupport;
  /** Create the task only when the handler calls `ctx.startTask()` (input gathered before goes through the request); default false. */
  readonly deferred?: boolean;
  /** How long the task is kept after it was created, in ms. */
  readonly ttlMs?: number;
  /** Suggested polling interval, in ms. */
  readonly pollIntervalMs?: number;
  /** Longest the handler may run as a task, in ms (0 = no limit; default no limit). */
  readonly timeoutMs?: number;
}

/** The options `@Tool` records, with the name resolved. */
export interface ToolRecordOptions extends ToolOptions {
  readonly name: string;
}

/** Options shared by `@Resource` and `@ResourceTemplate`. */
export interface ResourceOptions {
  /** Programmatic name; default: the method name in snake_case. */
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  readonly mimeType?: string;
  /** Size in bytes, when known up front. */
  readonly size?: number;
  readonly annotations?: Annotations;
  readonly icons?: readonly Icon[];
  readonly _meta?: { readonly [key: string]: JsonValue };
}

/** What `@Resource` records. */
export interface ResourceRecordOptions extends ResourceOptions {
  readonly name: string;
  readonly uri: string;
}

/** Options of `@ResourceTemplate`: the same as `@Resource`. */
export type ResourceTemplateOptions = ResourceOptions;

/** What `@ResourceTemplate` records, with the template parsed. */
export interface ResourceTemplateRecordOptions extends ResourceOptions {
  readonly name: string;
  readonly uriTemplate: ParsedUriTemplate;
}

/** Options of `@Prompt`; the name defaults to the method name in snake_case. */
export interface PromptOptions {
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  readonly icons?: readonly Icon[];
  readonly _meta?: { readonly [key: string]: JsonValue };
}

/** What `@Prompt` records. */
export interface PromptRecordOptions extends PromptOptions {
  readonly name: string;
}
