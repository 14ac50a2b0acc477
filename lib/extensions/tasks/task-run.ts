import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import type { Principal } from '../../model/principal.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';
import type { ExecutionChannel, ProgressUpdate, ToolExecutionRequest, ToolRunOutcome } from '../../server/contracts/extension.js';
import type { RequestId } from '../../server/protocol/json-rpc.js';
import { changed, isTerminal, type TaskRecord } from './task-record.js';
import type { TaskService } from './task-service.js';
import { coreTask, relatedTaskMeta } from './task-wire.js';

function statusOf(update: ProgressUpdate): string {
  if (update.message !== undefined) return update.message;
  return update.total !== undefined ? `${update.progress} of ${update.total}` : `${update.progress}`;
}

/** How often a run waiting for input looks at the store, in case a signal from another process went missing. */
const INPUT_RECHECK_MS = 1000;

/**
 * One tool run as a task: the channel the run reports to. Progress becomes the task's status message; client
 * input parks the task in `input_required` (2026-07-28: as `inputRequests` answered by `tasks/update`; 2025-11-25:
 * as requests to the client on its `tasks/result` stream, tagged with the related task); `tasks/cancel` aborts the
 * handler's signal. A deferred run starts attached to its request and detaches at `ctx.startTask()`.
 */
export class TaskRun implements ExecutionChannel {
  private readonly controller = new AbortController();
  private isAttached: boolean;
  private record: TaskRecord | undefined;
  private keys = 0;
  private readonly waiters = new Set<RequestId>();
  private readonly waitingForStream = new Set<() => void>();
  private stopEvents: () => void = () => undefined;
  private lastSent: string | undefined;
  private detached: (record: TaskRecord) => void = () => undefined;
  /** Resolves with the task once a deferred run detached. */
  readonly started: Promise<TaskRecord>;
  readonly timeLimitMs: number;
  /** The caller the task runs for: the verified principal of the request that created it, kept for the run's life. */
  readonly principal: Principal | undefined;

