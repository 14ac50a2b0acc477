import { expect } from 'chai';
import { Ctx, Param, Tool, ToolError, createServer, type McpContext } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { forEachRevision } from '../../lib/testing/index.js';
import { toolCallOutcome } from '../../lib/testing/tool-call-outcome.js';

class Shop {
  @Tool({ description: 'Echoes the text' })
  echo(@Param('text') text: string, @Param('times', { type: () => Number, optional: true, minimum: 1 }) times?: number): string {
    return text.repeat(times ?? 1);
  }

  @Tool({ description: 'Refuses, as a tool error the model can read' })
  refuse(): string {
    throw new ToolError('out of stock');
  }

  @Tool({ description: 'Outlives the time limit' })
  async stall(@Ctx() ctx: McpContext): Promise<string> {
    await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve, { once: true }));
    return 'late';
  }
}

const server = () => createServer({ name: 'shop', version: '1.0.0', classes: [Shop], diagnostics: silentDiagnostics, handlerTimeoutMs: 100 });

describe('testing/tool-call-outcome', () => {
  forEachRevision('session.callToolOutcome: one shape for every revision', { server }, async (session) => {
    const ok = await session.callToolOutcome('echo', { text: 'ab', times: 2 });
    expect(ok.ok && ok.result.content).to.deep.equal([{ type: 'text', text: 'abab' }]);
    // A -32602 error on 2024-11-05 … 2025-06-18, an isError result later: the same outcome on each.
    expect(await session.callToolOutcome('echo', { text: 5, times: 0 })).to.deep.equal({ ok: false, kind: 'invalid-arguments', message: 'Invalid arguments for tool echo: text: must be string; times: must be >= 1' });
    const refused = await session.callToolOutcome('refuse');
    expect(refused).to.deep.include({ ok: false, kind: 'tool-error', message: 'out of stock' });
    expect(refused.ok === false && refused.kind === 'tool-error' && refused.result.isError).to.equal(true);
    expect(await session.callToolOutcome('stall')).to.deep.include({ ok: false, kind: 'tool-error', message: 'Tool stall timed out after 100 ms.' });
    expect(await session.callToolOutcome('nope')).to.deep.equal({ ok: false, kind: 'protocol-error', code: -32602, message: 'Unknown tool: nope' });
  });

  it('passes on what is not a JSON-RPC error (a broken transport, a bug) as it was thrown', async () => {
    const failure = new TypeError('not connected');
    expect(await toolCallOutcome('echo', () => Promise.reject(failure)).then(() => undefined, (e: unknown) => e)).to.equal(failure);
  });

  it("reads the v1 client's message without its \"MCP error <code>:\" prefix, and keeps the error's data", async () => {
    const error = Object.assign(new Error('MCP error -32603: Completing q failed: boom'), { code: -32603, data: { hint: 1 } });
    expect(await toolCallOutcome('echo', () => Promise.reject(error))).to.deep.equal({ ok: false, kind: 'protocol-error', code: -32603, message: 'Completing q failed: boom', data: { hint: 1 } });
  });

  it('tells invalid arguments of another tool, or a -32602 of another kind, from this call\'s', async () => {
    const other = Object.assign(new Error('Invalid arguments for tool other: x: is required'), { code: -32602 });
    expect(await toolCallOutcome('echo', () => Promise.reject(other))).to.deep.include({ kind: 'protocol-error' });
    expect(await toolCallOutcome('echo', async () => ({ content: [{ type: 'text', text: 'Invalid arguments for tool other: x' }], isError: true }))).to.deep.include({ kind: 'tool-error' });
  });
});
