import { expect } from 'chai';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { Ctx, Tool, type McpContext } from '../../../lib/index.js';
import type { RawMessage } from '../../support/raw-session.js';
import { REVISIONS, closeServers, errorOf, resultOf, serve, session } from '../serve.js';

class ConfirmDto {
  @IsBoolean() confirm!: boolean;
  @IsString() @IsOptional() note?: string;
}

class ContextTools {
  static seen: unknown;

  @Tool() async steps(@Ctx() ctx: McpContext): Promise<string> {
    await ctx.progress(1, 3);
    await ctx.progress(2, 3, 'half');
    await ctx.progress(3, 3);
    return 'done';
  }

  @Tool() async backwards(@Ctx() ctx: McpContext): Promise<string> {
    await ctx.progress(2);
    await ctx.progress(1);
    await ctx.progress(2);
    await ctx.progress(5);
    return 'done';
  }

  @Tool() chatty(@Ctx() ctx: McpContext): string {
    ctx.log.info('x');
    ctx.log.error({ code: 7 });
    ctx.log.log('warning', 'named', 'db');
    ctx.log.debug('fine detail');
    return 'logged';
  }

  @Tool() whoami(@Ctx() ctx: McpContext): string {
    return JSON.stringify({ revision: ctx.revision, client: ctx.client, requestId: ctx.requestId });
  }

  @Tool() async confirm(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(ConfirmDto, 'Proceed?');
    ContextTools.seen = answer.action === 'accept' ? answer.content : answer;
    if (answer.action !== 'accept') return answer.action;
    return `${answer.content instanceof ConfirmDto ? 'ConfirmDto' : 'plain'} confirm=${answer.content.confirm} note=${answer.content.note ?? '-'}`;
  }

  @Tool() async ask(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }], maxTokens: 10 });
    return `${answer.role}/${answer.model}/${answer.content.type === 'text' ? answer.content.text : '?'}`;
  }

  @Tool() async where(@Ctx() ctx: McpContext): Promise<string> {
    const roots = await ctx.roots();
    return roots.map((r) => r.uri).join(',');
  }
}

const isProgress = (m: RawMessage) => m.method === 'notifications/progress';
const isLog = (m: RawMessage) => m.method === 'notifications/message';

