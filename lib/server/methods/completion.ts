import type { McpContext } from '../../model/handler-context.js';
import type { PromptDescriptor } from '../../model/prompt-descriptor.js';
import type { ResourceTemplateDescriptor } from '../../model/resource-template-descriptor.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { MethodHandler } from '../contracts/method-call.js';
import { invoke } from '../invocation/invoke.js';
import { completionValuesOf, refusedResult } from '../invocation/result-mapping.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import { failedCall } from './failed-call.js';

const MAX_VALUES = 100;

function stringRecord(value: unknown): Record<string, string> {
  // Keys come off the wire: a null-prototype record, so "__proto__" stays an ordinary key.
  const out = Object.create(null) as Record<string, string>;
  if (!isJsonObject(value)) return out;
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** completion/complete: a prompt argument or template variable's completer, through the invocation pipeline. */
export const complete: MethodHandler = async (call) => {
  const ref = ownProperty(call.request.params, 'ref');
  const argument = ownProperty(call.request.params, 'argument');
  const argName = ownProperty(argument, 'name');
  const argValue = ownProperty(argument, 'value');
  if (!isJsonObject(ref) || typeof argName !== 'string' || typeof argValue !== 'string') {
    throw new ProtocolError(RpcErrorCode.InvalidParams, 'completion/complete needs params.ref and params.argument { name, value }');
  }
  const type = ownProperty(ref, 'type');
  const refName = ownProperty(ref, 'name');
  const refUri = ownProperty(ref, 'uri');
  let owner: PromptDescriptor | ResourceTemplateDescriptor;
  let name: string;
  if (type === 'ref/prompt' && typeof refName === 'string') {
    const prompt = call.server.catalogue.prompt(refName);
    if (!prompt) throw new ProtocolError(RpcErrorCode.InvalidParams, `Unknown prompt: ${refName}`);
    owner = prompt;
    name = refName;
  } else if (type === 'ref/resource' && typeof refUri === 'string') {
    const template = call.server.catalogue.template(refUri);
    if (!template) throw new ProtocolError(RpcErrorCode.InvalidParams, `Unknown resource template: ${refUri}`);
    owner = template;
    name = refUri;
  } else {
    throw new ProtocolError(RpcErrorCode.InvalidParams, 'params.ref must be { type: "ref/prompt", name } or { type: "ref/resource", uri }');
  }
  const param = owner.params.find((p) => p.name === argName);
  const completer = param?.complete;
  if (!completer) return { completion: { values: [], total: 0, hasMore: false } };
  const context = { arguments: stringRecord(ownProperty(ownProperty(call.request.params, 'context'), 'arguments')) };
  const target = {
    kind: 'completion' as const,
    name,
    member: { member: param.member, arity: 3, contextIndex: 2, bind: () => ({ ok: true as const, args: [argValue, context] }), invoke: (args: readonly unknown[]) => completer(args[0] as string, args[1] as typeof context, args[2] as McpContext) },
    policy: owner,
  };
  // The completer belongs to the prompt or template: their declared access (@Scopes, @Roles, @Public), rate limits,
  // middleware and guards apply to it too, so a caller completes exactly what it may get or read.
  const outcome = await invoke(call, target, undefined, { argument: argName, value: argValue }, call.server.chainFor(owner));
  if (outcome.kind === 'value') {
    let values: string[];
    try {
      values = completionValuesOf(outcome.value);
    } catch (error) {
      throw refusedResult(call, `completion of ${name}`, param.member, error);
    }
    return { completion: { values: values.slice(0, MAX_VALUES), total: values.length, hasMore: values.length > MAX_VALUES } };
  }
  if (outcome.kind === 'failed' || outcome.kind === 'timeout') throw failedCall(call, outcome, `Completing ${argName} of ${name}`, `completion of ${name}`, param.member);
  return { completion: { values: [], total: 0, hasMore: false } };
};
