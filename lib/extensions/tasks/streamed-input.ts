import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';
import type { ClientConnection, ExtensionRequest, ProgressUpdate } from '../../server/contracts/extension.js';
import type { RequestId } from '../../server/protocol/json-rpc.js';
import { isJsonObject, ownProperty } from '../../server/protocol/own-property.js';
import { awaitingInput, changed, isTerminal } from './task-record.js';
import type { TaskInput } from './task-input.js';
import type { TaskService } from './task-service.js';
import { coreTask, relatedTaskMeta } from './task-wire.js';

/**
 * 2025-11-25 (experimental core tasks): everything goes over the session that created the task, tagged with the
 * related task. Client input parks the task in `input_required`, then goes to the client as a request on the stream
 * of a `tasks/result` that waits on the task; notifications go on that stream too; progress also goes out with the
 * original progress token; every change of status or message is sent as `notifications/tasks/status`.
 */
export class StreamedInput implements TaskInput {
  readonly era = 'session' as const;
  readonly toolErrorStatus = 'failed' as const;
  private readonly waiters = new Set<RequestId>();
  private readonly waitingForStream = new Set<() => void>();
  private lastSent: string | undefined;
  private readonly connection: ClientConnection | undefined;
  private readonly progressToken: string | number | undefined;

  constructor(private readonly service: TaskService, request: ExtensionRequest) {
    this.connection = request.connection;
    // The original progress token stays valid for the task's life.
    const meta = ownProperty(request.params, '_meta');
    const token = isJsonObject(meta) ? ownProperty(meta, 'progressToken') : undefined;
    if (typeof token === 'string' || typeof token === 'number') this.progressToken = token;
  }

  addWaiter(id: RequestId): () => void {
    this.waiters.add(id);
    for (const wake of [...this.waitingForStream]) wake();
    return () => void this.waiters.delete(id);
  }

  stop(): void {
    this.waiters.clear();
  }

  notify(taskId: string, method: string, params: JsonObject): void {
    if (!this.connection?.open) return;
    this.connection.notify(method, { ...params, _meta: relatedTaskMeta(taskId) }, this.waiter());
  }

  progress(taskId: string, update: ProgressUpdate): void {
    if (this.progressToken === undefined) return;
    this.notify(taskId, 'notifications/progress', { progressToken: this.progressToken, progress: update.progress, ...(update.total !== undefined ? { total: update.total } : {}), ...(update.message !== undefined ? { message: update.message } : {}) });
  }

  changed(taskId: string): void {
    void this.sendStatus(taskId);
  }

  async ask(taskId: string, key: string, request: InputRequest, signal: AbortSignal): Promise<JsonValue> {
    const connection = this.connection;
    if (!connection?.open) throw new RequestAbortedError('closed', 'the session that started this task is closed');
    await this.service.update(taskId, (r) => awaitingInput(r, key, request, 'Waiting for input: call tasks/result to receive the request.'));
    while (this.waiter() === undefined) {
      if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new RequestAbortedError('cancelled', 'the task was cancelled');
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          this.waitingForStream.delete(wake);
          signal.removeEventListener('abort', wake);
          resolve();
        };
        this.waitingForStream.add(wake);
        signal.addEventListener('abort', wake, { once: true });
      });
    }
    const params = { ...(request.params as JsonObject), _meta: relatedTaskMeta(taskId) };
    try {
      return await connection.ask(request.method, params, this.waiter(), signal);
    } finally {
      await this.service.update(taskId, (r) => {
        if (isTerminal(r.status)) return undefined;
        const pending = { ...(r.inputRequests ?? {}) };
        delete pending[key];
        const waiting = Object.keys(pending).length > 0;
        return changed(r, { inputRequests: pending, status: waiting ? 'input_required' : 'working', statusMessage: waiting ? r.statusMessage ?? '' : 'Input received; working.' });
      });
    }
  }

  /** The newest `tasks/result` waiting on the task. */
  private waiter(): RequestId | undefined {
    let last: RequestId | undefined;
    for (const id of this.waiters) last = id;
    return last;
  }

  private async sendStatus(taskId: string): Promise<void> {
    const connection = this.connection;
    if (!connection?.open) return;
    const record = await this.service.store.get(taskId);
    if (!record) return;
    const key = `${record.status}\n${record.statusMessage ?? ''}`;
    if (key === this.lastSent) return;
    this.lastSent = key;
    connection.notify('notifications/tasks/status', coreTask(record));
  }
}
