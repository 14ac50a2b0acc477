import { TaskResultTooLargeError } from '../../lib/errors/task-result-too-large.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/task-result-too-large.error.ts, as its callers raise it.
describe('errors/task-result-too-large.error', () => {
  it('TaskResultTooLargeError [MCPD_TASK_RESULT_TOO_LARGE]', () => {
    pinError(new TaskResultTooLargeError('export_contacts', 2_000_000, 1_048_576), 'MCPD_TASK_RESULT_TOO_LARGE', 'The result of tool export_contacts is 2000000 bytes, more than the 1048576 bytes a task keeps. Return less (a resource link to the data, or a page of it), or raise the limit with tasks({ maxResultBytes }).');
  });
});
