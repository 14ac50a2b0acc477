import type { ToolExecution } from '../model/tool-execution.js';
import type { ToolTaskOptions } from '../metadata/member-options.js';
import type { TaskSupport } from '../vocabulary/task-support.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';

function isMs(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0);
}

/**
 * The execution mode of `@Tool({ task })`: the short form (`'optional'`, `'required'`) or the long one; undefined
 * for an ordinary tool. Refuses a support value or a duration it cannot use, naming the member.
 */
export function toolExecutionFrom(option: TaskSupport | ToolTaskOptions | undefined, host: object, key: string): ToolExecution | undefined {
  if (option === undefined) return undefined;
  const long: ToolTaskOptions = typeof option === 'string' ? { support: option } : option;
  if (long.support !== 'optional' && long.support !== 'required') {
    throw new InvalidDecoratorOptionError(host, key, `@Tool({ task }) has support ${JSON.stringify(long.support)}`, "Use task: 'optional' (a task when the request can get one) or 'required' (only as a task).");
  }
  for (const field of ['ttlMs', 'pollIntervalMs', 'timeoutMs'] as const) {
    if (!isMs(long[field])) throw new InvalidDecoratorOptionError(host, key, `@Tool({ task: { ${field} } }) is ${JSON.stringify(long[field])}`, `Give ${field} as a whole number of milliseconds (>= 0).`);
  }
  return {
    taskSupport: long.support,
    deferred: long.deferred === true,
    ...(long.ttlMs !== undefined ? { ttlMs: long.ttlMs } : {}),
    ...(long.pollIntervalMs !== undefined ? { pollIntervalMs: long.pollIntervalMs } : {}),
    ...(long.timeoutMs !== undefined ? { timeoutMs: long.timeoutMs } : {}),
  };
}
