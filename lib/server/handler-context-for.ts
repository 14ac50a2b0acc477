import type { LogLevel, McpContext, McpLogger } from '../model/handler-context.js';
import type { JsonValue } from '../model/json-value.js';
import { elicitationRequest, readElicitation, readRoots, readSampling, ROOTS_REQUEST, samplingRequest } from './client-requests.js';
import { MISSING_REQUIRED_CLIENT_CAPABILITY, META } from './envelope.js';
import { ProtocolError } from './protocol-error.js';
import { isJsonObject, ownProperty } from './own-property.js';
import { ToolError } from '../model/tool-error.js';
import type { InputRequest } from '../revisions/revision-adapter.js';
import { LOG_LEVELS } from './log-levels.js';
import type { RequestCall } from './request-call.js';


function declares(call: RequestCall, name: 'elicitation' | 'sampling' | 'roots'): boolean {
  const declared = ownProperty(call.client.capabilities, name);
  if (!isJsonObject(declared)) return false;
  // Form elicitation: `elicitation: {}` (form only, the older spelling) or an explicit `form` mode.
  return name !== 'elicitation' || Object.keys(declared).length === 0 || Object.hasOwn(declared, 'form');
}

function capability(call: RequestCall, name: 'elicitation' | 'sampling' | 'roots', what: string): void {
  if (call.adapter.clientRequests[name] && declares(call, name)) return;
  if (call.adapter.era === 'stateless') {
    // The per-request capabilities are the contract on the stateless wire: the spec's -32021.
    throw new ProtocolError(MISSING_REQUIRED_CLIENT_CAPABILITY, `This request needs the client capability "${name}" for ${what}; declare it in params._meta["${META.clientCapabilities}"]`, { requiredCapabilities: { [name]: {} } });
  }
  // An expected refusal, meant for the model: a tool error logged as one line, not a failure with a stack.
  if (!call.adapter.clientRequests[name]) {
    throw new ToolError(`This client cannot answer ${what}: protocol revision ${call.adapter.revision} has no ${name} requests.`);
  }
  throw new ToolError(`This client cannot answer ${what}: it did not declare the "${name}" capability (protocol revision ${call.adapter.revision}).`);
}

/** Sends a request to the client now (session revisions), or collects it for an input-required round (stateless). */
async function ask<T>(call: RequestCall, kind: string, key: string | undefined, request: InputRequest, read: (answer: JsonValue) => Promise<T | string> | T | string): Promise<T> {
  if (call.inputs) {
    return call.inputs.ask(kind, key, request, async (answer) => {
      const result = await read(answer);
      return typeof result === 'string' ? undefined : result;
    });
  }
  const answer = await call.connection.request(request.method, request.params, call.id, call.signal);
  const result = await read(answer);
  if (typeof result === 'string') throw new Error(result);
  return result;
}

/** Builds the `@Ctx()` object of one call: signal, progress, logging, client, revision, and client requests. */
export function handlerContextFor(call: RequestCall): McpContext {
  let lastProgress = -Infinity;
  const log = (level: LogLevel, data: unknown, logger?: string): void => {
    // Without a level (a stateless request that did not ask for logs) nothing is sent.
    if (call.isDone() || call.logLevel === undefined || LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(call.logLevel)) return;
    const params: { [key: string]: JsonValue } = { level, data: JSON.parse(JSON.stringify(data ?? null)) as JsonValue };
    if (logger !== undefined) params.logger = logger;
    call.connection.notify('notifications/message', params, call.id);
  };
  const logger: McpLogger = {
    log,
    debug: (data) => log('debug', data),
    info: (data) => log('info', data),
    warning: (data) => log('warning', data),
    error: (data) => log('error', data),
  };
  return {
    signal: call.signal,
    revision: call.adapter.revision,
    client: call.client,
    requestId: call.id,
    log: logger,
    async progress(progress, total, message) {
      // Progress must increase, and nothing may follow the response.
      if (call.progressToken === undefined || call.isDone() || !(progress > lastProgress)) return;
      lastProgress = progress;
      call.connection.notify('notifications/progress', call.adapter.encodeProgress({ progressToken: call.progressToken, progress, total, message }), call.id);
    },
    async elicit(form, message, options) {
      capability(call, 'elicitation', 'elicitation requests');
      return ask(call, 'elicitation', options?.key, elicitationRequest(form, message), (answer) => readElicitation(form, answer));
    },
    async sample(request, options) {
      capability(call, 'sampling', 'sampling requests');
      return ask(call, 'sampling', options?.key, samplingRequest(request), readSampling);
    },
    async roots(options) {
      capability(call, 'roots', 'roots requests');
      return ask(call, 'roots', options?.key, ROOTS_REQUEST, readRoots);
    },
    canAsk: (kind) => call.adapter.clientRequests[kind] && declares(call, kind),
    closeSseStream() {
      if (!call.closeSseStream) return false;
      call.closeSseStream();
      return true;
    },
  };
}

/** The positional arguments with the context put in its slot, when the handler asked for one. */
export function withContext(args: readonly unknown[], contextIndex: number | undefined, call: RequestCall): unknown[] {
  const out = [...args];
  if (contextIndex !== undefined) out[contextIndex] = handlerContextFor(call);
  return out;
}
