import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import { freezeDeep } from '../../model/freeze-deep.js';

/** The states of a task; `completed`, `failed` and `cancelled` are terminal. */
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** A task as the stores keep it: plain JSON, so any store can write it as one document. */
export interface TaskRecord {
  /** Unguessable (128 random bits, base64url). */
  readonly taskId: string;
  /** The owner key of the request that created it; every `tasks/*` call checks it. */
  readonly owner: string;
  readonly tool: string;
  /** The era that created it decides its wire shapes (2026-07-28 extension or 2025-11-25 core). */
  readonly era: 'session' | 'stateless';
  readonly status: TaskStatus;
  readonly statusMessage?: string;
  readonly createdAt: string;
  readonly lastUpdatedAt: string;
  /** Kept this long after creation; null for unlimited. */
  readonly ttlMs: number | null;
  readonly pollIntervalMs: number;
  /** When the store may drop it (ms since the epoch); absent for unlimited. */
  readonly expiresAt?: number;
  /** The tool's result, once it ran to the end (a tool error included). */
  readonly result?: JsonObject;
  /** The JSON-RPC error, when the run failed at the protocol level. */
  readonly error?: JsonObject;
  /** Input requests waiting for the client, by key (unique over the task's life). */
  readonly inputRequests?: { readonly [key: string]: JsonValue };
  /** Answers delivered by `tasks/update`, waiting for the run to read them. */
  readonly answers?: { readonly [key: string]: JsonValue };
  /** Which process runs it, and until when that process vouches for it (renewed while it runs). */
  readonly runner?: string;
  readonly leaseUntil?: number;
}

/** True for a status no task ever leaves. */
export function isTerminal(status: TaskStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

/** A record changed, with its update time stamped. */
export function changed(record: TaskRecord, patch: Partial<TaskRecord>, now = Date.now()): TaskRecord {
  return { ...record, ...patch, lastUpdatedAt: new Date(now).toISOString() };
}

/** The record parked in `input_required` with a frozen copy of `request` added under `key`; undefined once it has ended. */
export function awaitingInput(record: TaskRecord, key: string, request: InputRequest, statusMessage: string): TaskRecord | undefined {
  if (isTerminal(record.status)) return undefined;
  return changed(record, { status: 'input_required', statusMessage, inputRequests: freezeDeep({ ...(record.inputRequests ?? {}), [key]: structuredClone(request) as unknown as JsonValue }) });
}
