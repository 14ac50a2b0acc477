import type { TaskRecord } from './task-record.js';
import type { TaskEvent, TaskStore } from './task-store.js';

/**
 * The default task store: a `Map` in this process. Tasks are lost on restart and invisible to other replicas;
 * use `SqliteTaskStore` or `RedisTaskStore` for that.
 * @example tasks({ store: new InMemoryTaskStore() })
 */
export class InMemoryTaskStore implements TaskStore {
  private readonly tasks = new Map<string, TaskRecord>();
  private readonly listeners = new Set<(event: TaskEvent) => void>();

  async create(record: TaskRecord): Promise<void> {
    this.tasks.set(record.taskId, record);
  }

  async get(taskId: string): Promise<TaskRecord | undefined> {
    return this.tasks.get(taskId);
  }

  async update(taskId: string, change: (current: TaskRecord) => TaskRecord | undefined): Promise<TaskRecord | undefined> {
    const current = this.tasks.get(taskId);
    if (!current) return undefined;
    const next = change(current);
    if (next) this.tasks.set(taskId, next);
    return next ?? current;
  }

  async list(owner: string, offset: number, limit: number): Promise<readonly TaskRecord[]> {
    return [...this.tasks.values()].filter((t) => t.owner === owner).slice(offset, offset + limit);
  }

  async sweep(now: number): Promise<number> {
    let swept = 0;
    for (const [id, task] of this.tasks) {
      if (task.expiresAt !== undefined && task.expiresAt <= now) {
        this.tasks.delete(id);
        swept++;
      }
    }
    return swept;
  }

  publish(event: TaskEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  subscribe(listener: (event: TaskEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
