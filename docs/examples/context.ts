// The context: cancellation, progress and logging (docs/guide/context.md includes it by region). Run by
// test/docs/examples/context.spec.ts.
import { Ctx, Int, Param, Tool, ToolError, createServer, type McpContext } from 'mcp-decorators';

// #region context
export class ImportTools {
  @Tool({ description: 'Import rows, reporting progress; stops when the client cancels' })
  async importRows(
    @Param('rows', { type: () => Int, minimum: 1, maximum: 1000 }) rows: number,
    @Ctx() ctx: McpContext,
  ): Promise<string> {
    ctx.log.info(`importing ${rows} rows`);                 // sent when the client's log level allows it
    for (let done = 1; done <= rows; done++) {
      if (ctx.signal.aborted) throw new ToolError(`Stopped after ${done - 1} rows.`);
      await ctx.progress(done, rows, `row ${done}`);        // sent only when the request carried a progressToken
    }
    return `Imported ${rows} rows.`;
  }
}
// #endregion context

export default function createImportServer() {
  return createServer({ name: 'import', version: '1.0.0', classes: [ImportTools] });
}