describe('server/invocation/handler-context-for', () => {
  afterEach(closeServers);
  beforeEach(() => {
    ContextTools.seen = undefined;
  });

  describe('progress', () => {
    for (const revision of REVISIONS) {
      const withMessage = revision !== '2024-11-05';
      it(`sends three progress notifications with the token before the response at ${revision}${withMessage ? ', message included' : ', without message'}`, async () => {
        const raw = await session(serve([ContextTools]), revision);
        const response = await raw.request('tools/call', { name: 'steps', arguments: {}, _meta: { progressToken: 'p1' } });
        expect(resultOf(response)).to.deep.equal({ content: [{ type: 'text', text: 'done' }] });
        const relevant = raw.received.filter((m) => isProgress(m) || m.id === response.id);
        expect(relevant.map((m) => m.params ?? 'response')).to.deep.equal([
          { progressToken: 'p1', progress: 1, total: 3 },
          withMessage ? { progressToken: 'p1', progress: 2, total: 3, message: 'half' } : { progressToken: 'p1', progress: 2, total: 3 },
          { progressToken: 'p1', progress: 3, total: 3 },
          'response',
        ]);
      });
    }

    it('accepts a numeric progress token', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      await raw.request('tools/call', { name: 'steps', arguments: {}, _meta: { progressToken: 42 } });
      expect(raw.received.filter(isProgress).map((m) => m.params.progressToken)).to.deep.equal([42, 42, 42]);
    });

    it('sends no progress notifications without a progress token', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      const response = await raw.request('tools/call', { name: 'steps', arguments: {} });
      expect(resultOf(response).content[0].text).to.equal('done');
      expect(raw.received.filter(isProgress)).to.deep.equal([]);
    });

    it('drops progress that does not increase', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      await raw.request('tools/call', { name: 'backwards', arguments: {}, _meta: { progressToken: 't' } });
      expect(raw.received.filter(isProgress).map((m) => m.params.progress)).to.deep.equal([2, 5]);
    });
  });

  describe('logging', () => {
    it('sends ctx.log messages as notifications/message before the response', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      const response = await raw.request('tools/call', { name: 'chatty', arguments: {} });
      expect(resultOf(response).content[0].text).to.equal('logged');
      const logs = raw.received.filter(isLog);
      expect(logs.map((m) => m.params)).to.deep.equal([
        { level: 'info', data: 'x' },
        { level: 'error', data: { code: 7 } },
        { level: 'warning', data: 'named', logger: 'db' },
        { level: 'debug', data: 'fine detail' },
      ]);
      expect(raw.received.indexOf(logs[3]!)).to.be.below(raw.received.indexOf(response));
    });

    it('drops messages below the level set with logging/setLevel', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      expect(resultOf(await raw.request('logging/setLevel', { level: 'error' }))).to.deep.equal({});
      await raw.request('tools/call', { name: 'chatty', arguments: {} });
      expect(raw.received.filter(isLog).map((m) => m.params)).to.deep.equal([{ level: 'error', data: { code: 7 } }]);
    });

    it('starts at defaultLogLevel', async () => {
      const raw = await session(serve([ContextTools], { defaultLogLevel: 'warning' }), '2025-06-18');
      await raw.request('tools/call', { name: 'chatty', arguments: {} });
      expect(raw.received.filter(isLog).map((m) => m.params.level)).to.deep.equal(['error', 'warning']);
    });

    it('refuses an unknown level with -32602', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      const error = errorOf(await raw.request('logging/setLevel', { level: 'loud' }));
      expect(error.code).to.equal(-32602);
      expect(error.message).to.contain('"loud"');
    });

    it('keeps the previous level after a refused one', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      await raw.request('logging/setLevel', { level: 'error' });
      await raw.request('logging/setLevel', { level: 'loud' });
      await raw.request('tools/call', { name: 'chatty', arguments: {} });
      expect(raw.received.filter(isLog).map((m) => m.params.level)).to.deep.equal(['error']);
    });
  });

  describe('the rest of the context', () => {
    it('tells the handler its revision, client and request id', async () => {
      const raw = await session(serve([ContextTools]), '2025-03-26', { roots: {} });
      const response = await raw.request('tools/call', { name: 'whoami', arguments: {} });
      expect(JSON.parse(resultOf(response).content[0].text)).to.deep.equal({
        revision: '2025-03-26',
        client: { info: { name: 'raw-session', version: '1.0.0' }, capabilities: { roots: {} } },
        requestId: response.id,
      });
    });
  });

  describe('elicitation', () => {
    it('sends elicitation/create with the flat form schema and hands the tool a validated DTO', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18', { elicitation: {} });
      raw.onRequest('elicitation/create', () => ({ action: 'accept', content: { confirm: true } }));
      const response = await raw.request('tools/call', { name: 'confirm', arguments: {} });
      const asked = raw.received.find((m) => m.method === 'elicitation/create')!;
      expect(asked.params).to.deep.equal({
        message: 'Proceed?',
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' }, note: { type: 'string' } }, required: ['confirm'] },
      });
      expect(resultOf(response)).to.deep.equal({ content: [{ type: 'text', text: 'ConfirmDto confirm=true note=-' }] });
      expect(ContextTools.seen).to.be.instanceOf(ConfirmDto);
      expect(raw.received.indexOf(asked)).to.be.below(raw.received.indexOf(response));
    });

    it('passes the optional field through', async () => {
      const raw = await session(serve([ContextTools]), '2025-11-25', { elicitation: {} });
      raw.onRequest('elicitation/create', () => ({ action: 'accept', content: { confirm: false, note: 'later' } }));
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'ConfirmDto confirm=false note=later' }] });
    });

    it('ends the call in an isError result naming the field when the answer does not fit the form', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18', { elicitation: {} });
      raw.onRequest('elicitation/create', () => ({ action: 'accept', content: { confirm: 'yes' } }));
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(result.isError).to.equal(true);
      expect(result.content[0].text).to.contain('confirm');
      expect(ContextTools.seen).to.equal(undefined);
    });

    for (const action of ['decline', 'cancel'] as const) {
      it(`hands a ${action} to the tool`, async () => {
        const raw = await session(serve([ContextTools]), '2025-06-18', { elicitation: {} });
        raw.onRequest('elicitation/create', () => ({ action }));
        const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
        expect(result).to.deep.equal({ content: [{ type: 'text', text: action }] });
      });
    }

    it('ends the call in an isError result when the client answers with an error', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18', { elicitation: {} });
      raw.onRequest('elicitation/create', () => {
        throw new Error('no UI');
      });
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(result.isError).to.equal(true);
      expect(result.content[0].text).to.contain('no UI');
    });

    it('fails with an isError result mentioning elicitation when the client lacks the capability', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(result.isError).to.equal(true);
      expect(result.content[0].text).to.contain('elicitation');
      expect(raw.received.some((m) => m.method === 'elicitation/create')).to.equal(false);
    });

    it('elicits from a 2025-11-25 client that declares form mode explicitly', async () => {
      const raw = await session(serve([ContextTools]), '2025-11-25', { elicitation: { form: {} } });
      raw.onRequest('elicitation/create', () => ({ action: 'accept', content: { confirm: true } }));
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'ConfirmDto confirm=true note=-' }] });
    });

    it('does not send a form elicitation to a 2025-11-25 client that only declares url mode', async () => {
      const raw = await session(serve([ContextTools]), '2025-11-25', { elicitation: { url: {} } });
      raw.onRequest('elicitation/create', () => ({ action: 'accept', content: { confirm: true } }));
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(raw.received.filter((m) => m.method === 'elicitation/create')).to.deep.equal([]);
      expect(result.isError).to.equal(true);
      expect(result.content[0].text).to.contain('elicitation');
    });

    it('fails with an isError result at 2025-03-26, which has no elicitation, even with the capability', async () => {
      const raw = await session(serve([ContextTools]), '2025-03-26', { elicitation: {} });
      raw.onRequest('elicitation/create', () => ({ action: 'accept', content: { confirm: true } }));
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(result.isError).to.equal(true);
      expect(result.content[0].text).to.contain('elicitation').and.to.contain('2025-03-26');
      expect(raw.received.some((m) => m.method === 'elicitation/create')).to.equal(false);
    });
  });

  describe('abandoned client requests', () => {
    it('tells the client with notifications/cancelled when the tool call is cancelled while elicitation/create is pending', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18', { elicitation: {} });
      raw.onRequest('elicitation/create', () => new Promise(() => undefined));
      const callId = raw.nextId;
      void raw.request('tools/call', { name: 'confirm', arguments: {} }, 1000).catch(() => undefined);
      const asked = await raw.waitFor((m) => m.method === 'elicitation/create');
      await raw.notify('notifications/cancelled', { requestId: callId });
      const cancelled = await raw.waitFor((m) => m.method === 'notifications/cancelled', 500);
      expect(cancelled.params.requestId).to.equal(asked.id);
    });

    it('does not count the wait for the user against the handler time limit', async () => {
      const raw = await session(serve([ContextTools], { handlerTimeoutMs: 50 }), '2025-06-18', { elicitation: {} });
      // The user takes four times the handler's limit to answer; the call still completes.
      raw.onRequest('elicitation/create', () => new Promise((resolve) => setTimeout(() => resolve({ action: 'accept', content: { confirm: true } }), 200)));
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(result.isError, JSON.stringify(result)).to.equal(undefined);
      expect(raw.received.some((m) => m.method === 'notifications/cancelled')).to.equal(false);
    });

    it('tells the client with notifications/cancelled when it does not answer within clientWaitMs, and the tool fails', async () => {
      const raw = await session(serve([ContextTools], { clientWaitMs: 50 }), '2025-06-18', { elicitation: {} });
      raw.onRequest('elicitation/create', () => new Promise(() => undefined));
      const result = resultOf(await raw.request('tools/call', { name: 'confirm', arguments: {} }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'the client did not answer elicitation/create within 50 ms' }], isError: true });
      const asked = raw.received.find((m) => m.method === 'elicitation/create')!;
      const cancelled = await raw.waitFor((m) => m.method === 'notifications/cancelled', 500);
      expect(cancelled.params.requestId).to.equal(asked.id);
    });
  });

  describe('sampling', () => {
    it('sends sampling/createMessage and hands the answer to the tool', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18', { sampling: {} });
      raw.onRequest('sampling/createMessage', () => ({ role: 'assistant', content: { type: 'text', text: 'hello' }, model: 'm' }));
      const result = resultOf(await raw.request('tools/call', { name: 'ask', arguments: {} }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'assistant/m/hello' }] });
      const asked = raw.received.find((m) => m.method === 'sampling/createMessage')!;
      expect(asked.params).to.deep.equal({ messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }], maxTokens: 10 });
    });

    it('works at 2024-11-05 too', async () => {
      const raw = await session(serve([ContextTools]), '2024-11-05', { sampling: {} });
      raw.onRequest('sampling/createMessage', () => ({ role: 'assistant', content: { type: 'text', text: 'hello' }, model: 'm' }));
      expect(resultOf(await raw.request('tools/call', { name: 'ask', arguments: {} })).content[0].text).to.equal('assistant/m/hello');
    });

    it('fails with an isError result when the answer has no model', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18', { sampling: {} });
      raw.onRequest('sampling/createMessage', () => ({ role: 'assistant', content: { type: 'text', text: 'hello' } }));
      const result = resultOf(await raw.request('tools/call', { name: 'ask', arguments: {} }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'The client answered sampling/createMessage without a role, content and model' }], isError: true });
    });

    it('fails with an isError result mentioning sampling without the capability', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      const result = resultOf(await raw.request('tools/call', { name: 'ask', arguments: {} }));
      expect(result.isError).to.equal(true);
      expect(result.content[0].text).to.contain('"sampling"');
    });
  });

  describe('roots', () => {
    it('sends roots/list and hands the roots to the tool', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18', { roots: { listChanged: true } });
      raw.onRequest('roots/list', () => ({ roots: [{ uri: 'file:///tmp' }] }));
      const result = resultOf(await raw.request('tools/call', { name: 'where', arguments: {} }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'file:///tmp' }] });
      const asked = raw.received.find((m) => m.method === 'roots/list')!;
      expect(asked.params).to.deep.equal({});
    });

    it('fails with an isError result when a root has no URI', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18', { roots: {} });
      raw.onRequest('roots/list', () => ({ roots: [{ name: 'tmp' }] }));
      const result = resultOf(await raw.request('tools/call', { name: 'where', arguments: {} }));
      expect(result).to.deep.equal({ content: [{ type: 'text', text: 'The client answered roots/list without a list of roots with URIs' }], isError: true });
    });

    it('fails with an isError result mentioning roots without the capability', async () => {
      const raw = await session(serve([ContextTools]), '2025-06-18');
      const result = resultOf(await raw.request('tools/call', { name: 'where', arguments: {} }));
      expect(result.isError).to.equal(true);
      expect(result.content[0].text).to.contain('"roots"');
    });
  });
});
