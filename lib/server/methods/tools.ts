import type { JsonValue } from '../../vocabulary/json-value.js';
import { AccessDeniedError } from '../../errors/access-denied.error.js';
import { text, type ToolOutcome } from '../../model/content.js';
import { describeIssues } from '../../revisions/revision-adapter.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { MethodHandler } from '../contracts/method-call.js';
import { messageOf, reportFailure, reportTimeout } from '../invocation/failure.js';
import { admission, invoke, type InvokeOutcome } from '../invocation/invoke.js';
import { inputRequiredResult } from '../invocation/input-round.js';
import { refusedResult, toolOutcomeOf } from '../invocation/result-mapping.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import type { WireObject } from '../../revisions/wire-types.js';
import type { MethodCall } from '../contracts/method-call.js';
import type { ServerCore } from '../contracts/server-core.js';
import type { WireVocabulary } from '../../revisions/wire-vocabulary.js';
import { isOwnWire } from '../../revisions/wire-encoders.js';
import { toolExecutionRequest, type ToolEnd } from './tool-execution.js';
import { listMethod } from './list-method.js';

function errorOutcome(message: string): ToolOutcome {
  return { content: [text(message)], isError: true };
}

export const listTools = listMethod('tool');

/**
 * tools/call: the tool by name, through the invocation pipeline; a throw or a timeout is a tool error the model can
 * read. A tool with an execution mode (`@Tool({ task })`) is first offered to the extensions that run them.
 */
export const callTool: MethodHandler = (call) => {
  const name = ownProperty(call.request.params, 'name');
  if (typeof name !== 'string') return Promise.reject(new ProtocolError(RpcErrorCode.InvalidParams, 'tools/call needs params.name, the tool to call'));
  const tool = resolvedTool(call, name) ?? call.server.catalogue.tool(name);
  if (!tool) return Promise.reject(new ProtocolError(RpcErrorCode.InvalidParams, `Unknown tool: ${name}`));
  // 2025-11-25 core tasks: a task-augmented call (params.task) of a tool whose taskSupport is forbidden (no execution
  // mode) SHOULD be -32601; the client asked for a CreateTaskResult it would not get.
  const policy = call.terms.adapter.policy;
  if (tool.execution === undefined && policy.era === 'session' && policy.coreTasks === true && isJsonObject(ownProperty(call.request.params, 'task'))) {
    return Promise.reject(new ProtocolError(RpcErrorCode.MethodNotFound, `Method not found: tool ${name} does not run as a task (its execution.taskSupport is forbidden); call it without params.task`));
  }
  // Not async: an ordinary tool that needed no waiting is answered at once, else with the pipeline's own promise.
  if (tool.execution !== undefined) return offered(call, tool);
  const outcome = invokeTool(call, tool, false);
  return outcome instanceof Promise ? outcome.then((o) => toolEnd(call, tool, o).result) : toolEnd(call, tool, outcome).result;
};

/** The tool the transport already found for this call, when it names the same tool. */
function resolvedTool(call: MethodCall, name: string): ToolDescriptor | undefined {
  const found = call.request.target?.member as Partial<ToolDescriptor> | undefined;
  return found?.kind === 'tool' && found.name === name ? (found as ToolDescriptor) : undefined;
}

/**
 * A tool with an execution mode, offered to the extensions that run such tools before it runs as an ordinary call.
 * Its admission (declared access, rate limits, argument limits) is decided here, once, on the request: a caller who
 * may not call the tool gets its refusal, never a task, and the one run an extension starts is not admitted again
 * (any further run it starts is: rate limits count every run).
 */
async function offered(call: MethodCall, tool: ToolDescriptor): Promise<WireObject> {
  const refused = await admission(call, { kind: 'tool', name: tool.name, member: tool }, ownProperty(call.request.params, 'arguments'));
  if (refused) return toolEnd(call, tool, refused).result;
  // The admission covers one run of this tool: a second run (or another tool) an extension starts is admitted again.
  let unused = true;
  const admitted = (run: MethodCall, member: ToolDescriptor): Promise<ToolEnd> => {
    const once = unused && member === tool;
    unused = false;
    return runToolEnded(run, member, once);
  };
  for (const extension of call.server.extensions.executors) {
    const taken = await extension.executeTool!(toolExecutionRequest(call, tool, admitted));
    if (taken !== undefined) return taken;
  }
  return (await admitted(call, tool)).result;
}

