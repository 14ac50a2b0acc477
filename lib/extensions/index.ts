/**
 * mcp-decorators/extensions: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). For an extension of your own,
 * and the parts of the built-in ones you plug into: the extension contract, task owners and stores, the extension ids, the Apps MIME type and Claude domain helper.
 * @module mcp-decorators/extensions
 */
export type { McpExtension, ExtensionMethod, ExtensionRequest, ExtensionEra, ExtensionHost, ListenTopic, ListenSubscription, ClientConnection, ExecutionChannel, ProgressUpdate, ToolExecutionRequest, ToolRunOutcome } from '../server/contracts/extension.js';
export type { NotificationBus } from '../server/contracts/notification-bus.js';
export type { OwnerKey, OwnerSource } from '../server/contracts/owner.js';
/** The default task owner: the verified principal, else the session, or the client on 2026-07-28. @example createServer({ …, owner: (s) => s.principal?.subject ?? defaultOwner(s) }) */
export { defaultOwner } from '../server/contracts/owner.js';
/** Where tasks live (implement it for a store of your own). @example tasks({ store: new SqliteTaskStore({ file: 'tasks.db' }) }) */
export type { TaskStore, TaskEvent } from './tasks/task-store.js';
export type { TaskRecord, TaskStatus } from './tasks/task-record.js';
/** The default task store, in this process's memory. @example tasks({ store: new InMemoryTaskStore() }) */
export { InMemoryTaskStore } from './tasks/in-memory-task-store.js';
/** The tasks extension's identifier and capability key. @example TASKS_EXTENSION // 'io.modelcontextprotocol/tasks' */
export { TASKS_EXTENSION } from './tasks/task-wire.js';
/** The skills extension's identifier and capability key. @example SKILLS_EXTENSION // 'io.modelcontextprotocol/skills' */
export { SKILLS_EXTENSION } from './skills/served-skill.js';
/** The MCP Apps extension's identifier and capability key. @example APPS_EXTENSION // 'io.modelcontextprotocol/ui' */
export { APPS_EXTENSION } from './apps/app-wire.js';
/** The MIME type of an MCP Apps view. @example APP_MIME_TYPE // 'text/html;profile=mcp-app' */
export { APP_MIME_TYPE } from './apps/app-wire.js';
/** Claude's stable sandbox origin for a server URL, for `apps({ domain })`. @example apps({ domain: claudeAppDomain('https://acme.example.com/mcp') }) */
export { claudeAppDomain } from './apps/claude-domain.js';
