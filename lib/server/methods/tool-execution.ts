import type { JsonObject } from '../../vocabulary/json-value.js';
import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import type { WireObject } from '../../revisions/wire-types.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { ExecutionChannel, ToolExecutionRequest, ToolRunOutcome } from '../contracts/extension.js';
import type { ExchangePort, MethodCall } from '../contracts/method-call.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import { extensionRequestOf } from './extension-request.js';

/**
 * The exchange a run reports to when an extension gives it a channel: the request's own while the channel is
 * attached (its input round, its stream), the channel's once detached (`ctx.startTask()`), the channel's signal
 * and time limit throughout. The caller (its principal, its address) is the one the run started for, taken now:
 * a run that outlives its request keeps acting for the same caller.
 */
function channelExchange(base: ExchangePort, channel: ExecutionChannel): ExchangePort {
  const attached = (): boolean => channel.attached?.() === true;
  const principal = channel.principal ?? base.principal;
  const remoteAddress = base.remoteAddress;
  return {
    ...(principal ? { principal } : {}),
    ...(remoteAddress !== undefined ? { remoteAddress } : {}),
    get signal() {
      return channel.signal;
    },
    abort: (reason) => channel.abort(reason),
    isDone: () => (attached() ? base.isDone() : false),
    notify: (method, params) => {
      if (attached()) base.notify(method, params);
      else channel.notify?.(method, params);
    },
    ask: (method, params, signal) => {
      if (attached() || !channel.ask) return base.ask(method, params, signal);
      return channel.ask({ method: method as 'elicitation/create', params }, signal);
    },
    get closeSseStream() {
      return attached() ? base.closeSseStream : undefined;
    },
    ...(base.headers ? { headers: base.headers } : {}),
    get inputs() {
      return attached() || !channel.ask ? base.inputs : undefined;
    },
    get progress() {
      return attached() ? undefined : channel.progress?.bind(channel);
    },
    timeLimitMs: channel.timeLimitMs,
    ...(channel.detach ? { detach: () => channel.detach!() } : {}),
  };
}

/** What an extension gets for a tools/call it may take over: the request, the tool, and a way to run it. */
export function toolExecutionRequest(call: MethodCall, tool: ToolDescriptor, runTool: (call: MethodCall, tool: ToolDescriptor) => Promise<WireObject>): ToolExecutionRequest {
  return {
    request: extensionRequestOf(call),
    tool,
    run: async (channel): Promise<ToolRunOutcome> => {
      try {
        const result = await runTool(channel ? { ...call, exchange: channelExchange(call.exchange, channel) } : call, tool);
        return { kind: 'result', result: result as JsonObject };
      } catch (error) {
        if (error instanceof ProtocolError) return { kind: 'error', error: { code: error.rpcCode, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) } };
        call.server.diagnostics.error(`tool ${tool.name} (${tool.member}) failed`, error);
        return { kind: 'error', error: { code: RpcErrorCode.InternalError, message: `Internal error while running tool ${tool.name}` } };
      }
    },
  };
}