/** Runs one tool call through the pipeline and writes its outcome in the request's revision (the call's roles decide where it reports). */
export async function runTool(call: MethodCall, tool: ToolDescriptor, admitted = false): Promise<WireObject> {
  return toolEnd(call, tool, await invokeTool(call, tool, admitted)).result;
}

/** Runs one tool call like {@link runTool}, and tells whether it ended as a tool error (what a task's status is decided from). */
export async function runToolEnded(call: MethodCall, tool: ToolDescriptor, admitted = false): Promise<ToolEnd> {
  return toolEnd(call, tool, await invokeTool(call, tool, admitted));
}

function invokeTool(call: MethodCall, tool: ToolDescriptor, admitted: boolean): InvokeOutcome | Promise<InvokeOutcome> {
  const raw = ownProperty(call.request.params, 'arguments');
  // What the direct lane began on this call, when it began it for this tool (a plain tool is invoked once per call).
  const head = call.request.headStart;
  return invoke(call, { kind: 'tool', name: tool.name, member: tool }, raw, isJsonObject(raw) ? (raw as { [key: string]: JsonValue }) : {}, call.server.chainFor(tool), admitted, head !== undefined && head.member === tool ? head : undefined);
}

/** A tool call's outcome in the request's revision (a tool error included), or a thrown protocol error. */
function toolEnd(call: MethodCall, tool: ToolDescriptor, outcome: InvokeOutcome): ToolEnd {
  const name = tool.name;
  const wire = call.terms.adapter.wire;
  switch (outcome.kind) {
    case 'invalid': {
      const answer = call.terms.adapter.policy.invalidArguments(name, outcome.issues);
      if ('error' in answer) throw new ProtocolError(answer.error.code, answer.error.message, answer.error.data);
      return { result: answer.result, toolError: true };
    }
    case 'input':
      return { result: inputRequiredResult(call, outcome.requests, outcome.state), toolError: false };
    case 'timeout':
      reportTimeout(call.server.diagnostics, `tool ${name}`, tool.member, outcome.ms);
      return { result: wire.encodeToolResult(errorOutcome(`Tool ${name} timed out after ${outcome.ms} ms.`)), toolError: true };
    case 'failed':
      // Protocol errors (e.g. a missing client capability on 2026-07-28) are the request's answer, not a tool error.
      if (outcome.error instanceof ProtocolError) throw outcome.error;
      reportFailure(call.server.diagnostics, `tool ${name}`, tool.member, outcome.error, call.run.signal);
      return { result: wire.encodeToolResult(errorOutcome(outcome.error instanceof AccessDeniedError ? outcome.error.message : messageOf(outcome.error))), toolError: true };
    case 'value':
      return valueEnd(call.server, call.request.method, wire, tool, outcome.value);
  }
}

/**
 * What a tool's value is in the request's revision: its result, checked against the tool's output type (a mismatch is a
 * tool error). Throws the -32603 of a value JSON cannot carry exactly. Shared by the pipeline and the direct lane.
 */
export function valueEnd(server: ServerCore, method: string, wire: WireVocabulary, tool: ToolDescriptor, value: unknown): ToolEnd {
  const name = tool.name;
  let result: ToolOutcome;
  try {
    result = toolOutcomeOf(value, tool.output !== undefined);
  } catch (error) {
    throw refusedResult({ server, request: { method } }, `tool ${name}`, tool.member, error);
  }
  const issues = result.isError || result.structured === undefined ? [] : (tool.checkOutput?.(result.structured) ?? []);
  if (issues.length > 0) {
    const problem = describeIssues(issues);
    server.diagnostics.error(`tool ${name} (${tool.member}) returned a result that does not match its output type: ${problem}`);
    result = errorOutcome(`Tool ${name} returned a result that does not match its output schema: ${problem}`);
  }
  const encoded = wire.encodeToolResult(result);
  // A string is all the result holds besides what the encoder writes itself: plain, when the encoder is this framework's.
  if (typeof value === 'string' && issues.length === 0 && isOwnWire(wire)) return { result: encoded, toolError: false, plain: true };
  return { result: encoded, toolError: result.isError === true };
}
