import { text, type ToolOutcome } from '../../model/content.js';
import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import { describeIssues } from '../../revisions/revision-adapter.js';
import { ErrorCode } from '../json-rpc.js';
import { ProtocolError } from '../protocol-error.js';
import { listMethod } from './list-method.js';
import { toolOutcomeOf } from '../result-mapping.js';
import { withContext } from '../handler-context-for.js';
import { ToolError } from '../../model/tool-error.js';
import { inputRequiredResult, runHandler } from '../run-handler.js';
import type { MethodHandler, RequestCall } from '../request-call.js';

function errorOutcome(message: string): ToolOutcome {
  return { content: [text(message)], isError: true };
}

/** Runs the handler under the call's signal and the server's timeout; a throw or a timeout becomes a tool error. */
async function run(tool: ToolDescriptor, args: readonly unknown[], call: RequestCall): Promise<ToolOutcome | 'input'> {
  const timeoutMs = call.core.settings.toolTimeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ToolOutcome | 'input'>((resolve) => {
    if (timeoutMs > 0) {
      timer = setTimeout(() => {
        call.controller.abort(new Error(`timed out after ${timeoutMs} ms`));
        resolve(errorOutcome(`Tool ${tool.name} timed out after ${timeoutMs} ms.`));
      }, timeoutMs);
    }
  });
  const work = (async (): Promise<ToolOutcome | 'input'> => {
    try {
      const ran = await runHandler(call, () => tool.invoke(withContext(args, tool.contextIndex, call)));
      return ran.kind === 'input' ? 'input' : toolOutcomeOf(ran.value, tool.output !== undefined);
    } catch (error) {
      // Protocol errors (e.g. a missing client capability on 2026-07-28) are the request's answer, not a tool error.
      if (error instanceof ProtocolError) throw error;
      if (error instanceof ToolError) call.core.diagnostics.warn(`tool ${tool.name} refused: ${error.message}`);
      else call.core.diagnostics.error(`tool ${tool.name} (${tool.member}) failed`, error);
      return errorOutcome(error instanceof Error ? error.message : String(error));
    }
  })();
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const listTools = listMethod('tools', 'tools');

export const callTool: MethodHandler = async (call) => {
  const name = call.params.name;
  if (typeof name !== 'string') throw new ProtocolError(ErrorCode.InvalidParams, 'tools/call needs params.name, the tool to call');
  const tool = call.core.catalogue.tool(name);
  if (!tool) throw new ProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  const bound = await tool.bind(call.params.arguments);
  if (!bound.ok) {
    const answer = call.adapter.encodeInvalidArguments(name, bound.issues);
    if ('error' in answer) throw new ProtocolError(answer.error.code, answer.error.message, answer.error.data);
    return answer.result;
  }
  const ran = await run(tool, bound.args, call);
  if (ran === 'input') return inputRequiredResult(call);
  let outcome = ran;
  const issues = outcome.isError || outcome.structured === undefined ? [] : (tool.checkOutput?.(outcome.structured) ?? []);
  if (issues.length > 0) {
    const problem = describeIssues(issues);
    call.core.diagnostics.error(`tool ${name} (${tool.member}) returned a result that does not match its output type: ${problem}`);
    outcome = errorOutcome(`Tool ${name} returned a result that does not match its output schema: ${problem}`);
  }
  return call.adapter.encodeToolResult(outcome);
};
