import { McpDecoratorsError } from './mcp-decorators-error.js';

/** A task's result is larger than the tasks extension keeps (`tasks({ maxResultBytes })`); the task fails with this message. */
export class TaskResultTooLargeError extends McpDecoratorsError {
  readonly code = 'MCPD_TASK_RESULT_TOO_LARGE';

  constructor(tool: string, bytes: number, limit: number) {
    super(`The result of tool ${tool} is ${bytes} bytes, more than the ${limit} bytes a task keeps. Return less (a resource link to the data, or a page of it), or raise the limit with tasks({ maxResultBytes }).`, { target: 'tasks', member: tool });
  }
}
