import type { Client, Transport } from '@modelcontextprotocol/client';
import type { McpContext } from '../model/handler-context.js';
import type { InputRequest } from '../revisions/wire-types.js';
import type { JsonValue } from '../vocabulary/json-value.js';
import { relayThrough, type ClientRequestKind } from '../server/invocation/handler-context.js';
import { ProtocolError } from '../server/protocol/protocol-error.js';
import { RpcErrorCode } from '../vocabulary/rpc-error-codes.js';
import { BridgeUntranslatableError } from '../errors/bridge-untranslatable.error.js';
import { isObject, type Loose } from './loose.js';

/** The 2026-07-28 tasks extension (SEP-2663), as a client declares it. */
export const UPSTREAM_TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/**
 * The capabilities a forwarded tools/call declares to a 2026-07-28 upstream for a client that has tasks (the tasks
 * extension at 2026-07-28, `capabilities.tasks` at 2025-11-25), so the upstream may answer with its task; undefined
 * for a client without (the upstream then answers as to any client without tasks: a call, or -32021).
 */
export function taskCapabilities(context: McpContext, relayed: Loose): Loose | undefined {
  const declared = context.client.capabilities;
  const extensions = declared.extensions;
  const hasTasks = (isObject(extensions) && Object.hasOwn(extensions, UPSTREAM_TASKS_EXTENSION)) || isObject(declared.tasks);
  return hasTasks ? { ...relayed, extensions: { [UPSTREAM_TASKS_EXTENSION]: {} } } : undefined;
}

/** Where a tools/call answer that created an upstream task carries it, once the transport has set it aside. */
const TASK_KEY = 'mcp-decorators/upstream-task';

/** Accepts any result: tasks/* are read as the wire has them. */
const ANY = { '~standard': { version: 1 as const, vendor: 'mcp-decorators', validate: (value: unknown) => ({ value }) } };

/**
 * Sends a request the official client has no schema for (or one its schemas cannot walk) and reads the result as the wire has it.
 * @example const got = await requestAsSent(client, 'tasks/get', { taskId }, { signal });
 */
export async function requestAsSent(client: Client, method: string, params: Loose, options?: Parameters<Client['request']>[2]): Promise<Loose> {
  return (await client.request({ method, params } as never, ANY as never, options)) as Loose;
}

const KINDS: { readonly [method: string]: ClientRequestKind } = { 'elicitation/create': 'elicitation', 'sampling/createMessage': 'sampling', 'roots/list': 'roots' };

/**
 * The official client (2.4) refuses a `resultType: "task"` answer at 2026-07-28 (it has no task runtime), though it
 * sends tasks/get, tasks/update and tasks/cancel. Between its transport and it, such an answer becomes a complete
 * result that carries the task under a key of this proxy's, read back by {@link createdTask}.
 */
export function setTaskAnswersAside(transport: Transport): void {
  const deliver = transport.onmessage;
  if (!deliver) return;
  transport.onmessage = (message, extra) => {
    const result = (message as { result?: unknown }).result;
    if (isObject(result) && result.resultType === 'task' && typeof result.taskId === 'string') {
      const task = { taskId: result.taskId, pollIntervalMs: result.pollIntervalMs };
      return deliver.call(transport, { ...message, result: { resultType: 'complete', content: [], _meta: { [TASK_KEY]: task } } } as typeof message, extra);
    }
    return deliver.call(transport, message, extra);
  };
}

/** An upstream's poll interval as this proxy waits it: a finite number kept within 50 ms–5 s, else 500 ms. */
const pollMsOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 50), 5_000) : 500);

