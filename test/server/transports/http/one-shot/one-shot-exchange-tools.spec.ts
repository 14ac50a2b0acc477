import { expect } from 'chai';
import { Ctx, Tool, createServer, type McpContext } from '../../../../../lib/index.js';
import { silentDiagnostics } from '../../../../../lib/observability/index.js';
import type { EngineCore } from '../../../../../lib/server/contracts/method-call.js';
import type { RequestTerms } from '../../../../../lib/server/era/classify-inbound.js';
import { internalsOf } from '../../../../../lib/server/engine/server-internals.js';
import { isPlain, type HttpAnswer } from '../../../../../lib/server/transports/http/wire/http-answer.js';
import { goneOf, type OneShotRequest } from '../../../../../lib/server/engine/one-shot.js';
import { oneShotExchange } from '../../../../../lib/server/transports/http/one-shot/one-shot-exchange.js';

type Json = { [key: string]: any };

/** Why the waiting handler's signal aborted. */
let stoppedBecause: string | undefined;
let waiting: () => void = () => undefined;

class Talk {
  @Tool({ description: 'Logs, then answers.' })
  chatty(@Ctx() ctx: McpContext): string {
    ctx.log.info('working');
    return 'done';
  }

  @Tool({ description: 'Answers at once.' })
  quiet(): string {
    return 'quiet';
  }

  @Tool({ description: 'Asks the client for its roots.' })
  async asks(@Ctx() ctx: McpContext): Promise<string> {
    return (await ctx.roots()).map((r) => r.uri).join(',');
  }

  @Tool({ description: 'Waits until its signal aborts.' })
  async waits(@Ctx() ctx: McpContext): Promise<string> {
    waiting();
    await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve, { once: true }));
    stoppedBecause = (ctx.signal.reason as Error).message;
    return 'stopped';
  }
}

describe('server/transports/http/one-shot/one-shot-exchange: tools on one exchange', () => {
  const core: EngineCore = internalsOf(createServer({ name: 'one', version: '1', classes: [Talk], diagnostics: silentDiagnostics }))!.core;
  const era = (revision: string): RequestTerms => ({ adapter: core.registry.exact(revision)!, client: { capabilities: { roots: {} } }, logLevel: 'debug' });
  const call = (name: string, options: Partial<OneShotRequest> = {}): OneShotRequest => ({ id: 1, method: 'tools/call', params: { name, arguments: {} }, terms: era('2025-06-18'), stateless: false, whenGone: goneOf(new AbortController().signal), ...options });
  const bodyOf = async (answer: HttpAnswer): Promise<string> => (isPlain(answer) ? answer.body : answer.text());

  it('answers with plain JSON when nothing precedes the result', async () => {
    const answer = await oneShotExchange(core, call('quiet'));
    expect(isPlain(answer) && answer.status).to.equal(200);
    expect((JSON.parse(await bodyOf(answer)) as Json).result.content[0].text).to.equal('quiet');
  });

  it('turns into an SSE stream when a notification comes first, ending with the answer', async () => {
    const answer = await oneShotExchange(core, call('chatty'));
    expect(isPlain(answer)).to.equal(false);
    expect((answer as Response).headers.get('content-type')).to.equal('text/event-stream');
    const frames = (await bodyOf(answer)).split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)) as Json);
    expect(frames.map((f) => f.method ?? 'answer')).to.deep.equal(['notifications/message', 'answer']);
    expect(frames[1]!.result.content[0].text).to.equal('done');
  });

  it('cannot reach the client mid-request on a session revision: ctx.roots() is refused as a tool error', async () => {
    const body = JSON.parse(await bodyOf(await oneShotExchange(core, call('asks')))) as Json;
    expect(body.result.isError).to.equal(true);
    expect(body.result.content[0].text).to.include('roots/list cannot be sent on a one-shot HTTP exchange');
  });

  it('aborts the run when the client goes away', async () => {
    const client = new AbortController();
    const started = new Promise<void>((resolve) => (waiting = resolve));
    const answered = oneShotExchange(core, call('waits', { whenGone: goneOf(client.signal) }));
    await started;
    client.abort();
    await answered;
    expect(stoppedBecause).to.equal('the client closed the HTTP exchange');
  });
});
