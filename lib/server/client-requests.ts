import type { ElicitationResult, Root, SamplingRequest, SamplingResult } from '../model/handler-context.js';
import type { JsonValue } from '../model/json-value.js';
import type { ArgumentsBinder } from '../model/binding.js';
import type { ObjectType } from '../model/type-descriptor.js';
import { TypeResolver } from '../scanner/resolve-type.js';
import { SchemaDefinitions } from '../schema/type-to-json-schema.js';
import type { JsonSchemaObject } from '../schema/json-schema.js';
import { compileBinder } from '../binding/compile-binder.js';
import { createValidatorCompiler } from '../binding/create-validator-compiler.js';
import { DEFAULT_GUARD_LIMITS } from '../binding/input-guard.js';
import { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import { describeIssues } from '../revisions/revision-adapter.js';

/** Sends one request to the client and resolves with its result. */
export type ClientRequester = (method: string, params: { [key: string]: JsonValue }) => Promise<JsonValue>;

interface PreparedForm {
  readonly schema: JsonSchemaObject;
  readonly bind: ArgumentsBinder;
}

const forms = new WeakMap<Function, PreparedForm>();
const compiler = createValidatorCompiler();

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
  const closed = new SchemaDefinitions(true).objectSchema(type);
  const { additionalProperties: _closed, ...schema } = closed;
  const prepared: PreparedForm = {
    schema: schema as JsonSchemaObject,
    bind: compileBinder({ kind: 'dto', type, index: 0, arity: 1 }, compiler.compile(closed), DEFAULT_GUARD_LIMITS),
  };
  forms.set(form, prepared);
  return prepared;
}

function objectOf(value: JsonValue, what: string): { [key: string]: JsonValue } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`The client answered ${what} with something that is not an object`);
  return value as { [key: string]: JsonValue };
}

/** Sends `elicitation/create` for a DTO form and validates an accepted answer against it. */
export async function elicit<T extends object>(send: ClientRequester, form: new () => T, message: string): Promise<ElicitationResult<T>> {
  const prepared = prepareForm(form);
  const answer = objectOf(await send('elicitation/create', { message, requestedSchema: prepared.schema }), 'elicitation/create');
  if (answer.action === 'decline' || answer.action === 'cancel') return { action: answer.action };
  if (answer.action !== 'accept') throw new Error(`The client answered elicitation/create with an unknown action ${JSON.stringify(answer.action)}`);
  const outcome = await prepared.bind(answer.content ?? {});
  if (!outcome.ok) throw new Error(`The user's answer does not fit the form: ${describeIssues(outcome.issues)}`);
  return { action: 'accept', content: outcome.args[0] as T };
}

/** Sends `sampling/createMessage` and checks the answer has a role, content and model. */
export async function sample(send: ClientRequester, request: SamplingRequest): Promise<SamplingResult> {
  const answer = objectOf(await send('sampling/createMessage', JSON.parse(JSON.stringify(request)) as { [key: string]: JsonValue }), 'sampling/createMessage');
  const content = answer.content as { type?: unknown } | null;
  if ((answer.role !== 'user' && answer.role !== 'assistant') || typeof answer.model !== 'string' || content === null || typeof content !== 'object' || typeof content.type !== 'string') {
    throw new Error('The client answered sampling/createMessage without a role, content and model');
  }
  return answer as unknown as SamplingResult;
}

/** Sends `roots/list` and checks every root has a URI. */
export async function listRoots(send: ClientRequester): Promise<readonly Root[]> {
  const answer = objectOf(await send('roots/list', {}), 'roots/list');
  const roots = answer.roots;
  if (!Array.isArray(roots) || !roots.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r) && typeof (r as { uri?: unknown }).uri === 'string')) {
    throw new Error('The client answered roots/list without a list of roots with URIs');
  }
  return roots as unknown as Root[];
}
