import type { JsonObject } from '../../vocabulary/json-value.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { McpExtension, ToolExecutionRequest } from '../../server/contracts/extension.js';
import { isJsonObject, ownProperty } from '../../server/protocol/own-property.js';
import { ProtocolError } from '../../server/protocol/protocol-error.js';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { coreTaskMethods } from './core-task-methods.js';
import { InMemoryTaskStore } from './in-memory-task-store.js';
import type { TaskRecord } from './task-record.js';
import { extensionTaskMethods, missingExtension, taskListenTopic } from './task-methods.js';
import { PolledInput } from './polled-input.js';
import { StreamedInput } from './streamed-input.js';
import type { TaskInput } from './task-input.js';
import { TaskRun } from './task-run.js';
import { TaskService, type TaskSettings } from './task-service.js';
import type { TaskStore } from './task-store.js';
import { coreCreateTaskResult, createTaskResult, TASKS_EXTENSION } from './task-wire.js';

/** Options of `tasks()`. */
export interface TasksOptions {
  /** Where tasks live; default an `InMemoryTaskStore` (lost on restart). */
  readonly store?: TaskStore;
  /** How long a task is kept after creation, unless its tool or the 2025-11-25 request says; default 1 hour. */
  readonly defaultTtlMs?: number;
  /** The longest a task is kept, whatever is asked; default 24 hours. */
  readonly maxTtlMs?: number;
  /** Suggested polling interval; default 500 ms. */
  readonly pollIntervalMs?: number;
  /** Largest result a task keeps, in bytes of JSON; larger ones fail the task with a clear error; default 1 MiB. */
  readonly maxResultBytes?: number;
  /** How long a running task's process vouches for it between renewals; past it, the task reads as failed; default 30 s. */
  readonly leaseMs?: number;
  /** How often expired tasks are swept; default 60 s. */
  readonly sweepIntervalMs?: number;
  /**
   * Most tasks one owner (`createServer({ owner })`) may have running at once in this process; default 100. Past it,
   * tools/call gets -32005 (`TaskLimitError`'s message) until one of them finishes.
   */
  readonly maxTasksPerOwner?: number;
  /** Most tasks this process keeps (running or finished, until they expire); default 10,000. Past it, -32005 as above. */
  readonly maxTasks?: number;
  /** Most bytes of results this process's tasks keep in total; default 256 MiB. A result past it fails its task. */
  readonly maxStoredResultBytes?: number;
}

const COUNTS = new Set(['maxTasksPerOwner', 'maxTasks']);
const BYTES = new Set(['maxResultBytes', 'maxStoredResultBytes']);

function settingsOf(options: TasksOptions): TaskSettings {
  const settings: TaskSettings = {
    defaultTtlMs: options.defaultTtlMs ?? 3_600_000,
    maxTtlMs: options.maxTtlMs ?? 86_400_000,
    pollIntervalMs: options.pollIntervalMs ?? 500,
    maxResultBytes: options.maxResultBytes ?? 1024 * 1024,
    leaseMs: options.leaseMs ?? 30_000,
    sweepIntervalMs: options.sweepIntervalMs ?? 60_000,
    maxTasksPerOwner: options.maxTasksPerOwner ?? 100,
    maxTasks: options.maxTasks ?? 10_000,
    maxStoredResultBytes: options.maxStoredResultBytes ?? 256 * 1024 * 1024,
  };
  for (const [key, value] of Object.entries(settings)) {
    const unit = COUNTS.has(key) ? 'tasks' : BYTES.has(key) ? 'bytes' : 'milliseconds';
    const example = COUNTS.has(key) ? 1_000 : BYTES.has(key) ? 1_048_576 : 60_000;
    if (!(Number.isInteger(value) && value > 0)) throw new InvalidServerOptionError(`tasks.${key}`, `must be a positive whole number of ${unit}, got ${value}`, `Pass e.g. tasks({ ${key}: ${example} }).`);
  }
  return settings;
}