/** The upstream task a forwarded tools/call created, if it did. */
export function createdTask(result: Loose): { readonly taskId: string; readonly pollMs: number } | undefined {
  const task = isObject(result._meta) ? result._meta[TASK_KEY] : undefined;
  if (!isObject(task) || typeof task.taskId !== 'string') return undefined;
  return { taskId: task.taskId, pollMs: pollMsOf(task.pollIntervalMs) };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    // Unref'd: a poll of an upstream task never keeps the process alive by itself (after close() it ends at its next ask).
    const timer = setTimeout(done, ms);
    timer.unref?.();
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Asks the call's client each input the upstream task waits on, through the call (its task, once it is one). */
async function answersTo(inputRequests: Loose, context: McpContext): Promise<{ [key: string]: JsonValue }> {
  // All at once: the client answers each as it can (a form it fills later does not hold up the others).
  const asked = Object.entries(inputRequests).slice(0, 16).map(async ([key, request]): Promise<[string, JsonValue]> => {
    const method = isObject(request) && typeof request.method === 'string' ? request.method : '';
    const kind = Object.hasOwn(KINDS, method) ? KINDS[method]! : undefined;
    if (!kind || !context.canAsk(kind)) throw new BridgeUntranslatableError(method || '(unnamed input)', `the client (protocol revision ${context.revision}) cannot answer it`, `Connect with a client that declares "${kind ?? method}".`);
    const params = JSON.parse(JSON.stringify(isObject(request) && isObject(request.params) ? request.params : {})) as { [key: string]: JsonValue };
    const relayed = relayThrough(context, kind, { method, params } as InputRequest);
    if (!relayed) throw new BridgeUntranslatableError(method, 'the call has no client to ask', 'Serve the proxy with serveStdio, serveHttp or connectInMemory.');
    return [key, await relayed];
  });
  return Object.fromEntries(await Promise.all(asked));
}

/**
 * Follows an upstream task to its end for the call `context` (a task of this proxy once `ctx.startTask()` made it
 * one; else the call waits): polls tasks/get, answers its input rounds through the call, cancels it upstream when
 * the call ends first, and returns its tool result (or throws its failure).
 */
export async function followUpstreamTask(client: Client, task: { readonly taskId: string; readonly pollMs: number }, context: McpContext, capabilities: Loose, deadline: number): Promise<Loose> {
  const { taskId } = task;
  // tasks/* need the extension declared as much as the call that created the task.
  const _meta = { 'io.modelcontextprotocol/clientCapabilities': capabilities };
  const cancel = (): void => void requestAsSent(client, 'tasks/cancel', { taskId, _meta }).catch(() => undefined);
  context.signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      if (context.signal.aborted) throw context.signal.reason;
      if (Date.now() > deadline) {
        cancel();
        throw new ProtocolError(RpcErrorCode.InternalError, 'The upstream task did not end in time (upstreamTimeoutMs)');
      }
      const got = await requestAsSent(client, 'tasks/get', { taskId, _meta }, { signal: context.signal });
      if (got.status === 'completed') {
        if (isObject(got.result)) return got.result;
        throw new ProtocolError(RpcErrorCode.InternalError, 'The upstream task completed without a result');
      }
      if (got.status === 'failed') throw new ProtocolError(RpcErrorCode.InternalError, 'The upstream task failed');
      if (got.status === 'cancelled') throw new ProtocolError(RpcErrorCode.InternalError, 'The upstream task was cancelled');
      if (got.status === 'input_required' && isObject(got.inputRequests)) {
        const inputResponses = await answersTo(got.inputRequests, context);
        await requestAsSent(client, 'tasks/update', { taskId, inputResponses, _meta }, { signal: context.signal });
        continue;
      }
      await wait(task.pollMs, context.signal);
    }
  } finally {
    context.signal.removeEventListener('abort', cancel);
  }
}

/** Where a 2025-11-25 message names the task it belongs to. */
export const RELATED_TASK_META = 'io.modelcontextprotocol/related-task';

