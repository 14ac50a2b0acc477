import { TaskLimitError } from '../../lib/errors/task-limit.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/task-limit.error.ts, as its callers raise it.
describe('errors/task-limit.error', () => {
  it('TaskLimitError [MCPD_TASK_LIMIT]: per owner, in total, and for results kept', () => {
    pinError(new TaskLimitError('build', 'maxTasksPerOwner', 100), 'MCPD_TASK_LIMIT', 'Tool build cannot start a task: this caller already has 100 tasks running, the most tasks({ maxTasksPerOwner }) allows. Wait for one to finish or cancel one, or raise the limit with tasks({ maxTasksPerOwner }).');
    pinError(new TaskLimitError('build', 'maxTasks', 10_000), 'MCPD_TASK_LIMIT', 'Tool build cannot start a task: the server already keeps 10000 tasks, the most tasks({ maxTasks }) allows. Retry once older tasks expire, or raise the limit with tasks({ maxTasks }).');
    pinError(new TaskLimitError('build', 'maxStoredResultBytes', 268_435_456, 5_000), 'MCPD_TASK_LIMIT', "The result of tool build (5000 bytes) is not kept: the server's tasks already hold close to the 268435456 bytes of results tasks({ maxStoredResultBytes }) allows. Retry once older tasks expire, return less, or raise the limit with tasks({ maxStoredResultBytes }).");
  });
});
