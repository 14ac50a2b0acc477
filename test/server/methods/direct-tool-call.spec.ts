import { expect } from 'chai';
import { IsString, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { Args, Ctx, Param, Tool, ToolError, type McpContext, type MiddlewareFn } from '../../../lib/index.js';
import type { RequestLogger } from '../../../lib/observability/index.js';
import { adapterFor, type RevisionAdapter } from '../../../lib/revisions/index.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';
import { stepProbe } from '../../../lib/server/protocol/step-probe.js';
import { openRawSession, type RawMessage, type RawSession } from '../../support/raw-session.js';
import { envelope } from '../../support/wire.js';
import { closeServers, serve } from '../serve.js';

class Forecast {
  @IsString() sky!: string;
}

@ValidatorConstraint({ name: 'neverToday', async: true })
class NeverToday implements ValidatorConstraintInterface {
  async validate(value: unknown): Promise<boolean> {
    return value !== 'today';
  }

  defaultMessage(): string {
    return 'is not available today';
  }
}

class Booking {
  @Validate(NeverToday) day!: string;
}

/** Releases the promise `pending` returned, when a test says so. */
let release: (text: string) => void = () => undefined;

/** Plain tools (no context, middleware, declared access or execution mode) for every way a call can end. */
class Plain {
  @Tool() echo(@Param('text') text: string): string {
    return text;
  }

  @Tool() shape(@Param('n') n: number): object {
    return { n, list: [1, 2] };
  }

  @Tool({ output: Forecast }) forecast(): Forecast {
    return { sky: 'clear' };
  }

  @Tool({ output: Forecast }) wrong(): Forecast {
    return { sky: 7 } as unknown as Forecast;
  }

  @Tool() refuse(): string {
    throw new ToolError('not today');
  }

  @Tool() crash(): string {
    throw new Error('boom');
  }

  @Tool() setty(): unknown {
    return new Set([1]);
  }

  @Tool() async later(@Param('text') text: string): Promise<string> {
    await Promise.resolve();
    return `later ${text}`;
  }

  @Tool() pending(): Promise<string> {
    return new Promise((resolve) => (release = resolve));
  }

  @Tool() book(@Args() booking: Booking): string {
    return `booked ${booking.day}`;
  }
}

/** Tools the lane leaves to the pipeline. */
class NotPlain {
  @Tool() withContext(@Param('text') text: string, @Ctx() ctx: McpContext): string {
    return `${text} at ${ctx.revision}`;
  }
}

const passThrough: MiddlewareFn = (_invocation, next) => next();

/** The calls both servers answer, and what each sends: every way a call can end, on the lane and off it. */
const CALLS: readonly { readonly name: string; readonly arguments?: unknown }[] = [
  { name: 'echo', arguments: { text: 'hi' } },
  { name: 'echo', arguments: { text: 5 } },
  { name: 'echo', arguments: { text: 'hi', extra: true } },
  { name: 'echo' },
  { name: 'echo', arguments: [1] },
  { name: 'shape', arguments: { n: 2 } },
  { name: 'forecast', arguments: {} },
  { name: 'wrong', arguments: {} },
  { name: 'refuse', arguments: {} },
  { name: 'crash', arguments: {} },
  { name: 'setty', arguments: {} },
  { name: 'later', arguments: { text: 'x' } },
  { name: 'book', arguments: { day: 'monday' } },
  { name: 'book', arguments: { day: 'today' } },
  { name: 'book', arguments: { day: 3 } },
  { name: 'nosuch', arguments: {} },
  { name: 'withContext', arguments: { text: 'y' } },
];

interface Heard {
  readonly answers: unknown[];
  readonly diagnostics: string[];
  readonly laneTaken: number;
}

const quietLogger: RequestLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Sends every call of CALLS on a fresh server at `revision` and records the answers, the diagnostics and the lane's count. */
async function hear(revision: string, options: { readonly watched: boolean }): Promise<Heard> {
  const diagnostics: string[] = [];
  const server = serve([Plain, NotPlain], {
    diagnostics: { warn: (m) => void diagnostics.push(`warn ${m}`), error: (m, e) => void diagnostics.push(`error ${m} ${e instanceof Error ? e.message : ''}`) },
    ...(options.watched ? { requestLog: quietLogger } : {}),
  });
  const raw = await openRawSession(server);
  const stateless = revision === '2026-07-28';
  if (stateless) await raw.request('server/discover', { _meta: envelope() });
  else await raw.initialize(revision);
  let laneTaken = 0;
  stepProbe.count = (step) => void (step === 'direct-lane' && laneTaken++);
  const answers: unknown[] = [];
  try {
    for (const call of CALLS) {
      const params = { ...call, ...(stateless ? { _meta: envelope() } : {}) };
      const answer = await raw.request('tools/call', params);
      answers.push({ result: answer.result, error: answer.error });
    }
  } finally {
    delete stepProbe.count;
    await raw.close();
  }
  return { answers, diagnostics, laneTaken };
}

describe('server/methods/direct-tool-call: the direct lane of a plain tool\'s call', () => {
  afterEach(async () => {
    delete stepProbe.count;
    await closeServers();
  });

  for (const revision of ['2024-11-05', '2025-11-25', '2026-07-28']) {
    it(`answers every call at ${revision} as the pipeline does (results, tool errors, protocol errors, diagnostics)`, async () => {
      const direct = await hear(revision, { watched: false });
      const pipeline = await hear(revision, { watched: true });
      expect(direct.answers).to.deep.equal(pipeline.answers);
      expect(direct.diagnostics).to.deep.equal(pipeline.diagnostics);
      // The lane took every call of a plain tool on the server nothing watched (not the unknown tool, nor the one
      // with a context), and none on the other.
      expect(direct.laneTaken).to.equal(CALLS.length - 2);
      expect(pipeline.laneTaken).to.equal(0);
      // And the answers are the ones each case calls for, not two alike wrong ones.
      const [hi, badType] = direct.answers as { result?: { content: { text: string }[]; isError?: boolean }; error?: { code: number } }[];
      expect(hi!.result!.content[0]!.text).to.equal('hi');
      expect(badType!.result?.isError === true || badType!.error?.code === -32602).to.equal(true);
      const texts = (direct.answers as { result?: { content?: { text?: string }[] } }[]).map((a) => a.result?.content?.[0]?.text);
      expect(texts).to.include('later x');
      expect(texts).to.include('booked monday');
      expect(direct.diagnostics.some((line) => line.includes('setty') && line.includes('JSON cannot carry'))).to.equal(true);
      expect(direct.diagnostics.some((line) => line.includes('crash') && line.includes('boom'))).to.equal(true);
    });
  }

  it('walks a result an adapter\'s own wire vocabulary encoded: only the framework\'s encoder over a string is plain by construction', async () => {
    const base = adapterFor('2025-11-25');
    // A wire vocabulary of the adapter's own making, which slips a value JSON cannot carry into the result.
    const careless: RevisionAdapter = { ...base, revision: '2099-01-01', wire: { ...base.wire, encodeToolResult: (outcome) => ({ ...base.wire.encodeToolResult(outcome), when: new Date(0) as never }) } };
    const diagnostics: string[] = [];
    const server = serve([Plain], { revisions: ['2025-11-25', careless], diagnostics: { warn: () => undefined, error: (m) => void diagnostics.push(m) } });
    const own = await openRawSession(server);
    await own.initialize('2025-11-25');
    expect((await own.request('tools/call', { name: 'echo', arguments: { text: 'a "quoted" line\n' } })).result).to.deep.equal({ content: [{ type: 'text', text: 'a "quoted" line\n' }] });
    const theirs = await openRawSession(server);
    await theirs.initialize('2099-01-01');
    const answer = await theirs.request('tools/call', { name: 'echo', arguments: { text: 'x' } });
    expect(answer.error?.code).to.equal(-32603);
    expect(diagnostics.some((m) => m.includes('result.when is an instance of Date'))).to.equal(true);
  });


  describe('stands aside', () => {
    async function laneCount(raw: RawSession, params: object): Promise<{ count: number; answer: RawMessage }> {
      let count = 0;
      stepProbe.count = (step) => void (step === 'direct-lane' && count++);
      try {
        return { answer: await raw.request('tools/call', params), count };
      } finally {
        delete stepProbe.count;
      }
    }

    it('for a tool with middleware or a context parameter (the pipeline answers it)', async () => {
      const server = serve([Plain, NotPlain], { middleware: [passThrough] });
      const raw = await openRawSession(server);
      await raw.initialize('2025-11-25');
      expect(internalsOf(server)!.core.plainTool?.('echo')).to.equal(undefined);
      expect(internalsOf(serve([NotPlain]))!.core.plainTool?.('withContext')).to.equal(undefined);
      expect(internalsOf(serve([Plain]))!.core.plainTool?.('echo')?.name).to.equal('echo');
      const { answer, count } = await laneCount(raw, { name: 'echo', arguments: { text: 'via middleware' } });
      expect(count).to.equal(0);
      expect(answer.result!.content[0].text).to.equal('via middleware');
    });

    it('for a task-augmented call, before anything runs (a tool without an execution mode refuses it: -32601)', async () => {
      const raw = await openRawSession(serve([Plain]));
      await raw.initialize('2025-11-25');
      const task = await laneCount(raw, { name: 'echo', arguments: { text: 'x' }, task: {} });
      expect(task.count).to.equal(0);
      expect(task.answer.error?.code).to.equal(-32601);
    });

    it('before initialize (the pipeline refuses the call), and while a logger watches', async () => {
      const raw = await openRawSession(serve([Plain], { requestLog: quietLogger }));
      const before = await laneCount(raw, { name: 'echo', arguments: { text: 'x' } });
      expect(before.count).to.equal(0);
      expect(before.answer.error?.message).to.match(/not initialized/);
      await raw.initialize('2025-11-25');
      const watched = await laneCount(raw, { name: 'echo', arguments: { text: 'x' } });
      expect(watched.count).to.equal(0);
      expect(watched.answer.result!.content[0].text).to.equal('x');
    });
  });

  describe('hands what it began to the pipeline', () => {
    it('drops the answer of a call it started once the client cancelled it, and counts the call in progress meanwhile', async () => {
      const server = serve([Plain]);
      const raw = await openRawSession(server);
      await raw.initialize('2025-11-25');
      const id = raw.nextId;
      const answer = raw.request('tools/call', { name: 'pending', arguments: {} });
      // A second call under the same id while the first waits is refused, as any request's is.
      await raw.send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'echo', arguments: { text: 'twice' } } });
      const refused = await raw.waitFor((m) => m.id === id && m.error !== undefined);
      expect(refused.error!.code).to.equal(-32600);
      await raw.notify('notifications/cancelled', { requestId: id, reason: 'changed my mind' });
      release('too late');
      // The ping is answered after the released call settled: had its answer been sent, it would have come first.
      await raw.request('ping');
      expect(raw.received.filter((m) => m.id === id && m.result !== undefined)).to.have.length(0);
      void answer.catch(() => undefined);
    });

    it('times out a call whose value it had to await, as the pipeline does', async () => {
      const raw = await openRawSession(serve([Plain], { handlerTimeoutMs: 20 }));
      await raw.initialize('2025-11-25');
      const answer = await raw.request('tools/call', { name: 'pending', arguments: {} });
      expect(answer.result!.isError).to.equal(true);
      expect(answer.result!.content[0].text).to.equal('Tool pending timed out after 20 ms.');
    });
  });

  it('finds only the catalogue\'s tools, and only the plain ones', async () => {
    const plainTool = internalsOf(serve([Plain, NotPlain]))!.core.plainTool!;
    expect(plainTool('echo')?.name).to.equal('echo');
    expect(plainTool('nosuch')).to.equal(undefined);
    expect(plainTool('withContext')).to.equal(undefined);
    expect(plainTool('__proto__')).to.equal(undefined);
  });

});
