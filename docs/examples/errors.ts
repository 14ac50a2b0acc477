// Errors a handler throws (docs/guide/errors.md includes it by region). Run by test/docs/examples/errors.spec.ts.
import { Param, Tool, ToolError, createServer } from 'mcp-decorators';

// #region tool-error
export class TransferTools {
  @Tool({ description: 'Move money between two accounts' })
  transfer(@Param('from') from: string, @Param('to') to: string, @Param('amount', { minimum: 0.01 }) amount: number): string {
    // A ToolError is a refusal meant for the model: an isError result with this message, logged as one line.
    if (from === to) throw new ToolError('The two accounts are the same; name two different accounts.');
    return `Moved ${amount.toFixed(2)} from ${from} to ${to}.`;
  }
}
// #endregion tool-error

export default function createTransferServer() {
  return createServer({ name: 'bank', version: '1.0.0', classes: [TransferTools] });
}
