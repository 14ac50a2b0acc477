import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { ExtensionMethod, ExtensionRequest } from '../../server/contracts/extension.js';
import { ownProperty } from '../../server/protocol/own-property.js';
import { ProtocolError } from '../../server/protocol/protocol-error.js';
import { isTerminal, type TaskRecord } from './task-record.js';
import type { TaskRun } from './task-run.js';
import type { TaskService } from './task-service.js';
import { ownedTask, unknownTask } from './task-methods.js';
import { coreTask, relatedTaskMeta } from './task-wire.js';

const PAGE = 50;

function coreOnly(handle: (request: ExtensionRequest) => Promise<JsonObject>): (request: ExtensionRequest) => Promise<JsonObject> {
  return async (request) => {
    const policy = request.adapter.policy;
    if (policy.era !== 'session' || policy.coreTasks !== true) throw new ProtocolError(RpcErrorCode.MethodNotFound, `Method not found: ${request.method} is not part of ${request.adapter.revision}`);
    return handle(request);
  };
}

/** Resolves once the task is terminal (or the request is cancelled), with the task as it ended. */
function terminal(service: TaskService, record: TaskRecord, request: ExtensionRequest): Promise<TaskRecord> {
  if (isTerminal(record.status)) return Promise.resolve(record);
  return new Promise<TaskRecord>((resolve, reject) => {
    const done = (): void => {
      stop();
      request.signal.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      done();
      reject(new ProtocolError(RpcErrorCode.InternalError, 'tasks/result was cancelled'));
    };
    const check = (): void => {
      void service.read(record.taskId, request.owner).then((now) => {
        if (!now) {
          done();
          reject(unknownTask(record.taskId));
        } else if (isTerminal(now.status)) {
          done();
          resolve(now);
        }
      });
    };
    const stop = service.store.subscribe((event) => {
      if (event.type === 'changed' && event.taskId === record.taskId) check();
    });
    request.signal.addEventListener('abort', onAbort, { once: true });
    // The task may have ended between the caller's read and this subscription: look once more.
    check();
  });
}

/** `tasks/get`, `tasks/result` (blocking), `tasks/list` and `tasks/cancel` of the 2025-11-25 experimental core tasks. */
export function coreTaskMethods(service: TaskService, runs: ReadonlyMap<string, TaskRun>): readonly ExtensionMethod[] {
  return [
    { method: 'tasks/get', eras: ['session'], handle: coreOnly(async (request) => coreTask(await ownedTask(service, request))) },
    {
      method: 'tasks/result',
      eras: ['session'],
      handle: coreOnly(async (request) => {
        const record = await ownedTask(service, request);
        // While it waits, this request's stream carries the task's requests to the client (elicitation, sampling…).
        const removeWaiter = runs.get(record.taskId)?.input.addWaiter?.(request.id);
        let ended: TaskRecord;
        try {
          ended = await terminal(service, record, request);
        } finally {
          removeWaiter?.();
        }
        if (ended.result) return { ...ended.result, _meta: relatedTaskMeta(ended.taskId) };
        if (ended.status === 'cancelled') throw new ProtocolError(RpcErrorCode.InvalidParams, `Task ${ended.taskId} was cancelled before it produced a result`);
        const error = ended.error;
        const code = ownProperty(error, 'code');
        const message = ownProperty(error, 'message');
        throw new ProtocolError(typeof code === 'number' ? code : RpcErrorCode.InternalError, typeof message === 'string' ? message : `Task ${ended.taskId} failed`, ownProperty(error, 'data') as JsonValue | undefined);
      }),
    },
    {
      method: 'tasks/list',
      eras: ['session'],
      handle: coreOnly(async (request) => {
        const cursor = ownProperty(request.params, 'cursor');
        const offset = cursor === undefined ? 0 : typeof cursor === 'string' && /^\d+$/.test(cursor) ? Number(cursor) : -1;
        if (offset < 0) throw new ProtocolError(RpcErrorCode.InvalidParams, 'Invalid cursor: pass the nextCursor of the previous tasks/list, or none');
        const page = await service.store.list(request.owner, offset, PAGE + 1);
        const now = Date.now();
        const tasks = page.slice(0, PAGE).filter((t) => t.expiresAt === undefined || t.expiresAt > now).map(coreTask);
        return { tasks, ...(page.length > PAGE ? { nextCursor: String(offset + PAGE) } : {}) };
      }),
    },
    {
      method: 'tasks/cancel',
      eras: ['session'],
      handle: coreOnly(async (request) => {
        const record = await ownedTask(service, request);
        // 2025-11-25: a terminal task cannot be cancelled (-32602); otherwise the answer is the cancelled task.
        if (isTerminal(record.status)) throw new ProtocolError(RpcErrorCode.InvalidParams, `Task ${record.taskId} is already ${record.status}; only a working or input_required task can be cancelled`);
        const after = await service.cancel(record.taskId);
        return coreTask(after ?? record);
      }),
    },
  ];
}
