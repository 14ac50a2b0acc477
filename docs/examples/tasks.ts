// A tool that runs as a task where the request can get one (docs/guide/tasks.md includes it by region). Run by
// test/docs/examples/tasks.spec.ts.
// #region tasks
import { Ctx, Int, Param, Tool, createServer, tasks, type McpContext } from 'mcp-decorators';

export class Reports {
  @Tool({ description: 'Builds the yearly report', task: 'optional' })          // or 'required', or { support, deferred, ttlMs, pollIntervalMs, timeoutMs }
  async build(@Param('year', { type: () => Int }) year: number, @Ctx() ctx: McpContext): Promise<string> {
    for (let month = 1; month <= 12; month++) {
      ctx.signal.throwIfAborted();                                              // tasks/cancel aborts the signal
      await ctx.progress(month, 12, `month ${month} of 12`);                    // becomes the task's statusMessage
      await buildMonth(year, month);
    }
    return `report ${year} ready`;
  }
}

export const createReportsServer = () => createServer({ name: 'reports', version: '1.0.0', classes: [Reports], extensions: [tasks()] });
// #endregion tasks

async function buildMonth(year: number, month: number): Promise<void> {
  await Promise.resolve(`${year}-${month}`);
}
