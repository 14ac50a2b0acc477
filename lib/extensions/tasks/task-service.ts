import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { randomBase64url } from '../../vocabulary/random-id.js';
import { freezeDeep } from '../../model/freeze-deep.js';
import { TaskLimitError } from '../../errors/task-limit.error.js';
import { TaskResultTooLargeError } from '../../errors/task-result-too-large.error.js';
import { ProtocolError } from '../../server/protocol/protocol-error.js';
import type { ToolRunOutcome } from '../../server/contracts/extension.js';
import type { Diagnostics } from '../../server/contracts/diagnostics.js';
import { changed, isTerminal, type TaskRecord } from './task-record.js';
import type { TaskStore } from './task-store.js';

/** The settled options of the tasks extension. */
export interface TaskSettings {
  readonly defaultTtlMs: number;
  readonly maxTtlMs: number;
  readonly pollIntervalMs: number;
  readonly maxResultBytes: number;
  readonly leaseMs: number;
  readonly sweepIntervalMs: number;
  readonly maxTasksPerOwner: number;
  readonly maxTasks: number;
  readonly maxStoredResultBytes: number;
}

/** What this process knows of a task it created, for the limits: whose it is, until when it is kept, its result's size. */
interface KeptTask {
  readonly owner: string;
  readonly expiresAt: number;
  running: boolean;
  bytes: number;
}

/** The -32005 of a task limit: `data.limit` names the option, `data.retryAfterMs` when to try again. */
function limitReached(error: TaskLimitError, retryAfterMs: number): ProtocolError {
  return new ProtocolError(RpcErrorCode.RateLimited, error.message, { code: error.code, limit: error.limit, max: error.max, retryAfterMs: Math.ceil(retryAfterMs) });
}

const LOST = 'The server process running this task stopped before the task finished; call the tool again.';

/**
 * The task operations both eras share, over one store: create (stored before the id goes out), read for an owner
 * (expired, foreign and orphaned tasks handled), finish, cancel, deliver input, and the timers that sweep
 * expired tasks and renew the leases of the tasks this process runs.
 */
export class TaskService {
  private instanceId: string | undefined;
  /** This process, as the runner of the tasks it starts (made on first use: tasks() runs at a Worker's top level too). */
  get instance(): string {
    return (this.instanceId ??= randomBase64url(9));
  }
  private readonly running = new Set<string>();
  /** The tasks this process created and keeps, oldest first (limits count them in this process). */
  private readonly kept = new Map<string, KeptTask>();
  private readonly runningByOwner = new Map<string, number>();
  private keptBytes = 0;
  private timers: NodeJS.Timeout[] = [];
  /** Outcomes the store could not take yet (e.g. Redis down), written again until it does. */
  private readonly retries = new Map<string, NodeJS.Timeout>();
  diagnostics: Diagnostics | undefined;

  constructor(readonly store: TaskStore, readonly settings: TaskSettings, private readonly now: () => number = Date.now) {}

  /** Whether the server started (start) and not closed yet (stop): the timers may run. */
  private started = false;

  /**
   * Lets the sweeper and the lease renewals run (unref'd: they never keep the process alive). They start with the
   * first task this process creates, not here: the server starts its extensions in createServer, which may run at a
   * Worker's top level, where workerd refuses timers.
   */
  start(): void {
    this.started = true;
  }

  private runTimers(): void {
    if (!this.started || this.timers.length > 0) return;
    const every = (ms: number, work: () => Promise<unknown>): void => {
      const timer = setInterval(() => void work().catch((error: unknown) => this.diagnostics?.error('tasks: background work failed', error)), ms);
      // unref?.: where timers are numbers (workerd with older compatibility dates) there is nothing to unref.
      timer.unref?.();
      this.timers.push(timer);
    };
    every(this.settings.sweepIntervalMs, () => {
      this.forgetExpired(this.now());
      return this.store.sweep(this.now());
    });
    every(Math.max(1, Math.floor(this.settings.leaseMs / 3)), () => this.renewLeases());
  }

  stop(): void {
    this.started = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
  }

  /**
   * Refuses a new task of `owner` with -32005 (`data.limit`, `data.max`, `data.retryAfterMs`) when the owner already
   * runs `maxTasksPerOwner` tasks or this process keeps `maxTasks`.
   */
  private admit(owner: string, tool: string, now: number): void {
    const { maxTasksPerOwner, maxTasks } = this.settings;
    if ((this.runningByOwner.get(owner) ?? 0) >= maxTasksPerOwner) throw limitReached(new TaskLimitError(tool, 'maxTasksPerOwner', maxTasksPerOwner), this.settings.pollIntervalMs);
    if (this.kept.size >= maxTasks) this.forgetExpired(now);
    if (this.kept.size >= maxTasks) {
      const oldest = this.kept.values().next().value as KeptTask;
      throw limitReached(new TaskLimitError(tool, 'maxTasks', maxTasks), Math.max(1, oldest.expiresAt - now));
    }
  }

