import type { JsonValue } from '../../vocabulary/json-value.js';
import { describeIssues } from '../../revisions/revision-adapter.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { MethodHandler } from '../contracts/method-call.js';
import { inputRequiredResult } from '../invocation/input-round.js';
import { invoke } from '../invocation/invoke.js';
import { refusedResult, promptMessagesOf } from '../invocation/result-mapping.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';
import { failedCall } from './failed-call.js';
import { listMethod } from './list-method.js';
import { ProtocolError } from '../protocol/protocol-error.js';

export const listPrompts = listMethod('prompt');

/** prompts/get: the prompt by name, through the invocation pipeline; a failure is -32603 with its message. */
export const getPrompt: MethodHandler = async (call) => {
  const name = ownProperty(call.request.params, 'name');
  if (typeof name !== 'string') throw new ProtocolError(RpcErrorCode.InvalidParams, 'prompts/get needs params.name');
  const prompt = call.server.catalogue.prompt(name);
  if (!prompt) throw new ProtocolError(RpcErrorCode.InvalidParams, `Unknown prompt: ${name}`);
  const raw = ownProperty(call.request.params, 'arguments');
  const outcome = await invoke(call, { kind: 'prompt', name, member: prompt }, raw, isJsonObject(raw) ? (raw as { [key: string]: JsonValue }) : {}, call.server.chainFor(prompt));
  switch (outcome.kind) {
    case 'invalid':
      throw new ProtocolError(RpcErrorCode.InvalidParams, `Invalid arguments for prompt ${name}: ${describeIssues(outcome.issues)}`, { issues: outcome.issues.map((i) => ({ ...i })) });
    case 'input':
      return inputRequiredResult(call, outcome.requests, outcome.state);
    case 'value':
      try {
        return call.terms.adapter.wire.encodePromptResult(promptMessagesOf(outcome.value), prompt.description);
      } catch (error) {
        throw refusedResult(call, `prompt ${name}`, prompt.member, error);
      }
    default:
      throw failedCall(call, outcome, `Prompt ${name}`, `prompt ${name}`, prompt.member);
  }
};