/** The run of one task: stored first, then the handler in the background, its end recorded. */
async function runInBackground(run: TaskRun, runs: Map<string, TaskRun>): Promise<TaskRecord> {
  const record = await run.create();
  runs.set(record.taskId, run);
  void run.execute().finally(() => runs.delete(record.taskId));
  return record;
}

/**
 * The tasks extension: tools declared with `@Tool({ task })` run as tasks where the request can get one, on both
 * eras from one declaration. 2026-07-28 (`io.modelcontextprotocol/tasks`, SEP-2663): a task when the request
 * declares the extension, the flat `resultType: "task"` result, `tasks/get` (result inlined once terminal),
 * `tasks/update` for input, `tasks/cancel`, `notifications/tasks` on `subscriptions/listen`. 2025-11-25 (experimental
 * core tasks): `params.task`, `capabilities.tasks`, `execution.taskSupport`, `tasks/get`, `tasks/result`,
 * `tasks/list`, `tasks/cancel`, `notifications/tasks/status`, related-task `_meta`. Older revisions run the tool as
 * an ordinary call. Task ids are unguessable and bound to their owner (`createServer({ owner })`).
 * @example samples/everything/everything-tasks.ts (`createServer({ …, extensions: [tasks()] })`)
 */
export function tasks(options: TasksOptions = {}): McpExtension {
  const service = new TaskService(options.store ?? new InMemoryTaskStore(), settingsOf(options));
  const runs = new Map<string, TaskRun>();

  async function executeTool(execution: ToolExecutionRequest): Promise<JsonObject | undefined> {
    const { request, tool } = execution;
    const mode = tool.execution!;
    const policy = request.adapter.policy;
    let input: TaskInput;
    let ttlMs: number | undefined;
    if (policy.era === 'stateless') {
      if (!request.declares(TASKS_EXTENSION)) {
        if (mode.taskSupport === 'required') throw missingExtension(`Tool ${tool.name} runs only as a task, so calling it`);
        return undefined;
      }
      input = new PolledInput(service);
    } else if (policy.coreTasks === true) {
      const task = ownProperty(request.params, 'task');
      if (!isJsonObject(task)) {
        if (mode.taskSupport === 'required') throw new ProtocolError(RpcErrorCode.MethodNotFound, `Method not found: tool ${tool.name} runs only as a task; call it with params.task (e.g. { "ttl": 60000 })`);
        return undefined;
      }
      const ttl = ownProperty(task, 'ttl');
      if (typeof ttl === 'number' && Number.isInteger(ttl) && ttl > 0) ttlMs = ttl;
      input = new StreamedInput(service, request);
    } else {
      return undefined;
    }
    const encode = input.era === 'stateless' ? createTaskResult : coreCreateTaskResult;
    if (!mode.deferred) return encode(await runInBackground(new TaskRun(service, execution, input, ttlMs, false), runs));
    // Deferred: the run starts on the request (input rounds go through it) and becomes a task at ctx.startTask().
    const run = new TaskRun(service, execution, input, ttlMs, true);
    const ran = run.execute();
    const first = await Promise.race([ran.then((outcome) => ({ kind: 'ran' as const, outcome })), run.started.then((record) => ({ kind: 'task' as const, record }))]);
    if (first.kind === 'task') {
      runs.set(first.record.taskId, run);
      void ran.finally(() => runs.delete(first.record.taskId));
      return encode(first.record);
    }
    if (first.outcome.kind === 'error') throw new ProtocolError(first.outcome.error.code, first.outcome.error.message, first.outcome.error.data);
    return first.outcome.result;
  }

  return {
    id: TASKS_EXTENSION,
    settings: {},
    sessionCapabilities: (adapter) => (adapter.policy.era === 'session' && adapter.policy.coreTasks === true ? { tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } } : undefined),
    methods: [...extensionTaskMethods(service), ...coreTaskMethods(service, runs)],
    resultKinds: ['task'],
    listenTopics: [taskListenTopic(service)],
    executeTool,
    start(host) {
      service.diagnostics = host.diagnostics;
      service.start();
    },
    async close() {
      service.stop();
      for (const run of runs.values()) run.abort(new Error('the server closed'));
      await service.store.close();
    },
  };
}
