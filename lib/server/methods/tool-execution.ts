import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import type { WireObject } from '../../revisions/wire-types.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { ClientInput, Exchange, RunControl } from '../contracts/exchange.js';
import type { ExecutionChannel, ToolExecutionRequest, ToolRunOutcome } from '../contracts/extension.js';
import type { MethodCall } from '../contracts/method-call.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import { extensionRequestOf } from './extension-request.js';

/** How one tool run ended: its result in the request's revision, and whether it ended as a tool error. */
export interface ToolEnd {
  readonly result: WireObject;
  /** Read from the invocation's outcome, before encoding: a failure, a timeout, refused arguments, or an error result. */
  readonly toolError: boolean;
  /** True when the result is plain JSON data by construction (see valueEnd), so the encoding boundary need not walk it. */
  readonly plain?: boolean;
}

/**
 * A run on an extension's channel, in the roles of contracts/exchange.ts: the channel is its run control (signal, time
 * limit, `ctx.startTask()`), and it answers (progress, notifications) and asks the client through the channel. A
 * `deferred` run starts with its request's exchange and client input, and takes the channel's when `ctx.startTask()`
 * has detached it: the one moment the roles change. The caller is the one the run started for, fixed now: a run
 * that outlives its request keeps acting for the same caller.
 */
function onChannel(call: MethodCall, channel: ExecutionChannel): MethodCall {
  const exchange: Exchange = { isDone: () => false, notify: (method, params) => channel.notify(method, params), progress: (update) => channel.progress(update) };
  const input: ClientInput = { ask: (request, signal) => channel.ask(request, signal) };
  const caller = channel.principal ? { ...call.caller, principal: channel.principal } : call.caller;
  if (!channel.deferred) return { ...call, exchange, input, caller, run: channel };
  const view: { -readonly [K in keyof MethodCall]: MethodCall[K] } = { ...call, caller };
  const run: RunControl = {
    get signal() {
      return channel.signal;
    },
    abort: (reason) => channel.abort(reason),
    timeLimitMs: channel.timeLimitMs,
    detach: async () => {
      await channel.detach?.();
      view.exchange = exchange;
      view.input = input;
    },
  };
  view.run = run;
  return view;
}

/** What an extension gets for a tools/call it may take over: the request, the tool, and a way to run it. */
export function toolExecutionRequest(call: MethodCall, tool: ToolDescriptor, runTool: (call: MethodCall, tool: ToolDescriptor) => Promise<ToolEnd>): ToolExecutionRequest {
  return {
    request: extensionRequestOf(call),
    tool,
    run: async (channel): Promise<ToolRunOutcome> => {
      try {
        const { result, toolError } = await runTool(channel ? onChannel(call, channel) : call, tool);
        return { kind: 'result', result, toolError };
      } catch (error) {
        if (error instanceof ProtocolError) return { kind: 'error', error: { code: error.rpcCode, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) } };
        call.server.diagnostics.error(`tool ${tool.name} (${tool.member}) failed`, error);
        return { kind: 'error', error: { code: RpcErrorCode.InternalError, message: `Internal error while running tool ${tool.name}` } };
      }
    },
  };
}
