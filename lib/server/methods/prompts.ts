import { ErrorCode } from '../json-rpc.js';
import { ProtocolError } from '../protocol-error.js';
import { listMethod } from './list-method.js';
import { promptMessagesOf } from '../result-mapping.js';
import { withContext } from '../handler-context-for.js';
import { inputRequiredResult, runHandler } from '../run-handler.js';
import { describeIssues } from '../../revisions/revision-adapter.js';
import type { MethodHandler } from '../request-call.js';

export const listPrompts = listMethod('prompts', 'prompts');

export const getPrompt: MethodHandler = async (call) => {
  const name = call.params.name;
  if (typeof name !== 'string') throw new ProtocolError(ErrorCode.InvalidParams, 'prompts/get needs params.name');
  const prompt = call.core.catalogue.prompt(name);
  if (!prompt) throw new ProtocolError(ErrorCode.InvalidParams, `Unknown prompt: ${name}`);
  const bound = await prompt.bind(call.params.arguments);
  if (!bound.ok) throw new ProtocolError(ErrorCode.InvalidParams, `Invalid arguments for prompt ${name}: ${describeIssues(bound.issues)}`, { issues: bound.issues.map((i) => ({ ...i })) });
  let value: unknown;
  try {
    const ran = await runHandler(call, () => prompt.invoke(withContext(bound.args, prompt.contextIndex, call)));
    if (ran.kind === 'input') return inputRequiredResult(call);
    value = ran.value;
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    call.core.diagnostics.error(`prompt ${name} (${prompt.member}) failed`, error);
    throw new ProtocolError(ErrorCode.InternalError, `Prompt ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return call.adapter.encodePromptResult(promptMessagesOf(value), prompt.description);
};