  constructor(private readonly service: TaskService, private readonly execution: ToolExecutionRequest, private readonly era: TaskRecord['era'], private readonly ttlMs: number | undefined, attached: boolean) {
    this.isAttached = attached;
    this.principal = execution.request.principal;
    this.timeLimitMs = execution.tool.execution?.timeoutMs ?? 0;
    this.started = new Promise<TaskRecord>((resolve) => (this.detached = resolve));
    if (attached) {
      const signal = execution.request.signal;
      const follow = (): void => {
        if (this.isAttached) this.abort(signal.reason instanceof Error ? signal.reason : new RequestAbortedError('cancelled', 'the request was cancelled'));
      };
      if (signal.aborted) follow();
      else signal.addEventListener('abort', follow, { once: true });
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get taskId(): string | undefined {
    return this.record?.taskId;
  }

  attached(): boolean {
    return this.isAttached;
  }

  abort(reason: Error): void {
    if (!this.controller.signal.aborted) this.controller.abort(reason);
  }

  /** Stores the task (before its id goes anywhere) and starts listening for what other processes say about it. */
  async create(): Promise<TaskRecord> {
    const { request, tool } = this.execution;
    this.record = await this.service.create(request.owner, tool.name, this.era, this.ttlMs ?? tool.execution?.ttlMs, tool.execution?.pollIntervalMs);
    const taskId = this.record.taskId;
    this.stopEvents = this.service.store.subscribe((event) => {
      if (event.taskId !== taskId) return;
      if (event.type === 'cancel') this.abort(new RequestAbortedError('cancelled', 'the task was cancelled'));
      if (event.type === 'changed' && this.era === 'session') void this.sendStatus();
    });
    return this.record;
  }

  /** `ctx.startTask()`: the task is created now, and the run goes on in the background. */
  async detach(): Promise<void> {
    if (!this.isAttached) return;
    const record = await this.create();
    this.isAttached = false;
    this.detached(record);
  }

  /** Runs the tool on this channel and records how it ended (when it ran as a task). */
  async execute(): Promise<ToolRunOutcome> {
    const outcome = await this.execution.run(this);
    if (this.record) {
      await this.service.finish(this.record.taskId, this.execution.tool.name, outcome).catch((error: unknown) => this.service.diagnostics?.error(`tasks: could not store the outcome of task ${this.record!.taskId}`, error));
      this.stopEvents();
      this.waiters.clear();
    }
    return outcome;
  }

  progress(update: ProgressUpdate): void {
    const taskId = this.record?.taskId;
    if (!taskId) return;
    void this.service.update(taskId, (r) => (isTerminal(r.status) ? undefined : changed(r, { statusMessage: statusOf(update) }))).catch(() => undefined);
    // 2025-11-25: the original progress token stays valid for the task's life.
    const token = this.execution.request.params._meta;
    const progressToken = token !== null && typeof token === 'object' && !Array.isArray(token) ? (token as JsonObject).progressToken : undefined;
    if (this.era === 'session' && (typeof progressToken === 'string' || typeof progressToken === 'number')) {
      this.notify('notifications/progress', { progressToken, progress: update.progress, ...(update.total !== undefined ? { total: update.total } : {}), ...(update.message !== undefined ? { message: update.message } : {}) });
    }
  }

  notify(method: string, params: JsonObject): void {
    const channel = this.execution.request.channel;
    if (this.era !== 'session' || !channel?.open || !this.record) return;
    channel.notify(method, { ...params, _meta: relatedTaskMeta(this.record.taskId) }, this.waiter());
  }

  async ask(request: InputRequest, signal: AbortSignal): Promise<JsonValue> {
    const taskId = this.record?.taskId;
    if (!taskId) throw new RequestAbortedError('cancelled', 'the task does not exist yet');
    const key = `${request.method === 'elicitation/create' ? 'elicitation' : request.method === 'sampling/createMessage' ? 'sampling' : 'roots'}-${++this.keys}`;
    return this.era === 'stateless' ? this.askByPolling(taskId, key, request, signal) : this.askOnStream(taskId, key, request, signal);
  }

  /** A `tasks/result` request of 2025-11-25 that waits on this task: its stream carries the task's requests to the client. */
  addWaiter(id: RequestId): () => void {
    this.waiters.add(id);
    for (const wake of [...this.waitingForStream]) wake();
    return () => void this.waiters.delete(id);
  }

  private waiter(): RequestId | undefined {
    let last: RequestId | undefined;
    for (const id of this.waiters) last = id;
    return last;
  }

  private async sendStatus(): Promise<void> {
    const channel = this.execution.request.channel;
    if (!channel?.open || !this.record) return;
    const record = await this.service.store.get(this.record.taskId);
    if (!record) return;
    const key = `${record.status}\n${record.statusMessage ?? ''}`;
    if (key === this.lastSent) return;
    this.lastSent = key;
    channel.notify('notifications/tasks/status', coreTask(record));
  }

  /** 2026-07-28: parks the task in input_required with the request under `key`, until `tasks/update` answers it. */
  private async askByPolling(taskId: string, key: string, request: InputRequest, signal: AbortSignal): Promise<JsonValue> {
    return new Promise<JsonValue>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const finish = (): void => {
        settled = true;
        stop();
        clearInterval(timer);
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = (): void => {
        finish();
        reject(signal.reason instanceof Error ? signal.reason : new RequestAbortedError('cancelled', 'the task was cancelled'));
      };
      const check = async (): Promise<void> => {
        const record = await this.service.store.get(taskId);
        if (settled || !record || !record.answers || !Object.hasOwn(record.answers, key)) return;
        const answer = record.answers[key]!;
        finish();
        await this.service.store.update(taskId, (r) => {
          const answers = { ...(r.answers ?? {}) };
          delete answers[key];
          return { ...r, answers };
        });
        resolve(answer);
      };
      const stop = this.service.store.subscribe((event) => {
        if (event.taskId === taskId && event.type === 'input') void check();
      });
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      timer = setInterval(() => void check(), INPUT_RECHECK_MS);
      timer.unref();
      void this.service
        .update(taskId, (r) => (isTerminal(r.status) ? undefined : changed(r, { status: 'input_required', statusMessage: 'Waiting for input from the client (tasks/update).', inputRequests: { ...(r.inputRequests ?? {}), [key]: structuredClone(request) as unknown as JsonValue } })))
        .then(() => check());
    });
  }

  /** 2025-11-25: input_required, then the request goes to the client on a `tasks/result` stream with the related task. */
  private async askOnStream(taskId: string, key: string, request: InputRequest, signal: AbortSignal): Promise<JsonValue> {
    const channel = this.execution.request.channel;
    if (!channel?.open) throw new RequestAbortedError('closed', 'the session that started this task is closed');
    await this.service.update(taskId, (r) => (isTerminal(r.status) ? undefined : changed(r, { status: 'input_required', statusMessage: 'Waiting for input: call tasks/result to receive the request.', inputRequests: { ...(r.inputRequests ?? {}), [key]: structuredClone(request) as unknown as JsonValue } })));
    while (this.waiter() === undefined) {
      if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new RequestAbortedError('cancelled', 'the task was cancelled');
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          this.waitingForStream.delete(wake);
          signal.removeEventListener('abort', wake);
          resolve();
        };
        this.waitingForStream.add(wake);
        signal.addEventListener('abort', wake, { once: true });
      });
    }
    const params = { ...(request.params as JsonObject), _meta: relatedTaskMeta(taskId) };
    try {
      return await channel.ask(request.method, params, this.waiter(), signal);
    } finally {
      await this.service.update(taskId, (r) => {
        if (isTerminal(r.status)) return undefined;
        const pending = { ...(r.inputRequests ?? {}) };
        delete pending[key];
        const waiting = Object.keys(pending).length > 0;
        return changed(r, { inputRequests: pending, status: waiting ? 'input_required' : 'working', statusMessage: waiting ? r.statusMessage ?? '' : 'Input received; working.' });
      });
    }
  }
}
