/**
 * mcp-decorators/sqlite: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Tasks in a SQLite file; the
 * only entry that loads the optional peer better-sqlite3.
 * @module mcp-decorators/sqlite
 */
/** Tasks in a SQLite file (better-sqlite3 12, optional peer), surviving a restart. @example tasks({ store: new SqliteTaskStore({ file: 'tasks.db' }) }) */
export { SqliteTaskStore } from './sqlite-task-store.js';
export type { SqliteTaskStoreOptions } from './sqlite-task-store.js';
