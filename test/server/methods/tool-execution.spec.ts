import { expect } from 'chai';
import { Ctx, Tool, type JsonObject, type JsonValue, type McpContext } from '../../../lib/index.js';
import { type ExecutionChannel, type McpExtension, type ProgressUpdate, type ToolRunOutcome } from '../../../lib/extensions/index.js';
import type { RawSession } from '../../support/raw-session.js';
import { closeServers, resultOf, serve, session } from '../serve.js';

/** What a run told its channel, in order. */
type Told = readonly [string, ...unknown[]];

/** A channel that records what the run tells it and answers client input itself. */
function recordingChannel(options: { deferred?: boolean; timeLimitMs?: number } = {}): ExecutionChannel & { readonly told: Told[] } {
  const controller = new AbortController();
  const told: Told[] = [];
  return {
    told,
    signal: controller.signal,
    principal: { subject: 'task-runner', scopes: [], claims: {} },
    abort: (reason) => {
      told.push(['abort', reason.message]);
      controller.abort(reason);
    },
    timeLimitMs: options.timeLimitMs ?? 0,
    ...(options.deferred ? { deferred: true } : {}),
    detach: async () => void told.push(['detach']),
    progress: (update: ProgressUpdate) => void told.push(['progress', update]),
    notify: (method: string, params: JsonObject) => void told.push(['notify', method, params.data ?? null]),
    ask: async (request) => {
      told.push(['ask', request.method]);
      return { roots: [{ uri: 'file:///channel' }] };
    },
  };
}

/** What the handler saw: its signal and its caller. */
const seen: { signal?: AbortSignal; auth?: string | undefined; started?: boolean; roots?: readonly string[][] } = {};

class Reporter {
  @Tool({ name: 'report', description: 'Reports progress, logs and asks for roots around ctx.startTask().', task: 'optional' })
  async report(@Ctx() ctx: McpContext): Promise<string> {
    seen.signal = ctx.signal;
    seen.auth = ctx.auth?.subject;
    const before = await ctx.roots();
    await ctx.progress(1, 2, 'half');
    ctx.log.info('before');
    seen.started = await ctx.startTask();
    await ctx.progress(2, 2);
    ctx.log.info('after');
    const after = await ctx.roots();
    seen.roots = [before.map((r) => r.uri), after.map((r) => r.uri)];
    return 'reported';
  }

  @Tool({ name: 'explode', description: 'Throws.', task: 'optional' })
  explode(): string {
    throw new Error('boom');
  }

  @Tool({ name: 'wait', description: 'Waits until its signal aborts.', task: 'optional' })
  async wait(@Ctx() ctx: McpContext): Promise<string> {
    await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve, { once: true }));
    return 'stopped';
  }
}

/** An extension that runs every offered call once on `channel` and answers with its outcome. */
function on(channel: ExecutionChannel): McpExtension & { outcome?: ToolRunOutcome } {
  const extension: McpExtension & { outcome?: ToolRunOutcome } = {
    id: 'test.example/channel',
    executeTool: async (execution) => {
      extension.outcome = await execution.run(channel);
      return { content: [{ type: 'text', text: 'ran on the channel' }] };
    },
  };
  return extension;
}

async function call(channel: ExecutionChannel, name: string): Promise<{ raw: RawSession; outcome: ToolRunOutcome }> {
  const extension = on(channel);
  const raw = await session(serve([new Reporter()], { extensions: [extension] }), '2025-11-25', { roots: {} });
  raw.onRequest('roots/list', () => ({ roots: [{ uri: 'file:///request' }] }));
  await raw.request('logging/setLevel', { level: 'debug' });
  expect(resultOf(await raw.request('tools/call', { name, arguments: {}, _meta: { progressToken: 'tok' } })).content[0].text).to.equal('ran on the channel');
  return { raw, outcome: extension.outcome! };
}

const notes = (raw: RawSession): JsonValue[] => raw.received.filter((m) => m.method === 'notifications/progress' || m.method === 'notifications/message').map((m) => (m.method === 'notifications/progress' ? ['progress', m.params.progress] : ['log', m.params.data]));

describe('server/methods/tool-execution', () => {
  afterEach(closeServers);

  it("runs on the channel from the start: its signal, its caller, its progress, notifications and client input", async () => {
    const channel = recordingChannel();
    const { raw, outcome } = await call(channel, 'report');
    expect(outcome).to.deep.equal({ kind: 'result', result: { content: [{ type: 'text', text: 'reported' }] }, toolError: false });
    expect(seen.signal).to.equal(channel.signal);
    expect(seen.auth).to.equal('task-runner');
    expect(seen.started, 'ctx.startTask() reaches the channel').to.equal(true);
    expect(channel.told).to.deep.equal([
      ['ask', 'roots/list'],
      ['progress', { progress: 1, total: 2, message: 'half' }],
      ['notify', 'notifications/message', 'before'],
      ['detach'],
      ['progress', { progress: 2, total: 2 }],
      ['notify', 'notifications/message', 'after'],
      ['ask', 'roots/list'],
    ]);
    expect(seen.roots).to.deep.equal([['file:///channel'], ['file:///channel']]);
    expect(notes(raw), 'nothing went on the request').to.deep.equal([]);
  });

  it('a deferred run talks back on its request until ctx.startTask(), then on the channel', async () => {
    const channel = recordingChannel({ deferred: true });
    const { raw, outcome } = await call(channel, 'report');
    expect(outcome.kind).to.equal('result');
    expect(seen.signal, 'the signal is the channel’s throughout').to.equal(channel.signal);
    expect(channel.told).to.deep.equal([
      ['detach'],
      ['progress', { progress: 2, total: 2 }],
      ['notify', 'notifications/message', 'after'],
      ['ask', 'roots/list'],
    ]);
    expect(seen.roots).to.deep.equal([['file:///request'], ['file:///channel']]);
    expect(notes(raw)).to.deep.equal([['progress', 1], ['log', 'before']]);
  });

  it('tells a tool error from the run’s outcome, and stops a run at the channel’s time limit', async () => {
    expect((await call(recordingChannel(), 'explode')).outcome).to.deep.include({ kind: 'result', toolError: true });
    const limited = recordingChannel({ timeLimitMs: 20 });
    const { outcome } = await call(limited, 'wait');
    expect(outcome).to.deep.include({ kind: 'result', toolError: true });
    expect(limited.told).to.deep.equal([['abort', 'timed out after 20 ms']]);
  });
});
