import { expect } from 'chai';
import { Ctx, Prompt, Tool, type McpContext } from '../../../lib/index.js';
import type { Diagnostics } from '../../../lib/observability/index.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';

/** Every line the server logged, stacks marked: `warn <line>` or `error <line> [stack]`. */
function recorder(): { lines: string[]; diagnostics: Diagnostics } {
  const lines: string[] = [];
  return {
    lines,
    diagnostics: {
      warn: (message) => void lines.push(`warn ${message}`),
      error: (message, error) => void lines.push(`error ${message}${error instanceof Error && error.stack ? ' [stack]' : ''}`),
    },
  };
}

class Slow {
  static stopped: Promise<void> = Promise.resolve();
  static #stop: () => void = () => undefined;

  static reset(): void {
    Slow.stopped = new Promise((resolve) => (Slow.#stop = resolve));
  }

  /** Waits for its signal, then throws what stopped it, as a handler passing the signal to fetch() would. */
  @Tool() async wait(@Ctx() ctx: McpContext): Promise<string> {
    ctx.log.info('waiting');
    try {
      await new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason), { once: true }));
      return 'never';
    } finally {
      setImmediate(() => Slow.#stop());
    }
  }

  @Prompt() async ponder(@Ctx() ctx: McpContext): Promise<string> {
    await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve, { once: true }));
    return 'late';
  }

  @Tool() broken(): string {
    throw new TypeError('a bug');
  }
}

describe('server/invocation/failure', () => {
  afterEach(closeServers);
  beforeEach(() => Slow.reset());

  it('logs a cancelled call as one line "cancelled" with the client\'s reason quoted, not as a failure with a stack', async () => {
    const { lines, diagnostics } = recorder();
    const raw = await session(serve([Slow], { diagnostics }), '2025-06-18');
    const id = raw.nextId;
    void raw.request('tools/call', { name: 'wait', arguments: {} }, 2000).catch(() => undefined);
    await raw.waitFor((m) => m.method === 'notifications/message' && m.params.data === 'waiting');
    await raw.notify('notifications/cancelled', { requestId: id, reason: 'user gave up\n[mcp-decorators] forged' });
    await Slow.stopped;
    expect(lines).to.deep.equal(['warn tool wait (Slow.wait) cancelled: "user gave up\\n[mcp-decorators] forged"']);
  });

  it('logs a call stopped by its connection closing as one line too', async () => {
    const { lines, diagnostics } = recorder();
    const server = serve([Slow], { diagnostics });
    const raw = await session(server, '2025-06-18');
    void raw.request('tools/call', { name: 'wait', arguments: {} }, 2000).catch(() => undefined);
    await raw.waitFor((m) => m.method === 'notifications/message' && m.params.data === 'waiting');
    await raw.close();
    await Slow.stopped;
    expect(lines).to.deep.equal(['warn tool wait (Slow.wait) cancelled: "the connection closed"']);
  });

  it('still logs a failure that nobody cancelled with its stack', async () => {
    const { lines, diagnostics } = recorder();
    const raw = await session(serve([Slow], { diagnostics }), '2025-06-18');
    expect(resultOf(await raw.request('tools/call', { name: 'broken', arguments: {} })).isError).to.equal(true);
    expect(lines).to.deep.equal(['error tool broken (Slow.broken) failed [stack]']);
  });

  it('logs a timed-out tool and a timed-out prompt as one line naming the limit', async () => {
    const { lines, diagnostics } = recorder();
    const raw = await session(serve([Slow], { diagnostics, handlerTimeoutMs: 50 }), '2025-11-25');
    expect(resultOf(await raw.request('tools/call', { name: 'wait', arguments: {} }))).to.deep.equal({ content: [{ type: 'text', text: 'Tool wait timed out after 50 ms.' }], isError: true });
    expect(errorOf(await raw.request('prompts/get', { name: 'ponder', arguments: {} })).message).to.equal('Prompt ponder timed out after 50 ms');
    await Slow.stopped;
    expect(lines).to.deep.equal([
      'warn tool wait (Slow.wait) timed out after 50 ms and was aborted; raise handlerTimeoutMs if it needs longer',
      'warn prompt ponder (Slow.ponder) timed out after 50 ms and was aborted; raise handlerTimeoutMs if it needs longer',
    ]);
  });
});
