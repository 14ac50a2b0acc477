import { createRequire } from 'node:module';
import { EventEmitter } from 'node:events';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { changed, isTerminal, type TaskRecord } from '../../extensions/tasks/task-record.js';
import type { TaskEvent, TaskStore } from '../../extensions/tasks/task-store.js';

/** The part of a better-sqlite3 statement this store uses. */
interface Statement {
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

/** The part of a better-sqlite3 database this store uses. */
interface Database {
  pragma(source: string): unknown;
  exec(source: string): unknown;
  prepare(source: string): Statement;
  transaction<T>(fn: () => T): () => T;
  close(): void;
}

/** Options of `SqliteTaskStore`. */
export interface SqliteTaskStoreOptions {
  /** The database file (created when missing); `:memory:` for a throwaway one. */
  readonly file: string;
  /** On open, mark tasks that were still running as failed (this process is their only runner); default true. */
  readonly recoverRunning?: boolean;
}

const RESTARTED = 'The server restarted while this task was running, so it did not finish; call the tool again.';

function load(): new (file: string) => Database {
  try {
    // An optional peer: no require() a bundler would insist on; a createRequire load Vercel's file tracing follows.
    const loadPeer = createRequire(import.meta.url);
    return loadPeer('better-sqlite3') as new (file: string) => Database;
  } catch {
    throw new InvalidServerOptionError('tasks.store', 'is a SqliteTaskStore, but better-sqlite3 is not installed', 'Install it next to mcp-decorators: npm install better-sqlite3@12.');
  }
}

/**
 * Tasks in a SQLite file (better-sqlite3 12, an optional peer dependency), so results survive a restart. One
 * process owns the file: when it opens, tasks left running by the previous process read as `failed` with a clear
 * status message, never `working` forever. Writes are synchronous and durable (WAL) before the task id goes out.
 * @example tasks({ store: new SqliteTaskStore({ file: 'tasks.db' }) })
 */
export class SqliteTaskStore implements TaskStore {
  private readonly db: Database;
  private readonly events = new EventEmitter();
  private readonly statements: { readonly [K in 'insert' | 'get' | 'put' | 'list' | 'sweep' | 'running']: Statement };

  constructor(options: SqliteTaskStoreOptions) {
    const Sqlite = load();
    this.db = new Sqlite(options.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec('CREATE TABLE IF NOT EXISTS mcp_tasks (task_id TEXT PRIMARY KEY, owner TEXT NOT NULL, seq INTEGER NOT NULL, expires_at INTEGER, terminal INTEGER NOT NULL, data TEXT NOT NULL); CREATE INDEX IF NOT EXISTS mcp_tasks_owner ON mcp_tasks (owner, seq);');
    this.statements = {
      insert: this.db.prepare('INSERT INTO mcp_tasks (task_id, owner, seq, expires_at, terminal, data) VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM mcp_tasks), ?, ?, ?)'),
      get: this.db.prepare('SELECT data FROM mcp_tasks WHERE task_id = ?'),
      put: this.db.prepare('UPDATE mcp_tasks SET data = ?, terminal = ?, expires_at = ? WHERE task_id = ?'),
      list: this.db.prepare('SELECT data FROM mcp_tasks WHERE owner = ? ORDER BY seq LIMIT ? OFFSET ?'),
      sweep: this.db.prepare('DELETE FROM mcp_tasks WHERE expires_at IS NOT NULL AND expires_at <= ?'),
      running: this.db.prepare('SELECT data FROM mcp_tasks WHERE terminal = 0'),
    };
    this.events.setMaxListeners(0);
    if (options.recoverRunning ?? true) this.recover();
  }

  private recover(): void {
    const now = Date.now();
    this.db.transaction(() => {
      for (const row of this.statements.running.all() as { data: string }[]) {
        const record = JSON.parse(row.data) as TaskRecord;
        this.write(changed(record, { status: 'failed', statusMessage: RESTARTED, error: { code: RpcErrorCode.InternalError, message: RESTARTED }, inputRequests: {} }, now));
      }
    })();
  }

  private write(record: TaskRecord): void {
    this.statements.put.run(JSON.stringify(record), isTerminal(record.status) ? 1 : 0, record.expiresAt ?? null, record.taskId);
  }

  async create(record: TaskRecord): Promise<void> {
    this.statements.insert.run(record.taskId, record.owner, record.expiresAt ?? null, isTerminal(record.status) ? 1 : 0, JSON.stringify(record));
  }

  async get(taskId: string): Promise<TaskRecord | undefined> {
    const row = this.statements.get.get(taskId) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as TaskRecord) : undefined;
  }

  async update(taskId: string, change: (current: TaskRecord) => TaskRecord | undefined): Promise<TaskRecord | undefined> {
    return this.db.transaction(() => {
      const row = this.statements.get.get(taskId) as { data: string } | undefined;
      if (!row) return undefined;
      const current = JSON.parse(row.data) as TaskRecord;
      const next = change(current);
      if (next) this.write(next);
      return next ?? current;
    })();
  }

  async list(owner: string, offset: number, limit: number): Promise<readonly TaskRecord[]> {
    return (this.statements.list.all(owner, limit, offset) as { data: string }[]).map((r) => JSON.parse(r.data) as TaskRecord);
  }

  async sweep(now: number): Promise<number> {
    const result = this.statements.sweep.run(now) as { changes?: number };
    return result.changes ?? 0;
  }

  publish(event: TaskEvent): void {
    this.events.emit('event', event);
  }

  subscribe(listener: (event: TaskEvent) => void): () => void {
    this.events.on('event', listener);
    return () => void this.events.off('event', listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
    this.db.close();
  }
}
