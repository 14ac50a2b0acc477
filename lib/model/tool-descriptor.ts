import type { ToolAnnotations } from '../vocabulary/annotations.js';
import type { JsonObject } from '../vocabulary/json-value.js';
import type { MemberDescriptor } from './member-descriptor.js';
import type { ParamDescriptor } from './param-descriptor.js';
import type { ObjectType } from './type-descriptor.js';
import type { ValidationIssue } from './binding.js';
import type { ToolExecution } from './tool-execution.js';


/** How a tool receives its arguments: one `@Param` each, or the whole object as one DTO (`@Args`). */
export type ToolInput =
  | { readonly kind: 'params'; readonly params: readonly ParamDescriptor[] }
  | { readonly kind: 'dto'; readonly index: number; readonly type: ObjectType }
  | { readonly kind: 'raw'; readonly index?: number; readonly schema: JsonObject; readonly headers?: readonly HeaderParam[] };

/** An argument mirrored into the 2026-07-28 HTTP header `Mcp-Param-<header>` (`x-mcp-header` in the input schema). @example { name: 'region', header: 'Region' } */
export interface HeaderParam {
  readonly name: string;
  readonly header: string;
}

/**
 * The arguments of a tool mirrored into `Mcp-Param-*` headers: its `@Param({ header })` ones, or those a raw schema
 * (a proxied tool's) maps.
 * @example headerParamsOf(tool) // [{ name: 'region', header: 'Region' }]
 */
export function headerParamsOf(tool: ToolDescriptor): readonly HeaderParam[] {
  if (tool.input.kind === 'params') return tool.input.params.flatMap((p) => (p.header ? [{ name: p.name, header: p.header }] : []));
  return tool.input.kind === 'raw' ? (tool.input.headers ?? []) : [];
}

/**
 * How a tool's input schema is shaped: `standard` JSON Schema 2020-12, or `strict` for clients that only accept
 * OpenAI-style strict function calling (every property required, optional ones nullable, a restricted keyword set).
 */
export type SchemaProfile = 'standard' | 'strict';

/** A tool in the revision-neutral model. */
export interface ToolDescriptor extends MemberDescriptor {
  readonly kind: 'tool';
  readonly name: string;
  readonly annotations?: ToolAnnotations;
  readonly input: ToolInput;
  /** Absent means `standard`. */
  readonly profile?: SchemaProfile;
  /** Declared output type; its schema becomes `outputSchema` and results carry `structuredContent`. */
  readonly output?: ObjectType;
  /** An `outputSchema` given as JSON Schema rather than a type (a proxied upstream's tool); used when `output` is absent. */
  readonly outputJsonSchema?: JsonObject;
  /** Checks a structured result against the output schema (compiled at scan time); empty when it conforms. */
  readonly checkOutput?: (structured: unknown) => readonly ValidationIssue[];
  /** Set when the tool may run as a task (`@Tool({ task })`); absent for ordinary tools. */
  readonly execution?: ToolExecution;
  /** Set when the tool links an MCP Apps view (`@Tool({ ui })`), as declared; the `apps()` extension writes its `_meta`. */
  readonly view?: ToolViewLink;
}

/** A tool's link to its view, as `@Tool({ ui })` declared it (checked and written to `_meta` by `apps()`). */
export interface ToolViewLink {
  /** The view's `ui://` URI or its `@View` name. */
  readonly view: string;
  readonly visibility?: readonly ('model' | 'app')[];
  /** Every key the declaration gave (to refuse `csp`/`permissions`, which belong on the view). */
  readonly keys: readonly string[];
}