  /** Drops the expired tasks from the counts (the store sweeps the records themselves). */
  private forgetExpired(now: number): void {
    for (const [taskId, task] of this.kept) {
      if (task.expiresAt > now) continue;
      this.kept.delete(taskId);
      this.keptBytes -= task.bytes;
      if (task.running) this.stopped(taskId, task);
    }
  }

  /** Whether a result of `bytes` fits what tasks may keep in total (`maxStoredResultBytes`), once expired tasks are dropped. */
  private fitsStoredResults(bytes: number): boolean {
    if (this.keptBytes + bytes <= this.settings.maxStoredResultBytes) return true;
    this.forgetExpired(this.now());
    return this.keptBytes + bytes <= this.settings.maxStoredResultBytes;
  }

  /** A kept task stopped running: its owner may start another. */
  private stopped(taskId: string, task: KeptTask | undefined = this.kept.get(taskId)): void {
    if (!task?.running) return;
    task.running = false;
    const left = (this.runningByOwner.get(task.owner) ?? 1) - 1;
    if (left > 0) this.runningByOwner.set(task.owner, left);
    else this.runningByOwner.delete(task.owner);
  }

  /** A new task in `working`, stored before this resolves; refused with -32005 when a task limit is reached. */
  async create(owner: string, tool: string, era: TaskRecord['era'], ttlMs: number | undefined, pollIntervalMs: number | undefined): Promise<TaskRecord> {
    const now = this.now();
    this.admit(owner, tool, now);
    this.runTimers();
    const ttl = Math.min(ttlMs ?? this.settings.defaultTtlMs, this.settings.maxTtlMs);
    const at = new Date(now).toISOString();
    const record: TaskRecord = {
      taskId: randomBase64url(16),
      owner, tool, era,
      status: 'working',
      createdAt: at,
      lastUpdatedAt: at,
      ttlMs: ttl,
      pollIntervalMs: pollIntervalMs ?? this.settings.pollIntervalMs,
      expiresAt: now + ttl,
      runner: this.instance,
      leaseUntil: now + this.settings.leaseMs,
    };
    // Counted before the store is awaited, so concurrent creations cannot all pass the limits.
    this.kept.set(record.taskId, { owner, expiresAt: now + ttl, running: true, bytes: 0 });
    this.runningByOwner.set(owner, (this.runningByOwner.get(owner) ?? 0) + 1);
    try {
      await this.store.create(record);
    } catch (error) {
      this.stopped(record.taskId);
      this.kept.delete(record.taskId);
      throw error;
    }
    this.running.add(record.taskId);
    return record;
  }

  /** The task for its owner: undefined when unknown, expired or someone else's; an orphaned running task reads as failed. */
  async read(taskId: string, owner: string): Promise<TaskRecord | undefined> {
    const record = await this.store.get(taskId);
    if (!record || record.owner !== owner) return undefined;
    const now = this.now();
    if (record.expiresAt !== undefined && record.expiresAt <= now) return undefined;
    if (!isTerminal(record.status) && record.leaseUntil !== undefined && record.leaseUntil < now && !this.running.has(taskId)) {
      return this.update(taskId, (r) => (isTerminal(r.status) ? undefined : changed(r, { status: 'failed', statusMessage: LOST, error: { code: RpcErrorCode.InternalError, message: LOST }, inputRequests: {} }, now)));
    }
    return record;
  }

  /** Changes a task and tells every process that it changed. */
  async update(taskId: string, change: (current: TaskRecord) => TaskRecord | undefined): Promise<TaskRecord | undefined> {
    let touched = false;
    const after = await this.store.update(taskId, (current) => {
      const next = change(current);
      touched = next !== undefined;
      return next;
    });
    if (touched) this.store.publish({ type: 'changed', taskId });
    return after;
  }

