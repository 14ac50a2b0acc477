import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import type { Principal } from '../../model/principal.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';
import type { ExecutionChannel, ProgressUpdate, ToolExecutionRequest, ToolRunOutcome } from '../../server/contracts/extension.js';
import { changed, isTerminal, type TaskRecord } from './task-record.js';
import type { TaskInput } from './task-input.js';
import type { TaskService } from './task-service.js';

function statusOf(update: ProgressUpdate): string {
  if (update.message !== undefined) return update.message;
  return update.total !== undefined ? `${update.progress} of ${update.total}` : `${update.progress}`;
}

/** The key of an input request, unique over the task's life: its kind and a counter. */
function keyOf(request: InputRequest, n: number): string {
  return `${request.method === 'elicitation/create' ? 'elicitation' : request.method === 'sampling/createMessage' ? 'sampling' : 'roots'}-${n}`;
}

/**
 * One tool run as a task, on the channel it reports to: stored first, its progress kept as the task's status
 * message, `tasks/cancel` aborting the handler's signal, its end recorded. How it reaches the client (input,
 * notifications, status) is its era's `TaskInput`, chosen once when the run is made. A deferred run starts on its
 * request (following the request's cancellation) and becomes a task at `ctx.startTask()`.
 */
export class TaskRun implements ExecutionChannel {
  private readonly controller = new AbortController();
  private onRequest: boolean;
  private record: TaskRecord | undefined;
  private keys = 0;
  private stopEvents: () => void = () => undefined;
  private detached: (record: TaskRecord) => void = () => undefined;
  /** Resolves with the task once a deferred run detached. */
  readonly started: Promise<TaskRecord>;
  readonly timeLimitMs: number;
  /** The caller the task runs for: the verified principal of the request that created it, kept for the run's life. */
  readonly principal: Principal | undefined;

  constructor(private readonly service: TaskService, private readonly execution: ToolExecutionRequest, readonly input: TaskInput, private readonly ttlMs: number | undefined, readonly deferred: boolean) {
    this.onRequest = deferred;
    this.principal = execution.request.principal;
    this.timeLimitMs = execution.tool.execution?.timeoutMs ?? 0;
    this.started = new Promise<TaskRecord>((resolve) => (this.detached = resolve));
    if (deferred) {
      const signal = execution.request.signal;
      const follow = (): void => {
        if (this.onRequest) this.abort(signal.reason instanceof Error ? signal.reason : new RequestAbortedError('cancelled', 'the request was cancelled'));
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

  abort(reason: Error): void {
    if (!this.controller.signal.aborted) this.controller.abort(reason);
  }

  /** Stores the task (before its id goes anywhere) and starts listening for what other processes say about it. */
  async create(): Promise<TaskRecord> {
    const { request, tool } = this.execution;
    this.record = await this.service.create(request.owner, tool.name, this.input.era, this.ttlMs ?? tool.execution?.ttlMs, tool.execution?.pollIntervalMs);
    const taskId = this.record.taskId;
    this.stopEvents = this.service.store.subscribe((event) => {
      if (event.taskId !== taskId) return;
      if (event.type === 'cancel') this.abort(new RequestAbortedError('cancelled', 'the task was cancelled'));
      if (event.type === 'changed') this.input.changed(taskId);
    });
    return this.record;
  }

  /** `ctx.startTask()`: the task is created now, and the run goes on in the background. */
  async detach(): Promise<void> {
    if (!this.onRequest) return;
    const record = await this.create();
    this.onRequest = false;
    this.detached(record);
  }

  /** Runs the tool on this channel and records how it ended (when it ran as a task). */
  async execute(): Promise<ToolRunOutcome> {
    const outcome = await this.execution.run(this);
    if (this.record) {
      const { taskId } = this.record;
      await this.service.finish(taskId, this.execution.tool.name, outcome, this.input.toolErrorStatus).catch((error: unknown) => this.service.diagnostics?.error(`tasks: could not store the outcome of task ${taskId}`, error));
      this.stopEvents();
      this.input.stop();
    }
    return outcome;
  }

  progress(update: ProgressUpdate): void {
    const taskId = this.record?.taskId;
    if (!taskId) return;
    void this.service.update(taskId, (r) => (isTerminal(r.status) ? undefined : changed(r, { statusMessage: statusOf(update) }))).catch(() => undefined);
    this.input.progress(taskId, update);
  }

  notify(method: string, params: JsonObject): void {
    if (this.record) this.input.notify(this.record.taskId, method, params);
  }

  async ask(request: InputRequest, signal: AbortSignal): Promise<JsonValue> {
    const taskId = this.record?.taskId;
    if (!taskId) throw new RequestAbortedError('cancelled', 'the task does not exist yet');
    return this.input.ask(taskId, keyOf(request, ++this.keys), request, signal);
  }
}