/** A copy of `value` without the upstream's related-task `_meta` (its task ids mean nothing to the proxy's clients). */
export function withoutRelatedTask<T extends Loose>(value: T): T {
  if (!isObject(value._meta) || !Object.hasOwn(value._meta, RELATED_TASK_META)) return value;
  const { [RELATED_TASK_META]: _related, ...meta } = value._meta;
  return { ...value, _meta: meta };
}

/** True when a session-era upstream declares 2025-11-25 tasks for tools/call (`capabilities.tasks.requests.tools.call`). */
export function hasCoreToolTasks(capabilities: Loose | undefined): boolean {
  const tasks = capabilities?.tasks;
  const requests = isObject(tasks) ? tasks.requests : undefined;
  const tools = isObject(requests) ? requests.tools : undefined;
  return isObject(tools) && isObject(tools.call);
}

/**
 * Runs a tools/call as a task of a 2025-11-25 upstream (`params.task`) and follows it to its end for the call
 * `context`: polls tasks/get at the upstream's pollInterval (kept within 50 ms–5 s), fetches tasks/result once the
 * task ends or waits on input (the upstream then sends its related elicitation and sampling requests on that
 * response, relayed to the call's client), gives up at `deadline`, and sends tasks/cancel whenever it stops before the answer.
 * While it follows, `following` maps the upstream's task id to `context`: the upstream's requests related to the task
 * reach this call's client only. Returns the tool result; an upstream that answers the call at once (it ignored
 * `task`) is answered with that.
 */
export async function followCoreTask(client: Client, call: { readonly name: string; readonly arguments: Loose }, context: McpContext, deadline: number, following: Map<string, McpContext>): Promise<Loose> {
  const left = (): number => Math.max(1, deadline - Date.now());
  // Not cut short by the call's end: a task the upstream creates meanwhile is learnt of, and cancelled below.
  const created = await requestAsSent(client, 'tools/call', { ...call, task: { ttl: left() } }, { timeout: left() });
  const task = isObject(created.task) ? created.task : undefined;
  if (!task) return created;
  if (typeof task.taskId !== 'string') throw new ProtocolError(RpcErrorCode.InternalError, 'The upstream created a task without a taskId');
  const taskId = task.taskId;
  // A task id another call follows already would mix the two calls' questions: the call fails, the other's task is kept.
  if (following.has(taskId)) throw new ProtocolError(RpcErrorCode.InternalError, 'The upstream created a task with the id of a task another call follows');
  following.set(taskId, context);
  // Whichever way the following ends before the task's answer (the call cancelled, out of time, a request of it
  // failed or not answered), the upstream task is cancelled: nothing of this proxy follows it any more.
  let ended = false;
  try {
    let status = typeof task.status === 'string' ? task.status : 'working';
    let poll = pollMsOf(task.pollInterval);
    for (;;) {
      if (context.signal.aborted) throw context.signal.reason;
      if (Date.now() > deadline) throw new ProtocolError(RpcErrorCode.InternalError, 'The upstream task did not end in time (upstreamTimeoutMs)');
      if (status === 'cancelled') {
        ended = true;
        throw new ProtocolError(RpcErrorCode.InternalError, 'The upstream task was cancelled');
      }
      if (status === 'completed' || status === 'failed' || status === 'input_required') {
        // tasks/result waits for the end, the upstream's questions arriving on its response meanwhile.
        const result = await requestAsSent(client, 'tasks/result', { taskId }, { signal: context.signal, timeout: left() });
        ended = true;
        return withoutRelatedTask(result);
      }
      await wait(poll, context.signal);
      if (context.signal.aborted) continue;
      const got = await requestAsSent(client, 'tasks/get', { taskId }, { signal: context.signal, timeout: left() });
      status = typeof got.status === 'string' ? got.status : status;
      poll = pollMsOf(got.pollInterval);
    }
  } finally {
    following.delete(taskId);
    if (!ended) void requestAsSent(client, 'tasks/cancel', { taskId }, { timeout: 10_000 }).catch(() => undefined);
  }
}
