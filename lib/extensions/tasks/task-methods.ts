import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { ExtensionMethod, ExtensionRequest, ListenTopic } from '../../server/contracts/extension.js';
import { isJsonObject, ownProperty } from '../../server/protocol/own-property.js';
import { ProtocolError } from '../../server/protocol/protocol-error.js';
import { isTerminal, type TaskRecord } from './task-record.js';
import type { TaskService } from './task-service.js';
import { detailedTask, TASKS_EXTENSION } from './task-wire.js';

/** The -32021 of a request that uses the tasks surface without declaring the extension. */
export function missingExtension(what: string): ProtocolError {
  return new ProtocolError(RpcErrorCode.MissingRequiredClientCapability, `${what} needs the client capability extensions["${TASKS_EXTENSION}"]; declare it in params._meta["io.modelcontextprotocol/clientCapabilities"]`, { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } });
}

/** The taskId of a tasks/* request, or -32602. */
export function taskIdOf(request: ExtensionRequest): string {
  const taskId = ownProperty(request.params, 'taskId');
  if (typeof taskId !== 'string' || taskId.length === 0) throw new ProtocolError(RpcErrorCode.InvalidParams, `${request.method} needs params.taskId, the id of a task this client created`);
  return taskId;
}

/** -32602 for a task that does not exist for this caller (unknown, expired, or another owner's: the same answer). */
export function unknownTask(taskId: string): ProtocolError {
  return new ProtocolError(RpcErrorCode.InvalidParams, `Unknown task ${taskId}: it does not exist, it expired, or it belongs to another client; call the tool again to start a new one`);
}

/** The task for the caller, or -32602. */
export async function ownedTask(service: TaskService, request: ExtensionRequest): Promise<TaskRecord> {
  const taskId = taskIdOf(request);
  const record = await service.read(taskId, request.owner);
  if (!record) throw unknownTask(taskId);
  return record;
}

function gated(handle: (request: ExtensionRequest) => Promise<JsonObject>): (request: ExtensionRequest) => Promise<JsonObject> {
  return async (request) => {
    if (!request.declares(TASKS_EXTENSION)) throw missingExtension(request.method);
    return handle(request);
  };
}

/** `tasks/get`, `tasks/update` and `tasks/cancel` of the 2026-07-28 extension (there is no tasks/result nor tasks/list). */
export function extensionTaskMethods(service: TaskService): readonly ExtensionMethod[] {
  return [
    {
      method: 'tasks/get',
      eras: ['stateless'],
      routingParam: 'taskId',
      handle: gated(async (request) => detailedTask(await ownedTask(service, request))),
    },
    {
      method: 'tasks/update',
      eras: ['stateless'],
      routingParam: 'taskId',
      handle: gated(async (request) => {
        const record = await ownedTask(service, request);
        const responses = ownProperty(request.params, 'inputResponses');
        if (!isJsonObject(responses)) throw new ProtocolError(RpcErrorCode.InvalidParams, 'tasks/update needs params.inputResponses, an object of answers keyed like the task\'s inputRequests');
        if (!isTerminal(record.status)) await service.deliver(record.taskId, responses as { readonly [key: string]: JsonValue });
        return {};
      }),
    },
    {
      method: 'tasks/cancel',
      eras: ['stateless'],
      routingParam: 'taskId',
      // Idempotent: cancelling a terminal task is acknowledged like any other.
      handle: gated(async (request) => {
        const record = await ownedTask(service, request);
        if (!isTerminal(record.status)) await service.cancel(record.taskId);
        return {};
      }),
    },
  ];
}

/** The most task ids one `subscriptions/listen` is looked up for; further ids are not honoured. */
export const MAX_LISTENED_TASKS = 100;

/**
 * `subscriptions/listen` with `notifications.taskIds`: `notifications/tasks` with the full task on every change. Only
 * ids of the caller's own existing tasks are honoured (and acknowledged), at most {@link MAX_LISTENED_TASKS}; an
 * invented, expired or another owner's id is left out of the acknowledgement, as if it had not been asked for.
 */
export function taskListenTopic(service: TaskService): ListenTopic {
  return {
    key: 'taskIds',
    async subscribe(request, requested, send) {
      if (!request.declares(TASKS_EXTENSION)) throw missingExtension('subscriptions/listen with notifications.taskIds');
      const ids = Array.isArray(requested) ? [...new Set(requested.filter((id): id is string => typeof id === 'string' && id.length > 0))].slice(0, MAX_LISTENED_TASKS) : [];
      if (ids.length === 0) return undefined;
      const owned = await Promise.all(ids.map((id) => service.read(id, request.owner)));
      const wanted = new Set(ids.filter((_, i) => owned[i] !== undefined));
      if (wanted.size === 0) return undefined;
      const stop = service.store.subscribe((event) => {
        if (event.type !== 'changed' || !wanted.has(event.taskId)) return;
        void service.read(event.taskId, request.owner).then((record) => {
          if (record) send('notifications/tasks', detailedTask(record));
        });
      });
      return { honoured: [...wanted], stop };
    },
  };
}
