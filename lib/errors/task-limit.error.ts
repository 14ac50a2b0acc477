import { McpDecoratorsError } from './mcp-decorators-error.js';

/** The task limit a refusal names: running tasks per owner, tasks kept in total, or result bytes kept in total. */
export type TaskLimit = 'maxTasksPerOwner' | 'maxTasks' | 'maxStoredResultBytes';

function messageOf(tool: string, limit: TaskLimit, max: number, bytes: number): string {
  switch (limit) {
    case 'maxTasksPerOwner':
      return `Tool ${tool} cannot start a task: this caller already has ${max} tasks running, the most tasks({ maxTasksPerOwner }) allows. Wait for one to finish or cancel one, or raise the limit with tasks({ maxTasksPerOwner }).`;
    case 'maxTasks':
      return `Tool ${tool} cannot start a task: the server already keeps ${max} tasks, the most tasks({ maxTasks }) allows. Retry once older tasks expire, or raise the limit with tasks({ maxTasks }).`;
    case 'maxStoredResultBytes':
      return `The result of tool ${tool} (${bytes} bytes) is not kept: the server's tasks already hold close to the ${max} bytes of results tasks({ maxStoredResultBytes }) allows. Retry once older tasks expire, return less, or raise the limit with tasks({ maxStoredResultBytes }).`;
  }
}

/**
 * A task was refused (or its result not kept) because a limit of the tasks extension was reached; `limit` names the
 * option that raises it. A refused task answers -32005 with `data.limit` (HTTP 429 on 2026-07-28).
 * @example tasks({ maxTasksPerOwner: 500, maxTasks: 50_000 })
 */
export class TaskLimitError extends McpDecoratorsError {
  readonly code = 'MCPD_TASK_LIMIT';

  constructor(tool: string, readonly limit: TaskLimit, readonly max: number, bytes = 0) {
    super(messageOf(tool, limit, max, bytes), { target: 'tasks', member: tool });
  }
}