  /**
   * Records how the run ended, unless the task is already terminal (cancelled stays cancelled); an orphan guess
   * ("the server process stopped", made by a reader while this runner could not renew its lease) gives way to the
   * real outcome. When the store cannot take it (e.g. Redis unreachable), the write is retried, backing off up to
   * 5 s, until the store answers or the task expires; the task stays this process's meanwhile (its lease renewed).
   * A run that ended as a tool error (`outcome.toolError`, read from the invocation's outcome) leaves the task as
   * `toolErrorStatus`: its era's rule (2025-11-25 `failed`, 2026-07-28 `completed`).
   */
  async finish(taskId: string, tool: string, outcome: ToolRunOutcome, toolErrorStatus: 'failed' | 'completed'): Promise<void> {
    const kept = this.kept.get(taskId);
    this.stopped(taskId, kept);
    let patch: Partial<TaskRecord>;
    if (outcome.kind === 'error') {
      // A copy of the error, frozen like a result: readers share it, and it holds the handler's `data` as it was.
      patch = { status: 'failed', statusMessage: outcome.error.message, error: freezeDeep(structuredClone(outcome.error) as unknown as JsonObject) };
    } else {
      // The one serialisation of the result on its way to the store: its size, and the copy that is stored.
      const json = JSON.stringify(outcome.result);
      const bytes = Buffer.byteLength(json);
      if (bytes > this.settings.maxResultBytes) {
        const problem = new TaskResultTooLargeError(tool, bytes, this.settings.maxResultBytes);
        this.diagnostics?.warn(problem.message);
        patch = { status: 'failed', statusMessage: problem.message, error: { code: RpcErrorCode.InternalError, message: problem.message } };
      } else if (kept && !this.fitsStoredResults(bytes)) {
        const problem = new TaskLimitError(tool, 'maxStoredResultBytes', this.settings.maxStoredResultBytes, bytes);
        this.diagnostics?.warn(problem.message);
        patch = { status: 'failed', statusMessage: problem.message, error: { code: RpcErrorCode.InternalError, message: problem.message } };
      } else {
        if (kept) {
          kept.bytes = bytes;
          this.keptBytes += bytes;
        }
        // Read back from that serialisation and frozen: every reader shares it without a copy (tasks/get, tasks/result,
        // an in-memory client), and neither they nor the handler's later changes to what it returned can alter it.
        patch = { status: outcome.toolError ? toolErrorStatus : 'completed', result: freezeDeep(JSON.parse(json) as JsonObject) };
      }
    }
    const settled = (r: TaskRecord): boolean => isTerminal(r.status) && !(r.status === 'failed' && r.statusMessage === LOST && r.runner === this.instance);
    const write = async (): Promise<void> => {
      await this.update(taskId, (r) => (settled(r) ? undefined : changed(r, { ...patch, inputRequests: {} }, this.now())));
      this.running.delete(taskId);
    };
    try {
      await write();
    } catch (error) {
      this.diagnostics?.error(`tasks: could not store the outcome of task ${taskId}; retrying until the store answers`, error);
      this.retry(taskId, write, 250);
    }
  }

  private retry(taskId: string, write: () => Promise<void>, delayMs: number): void {
    const timer = setTimeout(() => {
      this.retries.delete(taskId);
      write().then(
        () => this.diagnostics?.warn(`tasks: stored the outcome of task ${taskId} after the store recovered`),
        async () => {
          const record = await this.store.get(taskId).catch(() => 'unknown' as const);
          if (record === undefined || (record !== 'unknown' && record.expiresAt !== undefined && record.expiresAt <= this.now())) return void this.running.delete(taskId);
          this.retry(taskId, write, Math.min(delayMs * 2, 5000));
        },
      );
    }, delayMs);
    timer.unref?.();
    this.retries.set(taskId, timer);
  }

  /** Cancels a task that is not terminal yet and tells its runner; resolves with the task afterwards. */
  async cancel(taskId: string): Promise<TaskRecord | undefined> {
    const after = await this.update(taskId, (r) => (isTerminal(r.status) ? undefined : changed(r, { status: 'cancelled', statusMessage: 'The task was cancelled by request.', inputRequests: {} }, this.now())));
    this.store.publish({ type: 'cancel', taskId });
    return after;
  }

  /** Input from `tasks/update`: answers for the keys still outstanding (others are ignored), then back to working when none is left. */
  async deliver(taskId: string, responses: { readonly [key: string]: JsonValue }): Promise<void> {
    await this.update(taskId, (r) => {
      if (isTerminal(r.status)) return undefined;
      const pending = { ...(r.inputRequests ?? {}) };
      const answers = { ...(r.answers ?? {}) };
      let any = false;
      for (const key of Object.keys(responses)) {
        if (!Object.hasOwn(pending, key)) continue;
        answers[key] = responses[key]!;
        delete pending[key];
        any = true;
      }
      if (!any) return undefined;
      const waiting = Object.keys(pending).length > 0;
      return changed(r, { inputRequests: pending, answers, status: waiting ? 'input_required' : 'working', ...(waiting ? {} : { statusMessage: 'Input received; working.' }) }, this.now());
    });
    this.store.publish({ type: 'input', taskId });
  }

  private async renewLeases(): Promise<void> {
    const until = this.now() + this.settings.leaseMs;
    for (const taskId of [...this.running]) {
      await this.store.update(taskId, (r) => (isTerminal(r.status) ? undefined : { ...r, leaseUntil: until }));
    }
  }
}
