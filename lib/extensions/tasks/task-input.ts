import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import type { ProgressUpdate } from '../../server/contracts/extension.js';
import type { RequestId } from '../../server/protocol/json-rpc.js';
import type { TaskRecord, TaskStatus } from './task-record.js';

/**
 * How a task's run reaches its client, one strategy per era, chosen once when the run is made: `PolledInput`
 * (2026-07-28: input requests on the task, answered by `tasks/update`; no stream) or `StreamedInput` (2025-11-25:
 * requests, notifications and status on the session, tagged with the related task).
 */
export interface TaskInput {
  /** The era whose wire shapes the task is stored for. */
  readonly era: TaskRecord['era'];
  /** What a run that ended as a tool error leaves the task as: `failed` (2025-11-25) or `completed` with its result (2026-07-28). */
  readonly toolErrorStatus: Extract<TaskStatus, 'failed' | 'completed'>;
  /** Asks the client for input on behalf of task `taskId`; `key` is unique over the task's life. */
  ask(taskId: string, key: string, request: InputRequest, signal: AbortSignal): Promise<JsonValue>;
  /** A notification of the run (`ctx.log`…), where the era has a way to send it. */
  notify(taskId: string, method: string, params: JsonObject): void;
  /** `ctx.progress`, beyond the status message the run already keeps. */
  progress(taskId: string, update: ProgressUpdate): void;
  /** The task changed (in this process or another). */
  changed(taskId: string): void;
  /** A `tasks/result` request that waits on the task (2025-11-25): its stream carries the task's requests. Returns the removal. */
  addWaiter?(id: RequestId): () => void;
  /** The run ended. */
  stop(): void;
}
