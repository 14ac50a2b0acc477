import type { JsonValue } from '../../vocabulary/json-value.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';
import { awaitingInput } from './task-record.js';
import type { TaskInput } from './task-input.js';
import type { TaskService } from './task-service.js';

/** How often a run waiting for input looks at the store, in case a signal from another process went missing. */
const INPUT_RECHECK_MS = 1000;

/**
 * 2026-07-28 (the tasks extension): client input parks the task in `input_required` with the request under its key,
 * until `tasks/update` answers it, seen through the store's `input` events (and a slow recheck). There is no stream
 * for a task: notifications are dropped, and progress is only the status message.
 */
export class PolledInput implements TaskInput {
  readonly era = 'stateless' as const;
  readonly toolErrorStatus = 'completed' as const;

  constructor(private readonly service: TaskService) {}

  ask(taskId: string, key: string, request: InputRequest, signal: AbortSignal): Promise<JsonValue> {
    const { service } = this;
    return new Promise<JsonValue>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const finish = (): void => {
        settled = true;
        stop();
        clearInterval(timer);
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = (): void => {
        finish();
        reject(signal.reason instanceof Error ? signal.reason : new RequestAbortedError('cancelled', 'the task was cancelled'));
      };
      const check = async (): Promise<void> => {
        const record = await service.store.get(taskId);
        if (settled || !record || !record.answers || !Object.hasOwn(record.answers, key)) return;
        const answer = record.answers[key]!;
        finish();
        await service.store.update(taskId, (r) => {
          const answers = { ...(r.answers ?? {}) };
          delete answers[key];
          return { ...r, answers };
        });
        resolve(answer);
      };
      const stop = service.store.subscribe((event) => {
        if (event.taskId === taskId && event.type === 'input') void check();
      });
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      timer = setInterval(() => void check(), INPUT_RECHECK_MS);
      timer.unref?.();
      void service
        .update(taskId, (r) => awaitingInput(r, key, request, 'Waiting for input from the client (tasks/update).'))
        .then(() => check());
    });
  }

  notify(): void {
    // No stream carries a 2026-07-28 task's notifications.
  }

  progress(): void {
    // The status message is all a 2026-07-28 task reports.
  }

  changed(): void {
    // Clients hear of changes through tasks/get or a subscriptions/listen stream.
  }

  stop(): void {
    // Nothing is held between asks.
  }
}
