import type { LogLevel, McpContext, McpLogger } from '../model/handler-context.js';
import type { JsonValue } from '../model/json-value.js';
import { elicit, listRoots, sample } from './client-requests.js';
import type { RequestCall } from './request-call.js';

/** Log levels, least severe first. */
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];

function declares(call: RequestCall, name: 'elicitation' | 'sampling' | 'roots'): boolean {
  const declared = call.connection.client.capabilities[name];
  if (declared === null || typeof declared !== 'object') return false;
  // Form elicitation: `elicitation: {}` (form only, the older spelling) or an explicit `form` mode.
  return name !== 'elicitation' || Object.keys(declared).length === 0 || 'form' in declared;
}

function capability(call: RequestCall, name: 'elicitation' | 'sampling' | 'roots', what: string): void {
  const allowed = call.adapter.clientRequests[name] && declares(call, name);
  if (!allowed) throw new Error(`This client cannot answer ${what}: it did not declare the "${name}" capability (protocol revision ${call.adapter.revision}).`);
}

/** Builds the `@Ctx()` object of one call: signal, progress, logging, client, revision, and client requests. */
export function handlerContextFor(call: RequestCall): McpContext {
  let lastProgress = -Infinity;
  const log = (level: LogLevel, data: unknown, logger?: string): void => {
    if (call.isDone() || LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(call.connection.logLevel)) return;
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
  const send = (method: string, params: { [key: string]: JsonValue }) => call.connection.request(method, params, call.id, call.signal);
  return {
    signal: call.signal,
    revision: call.adapter.revision,
    client: call.connection.client,
    requestId: call.id,
    log: logger,
    async progress(progress, total, message) {
      // Progress must increase, and nothing may follow the response.
      if (call.progressToken === undefined || call.isDone() || !(progress > lastProgress)) return;
      lastProgress = progress;
      call.connection.notify('notifications/progress', call.adapter.encodeProgress({ progressToken: call.progressToken, progress, total, message }), call.id);
    },
    async elicit(form, message) {
      capability(call, 'elicitation', 'elicitation requests');
      return elicit(send, form, message);
    },
    async sample(request) {
      capability(call, 'sampling', 'sampling requests');
      return sample(send, request);
    },
    async roots() {
      capability(call, 'roots', 'roots requests');
      return listRoots(send);
    },
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
