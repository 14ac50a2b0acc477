import type { ParamDescriptor } from '../../model/param-descriptor.js';
import { ErrorCode } from '../json-rpc.js';
import { ProtocolError } from '../protocol-error.js';
import type { MethodHandler } from '../request-call.js';

const MAX_VALUES = 100;

function stringRecord(value: unknown): Record<string, string> {
  // Keys come off the wire: a null-prototype record, so "__proto__" stays an ordinary key.
  const out = Object.create(null) as Record<string, string>;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

export const complete: MethodHandler = async (call) => {
  const ref = call.params.ref as { type?: unknown; name?: unknown; uri?: unknown } | undefined;
  const argument = call.params.argument as { name?: unknown; value?: unknown } | undefined;
  if (!ref || typeof ref !== 'object' || !argument || typeof argument.name !== 'string' || typeof argument.value !== 'string') {
    throw new ProtocolError(ErrorCode.InvalidParams, 'completion/complete needs params.ref and params.argument { name, value }');
  }
  let params: readonly ParamDescriptor[];
  if (ref.type === 'ref/prompt' && typeof ref.name === 'string') {
    const prompt = call.core.catalogue.prompt(ref.name);
    if (!prompt) throw new ProtocolError(ErrorCode.InvalidParams, `Unknown prompt: ${ref.name}`);
    params = prompt.params;
  } else if (ref.type === 'ref/resource' && typeof ref.uri === 'string') {
    const template = call.core.catalogue.template(ref.uri);
    if (!template) throw new ProtocolError(ErrorCode.InvalidParams, `Unknown resource template: ${ref.uri}`);
    params = template.params;
  } else {
    throw new ProtocolError(ErrorCode.InvalidParams, 'params.ref must be { type: "ref/prompt", name } or { type: "ref/resource", uri }');
  }
  const param = params.find((p) => p.name === argument.name);
  const context = call.params.context as { arguments?: unknown } | undefined;
  const values = param?.complete ? await param.complete(argument.value, { arguments: stringRecord(context?.arguments) }) : [];
  return { completion: { values: values.slice(0, MAX_VALUES), total: values.length, hasMore: values.length > MAX_VALUES } };
};
