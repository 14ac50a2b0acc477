import type { TaskSupport } from '../vocabulary/task-support.js';

export type { TaskSupport };

/**
 * How a tool runs when the request can get a task (2026-07-28 with the tasks extension declared, or 2025-11-25
 * with `params.task`); elsewhere it runs as an ordinary call.
 */
export interface ToolExecution {
  readonly taskSupport: TaskSupport;
  /**
   * True: the task is created when the handler calls `ctx.startTask()`, so input gathered before that goes
   * through the request itself (a 2026-07-28 input round, or a request to the client); false (default): the
   * task is created before the handler runs.
   */
  readonly deferred: boolean;
  /** How long the task is kept after it was created, in ms; undefined: the tasks extension's default. */
  readonly ttlMs?: number;
  /** Suggested polling interval in ms; undefined: the tasks extension's default. */
  readonly pollIntervalMs?: number;
  /** Longest the handler may run as a task, in ms (0 = no limit); undefined: no limit. */
  readonly timeoutMs?: number;
}
