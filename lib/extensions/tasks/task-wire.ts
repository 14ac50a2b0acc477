import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';

type Mutable = { [key: string]: JsonValue };
import type { TaskRecord } from './task-record.js';

/** The extension's identifier and capability key (SEP-2663). */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** The `_meta` key that ties a message to a task on 2025-11-25. */
export const RELATED_TASK = 'io.modelcontextprotocol/related-task';

function base(record: TaskRecord): Mutable {
  const out: Mutable = { taskId: record.taskId, status: record.status };
  if (record.statusMessage !== undefined) out.statusMessage = record.statusMessage;
  out.createdAt = record.createdAt;
  out.lastUpdatedAt = record.lastUpdatedAt;
  return out;
}

/** The 2026-07-28 `Task` fields: `ttlMs` and `pollIntervalMs`, never the v1 `ttl`/`pollInterval` or a `requestState`. */
function extensionTask(record: TaskRecord): Mutable {
  return { ...base(record), ttlMs: record.ttlMs, pollIntervalMs: record.pollIntervalMs };
}

/** The flat `CreateTaskResult` of 2026-07-28: `resultType: "task"` and the task's fields at the root. */
export function createTaskResult(record: TaskRecord): Mutable {
  return { resultType: 'task', ...extensionTask(record) };
}

/** The `DetailedTask` of `tasks/get` and `notifications/tasks`: input requests, the result or the error inlined per status. */
export function detailedTask(record: TaskRecord): Mutable {
  const out = extensionTask(record);
  // Shared with the stored record, not copied: nothing on the way to the wire changes a result below its root.
  if (record.status === 'input_required') out.inputRequests = record.inputRequests ?? {};
  if (record.status === 'completed' && record.result) out.result = record.result;
  if (record.status === 'failed' && record.error) out.error = record.error;
  return out;
}

/** The 2025-11-25 `Task`: `ttl` and `pollInterval`. */
export function coreTask(record: TaskRecord): Mutable {
  return { ...base(record), ttl: record.ttlMs, pollInterval: record.pollIntervalMs };
}

/** The 2025-11-25 `CreateTaskResult`: the task under `task`. */
export function coreCreateTaskResult(record: TaskRecord): JsonObject {
  return { task: coreTask(record) };
}

/** `_meta` that ties a message to a task (2025-11-25). */
export function relatedTaskMeta(taskId: string): JsonObject {
  return { [RELATED_TASK]: { taskId } };
}
