import type { TaskRecord } from './task-record.js';

/** What one process tells the others about a task: it changed, it was cancelled, or input arrived for it. */
export interface TaskEvent {
  readonly type: 'changed' | 'cancel' | 'input';
  readonly taskId: string;
}

/**
 * Where tasks live: a task is stored before its id is returned, read by any process that shares the store, and
 * swept once expired. Implementations: `InMemoryTaskStore` (default), `SqliteTaskStore` (survives a restart),
 * `RedisTaskStore` (shared by replicas). Events carry cancellation and input to the process running a task.
 * @example tasks({ store: new SqliteTaskStore({ file: 'tasks.db' }) })
 */
export interface TaskStore {
  /** Stores a new task; resolves once a `get` anywhere would find it. */
  create(record: TaskRecord): Promise<void>;
  get(taskId: string): Promise<TaskRecord | undefined>;
  /**
   * Changes one task atomically: `change` gets the current record and returns the new one, or undefined to leave
   * it. Resolves with what is stored afterwards (undefined when there is no such task).
   */
  update(taskId: string, change: (current: TaskRecord) => TaskRecord | undefined): Promise<TaskRecord | undefined>;
  /** The tasks of one owner, oldest first, from `offset`. */
  list(owner: string, offset: number, limit: number): Promise<readonly TaskRecord[]>;
  /** Drops the tasks whose `expiresAt` has passed; resolves with how many. */
  sweep(now: number): Promise<number>;
  /** Tells every process sharing the store (this one included). */
  publish(event: TaskEvent): void;
  subscribe(listener: (event: TaskEvent) => void): () => void;
  close(): Promise<void>;
}
