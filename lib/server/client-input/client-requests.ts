import type { JsonValue } from '../../vocabulary/json-value.js';
import type { ElicitationResult, Root, SamplingRequest, SamplingResult } from '../../model/handler-context.js';
import type { ArgumentsBinder } from '../../model/binding.js';
import type { ObjectType } from '../../model/type-descriptor.js';
import { TypeResolver } from '../../scanner/resolve-type.js';
import { SchemaDefinitions } from '../../schema/type-to-json-schema.js';
import type { JsonSchemaObject } from '../../schema/json-schema.js';
import { compileBinder } from '../../binding/compile-binder.js';
import { createValidatorCompiler } from '../../binding/create-validator-compiler.js';
import { DEFAULT_GUARD_LIMITS } from '../../binding/input-guard.js';
import { UnsupportedTypeError } from '../../errors/unsupported-type.error.js';
import { describeIssues } from '../../revisions/revision-adapter.js';
import type { InputRequest } from '../../revisions/wire-types.js';


interface PreparedForm {
  readonly schema: JsonSchemaObject;
  readonly bind: ArgumentsBinder;
}

const forms = new WeakMap<Function, PreparedForm>();
// Built on the first form, so importing the framework sets up no validator.
let compiler: ReturnType<typeof createValidatorCompiler> | undefined;

/** Builds (once per class) the flat `requestedSchema` of an elicitation form and the validator of its answers. */
export function prepareForm(form: new () => object): PreparedForm {
  const known = forms.get(form);
  if (known) return known;
  const type: ObjectType = new TypeResolver().objectType(form);
  const flat = ['string', 'number', 'integer', 'boolean', 'enum', 'date'];
  for (const p of type.properties) {
    // Multi-select fields (arrays of strings or enums) are allowed; nested objects are not.
    const kind = p.type.kind === 'array' && (p.type.items.kind === 'enum' || p.type.items.kind === 'string') ? 'string' : p.type.kind;
    if (!flat.includes(kind)) {
      throw new UnsupportedTypeError(form, `${form.name}.${p.name}`, `elicitation forms are flat, but this field is ${p.type.kind}`, 'Use string, number, integer, boolean or enum fields in elicitation DTOs.');
    }
  }
  const closed = new SchemaDefinitions({ closed: true, form: true }).objectSchema(type);
  const { additionalProperties: _closed, ...schema } = closed;
  const prepared: PreparedForm = {
    schema: schema as JsonSchemaObject,
    bind: compileBinder({ kind: 'dto', type, index: 0, arity: 1 }, (compiler ??= createValidatorCompiler()).compileLazily(closed), DEFAULT_GUARD_LIMITS),
  };
  forms.set(form, prepared);
  return prepared;
}

function objectOf(value: JsonValue): { [key: string]: JsonValue } | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { [key: string]: JsonValue }) : undefined;
}

/** The `elicitation/create` request for a DTO form. */
export function elicitationRequest(form: new () => object, message: string): InputRequest {
  return { method: 'elicitation/create', params: { message, requestedSchema: prepareForm(form).schema } };
}

/** Reads an elicitation answer: the validated result, or the reason it is not acceptable. */
export async function readElicitation<T extends object>(form: new () => T, value: JsonValue): Promise<ElicitationResult<T> | string> {
  const answer = objectOf(value);
  if (!answer) return 'The client answered elicitation/create with something that is not an object';
  if (answer.action === 'decline' || answer.action === 'cancel') return { action: answer.action };
  if (answer.action !== 'accept') return `The client answered elicitation/create with an unknown action ${JSON.stringify(answer.action)}`;
  const outcome = await prepareForm(form).bind(answer.content ?? {});
  if (!outcome.ok) return `The user's answer does not fit the form: ${describeIssues(outcome.issues)}`;
  return { action: 'accept', content: outcome.args[0] as T };
}

/** The `sampling/createMessage` request. */
export function samplingRequest(request: SamplingRequest): InputRequest {
  return { method: 'sampling/createMessage', params: JSON.parse(JSON.stringify(request)) as { [key: string]: JsonValue } };
}

/** Reads a sampling answer: it needs a role, content and model. */
export function readSampling(value: JsonValue): SamplingResult | string {
  const answer = objectOf(value);
  const content = answer?.content as { type?: unknown } | null | undefined;
  if (!answer || (answer.role !== 'user' && answer.role !== 'assistant') || typeof answer.model !== 'string' || content === null || typeof content !== 'object' || typeof content.type !== 'string') {
    return 'The client answered sampling/createMessage without a role, content and model';
  }
  return answer as unknown as SamplingResult;
}

/** The `roots/list` request. */
export const ROOTS_REQUEST: InputRequest = { method: 'roots/list', params: {} };

/** Reads a roots answer: a list of roots with URIs. */
export function readRoots(value: JsonValue): readonly Root[] | string {
  const roots = objectOf(value)?.roots;
  if (!Array.isArray(roots) || !roots.every((r) => objectOf(r) !== undefined && typeof (r as { uri?: unknown }).uri === 'string')) {
    return 'The client answered roots/list without a list of roots with URIs';
  }
  return roots as unknown as Root[];
}
