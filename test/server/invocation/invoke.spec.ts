import { expect } from 'chai';
import { AccessDeniedError, Ctx, Param, Prompt, Resource, ResourceNotFoundError, ResourceTemplate, Tool, ToolError, serveHttp, type Invocation, type ListFilter, type McpContext, type McpGuard, type MiddlewareFn, type Next } from '../../../lib/index.js';
import { openRawSession } from '../../support/raw-session.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';
import { envelope } from '../../support/wire.js';

class Pipeline {
  static runs: string[] = [];

  @Tool({ description: 'Echoes' })
  echo(@Param('text') text: string): string {
    Pipeline.runs.push(`echo ${text}`);
    return text;
  }

  @Tool({ description: 'Deletes everything' })
  wipe(): string {
    Pipeline.runs.push('wipe');
    return 'wiped';
  }

  @Tool({ description: 'Sleeps' })
  async nap(@Param('ms') ms: number, @Ctx() ctx: McpContext): Promise<string> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      ctx.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
    return 'rested';
  }

  @Prompt({ description: 'Greets' })
  greet(@Param('name', { complete: ['Ada', 'Alan'] }) name: string): string {
    return `Hello ${name}`;
  }

  @Prompt({ description: 'Thinks for a while' })
  async ponder(): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return 'hm';
  }

  @Resource('notes://index')
  index(): string {
    return 'index';
  }

  @ResourceTemplate('notes://{id}')
  note(@Param('id') id: string): string {
    if (id === 'missing') throw new ResourceNotFoundError(`notes://${id}`, `No note ${id}; list notes://index for the ones there are`);
    return `note ${id}`;
  }
}

describe('server/invocation/invoke: the one pipeline, with middleware and guards', () => {
  afterEach(closeServers);
  beforeEach(() => {
    Pipeline.runs = [];
  });

  it('runs server middleware in order around every kind of call, with a typed invocation', async () => {
    const seen: string[] = [];
    const tag = (label: string): MiddlewareFn => async (invocation, next) => {
      seen.push(`${label}>${invocation.kind}:${invocation.name}:${invocation.member}`);
      const value = await next();
      seen.push(`<${label}`);
      return value;
    };
    const raw = await session(serve([Pipeline], { middleware: [tag('a'), tag('b')] }), '2025-11-25');
    let captured: Invocation | undefined;
    const capture = serve([Pipeline], { middleware: [(invocation: Invocation, next: Next) => ((captured = invocation), next())] });
    expect(resultOf(await raw.request('tools/call', { name: 'echo', arguments: { text: 'hi' } })).content[0].text).to.equal('hi');
    await raw.request('prompts/get', { name: 'greet', arguments: { name: 'Ada' } });
    await raw.request('resources/read', { uri: 'notes://7' });
    await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'greet' }, argument: { name: 'name', value: 'A' } });
    expect(seen).to.deep.equal([
      'a>tool:echo:Pipeline.echo', 'b>tool:echo:Pipeline.echo', '<b', '<a',
      'a>prompt:greet:Pipeline.greet', 'b>prompt:greet:Pipeline.greet', '<b', '<a',
      'a>resource:notes://7:Pipeline.note', 'b>resource:notes://7:Pipeline.note', '<b', '<a',
      'a>completion:greet:Pipeline.greet(#0 "name")', 'b>completion:greet:Pipeline.greet(#0 "name")', '<b', '<a',
    ]);
    const other = await session(capture, '2025-06-18');
    await other.request('tools/call', { name: 'echo', arguments: { text: 'there' } });
    expect(captured).to.deep.include({ kind: 'tool', name: 'echo', member: 'Pipeline.echo', args: ['there'], arguments: { text: 'there' } });
    expect(captured!.context.revision).to.equal('2025-06-18');
    expect(captured!.context.headers).to.equal(undefined);
  });

  it('hands middleware the HTTP request\'s headers on both eras', async () => {
    const seen: (string | undefined)[] = [];
    const server = serve([Pipeline], { middleware: [(invocation: Invocation, next: Next) => (seen.push(invocation.context.headers?.get('x-trace')), next())] });
    const http = await serveHttp(server, { port: 0 });
    try {
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-trace': 'abc' };
      const meta = envelope();
      const stateless = await fetch(http.url, {
        method: 'POST',
        headers: { ...headers, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'echo' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x' }, _meta: meta } }),
      });
      expect((await stateless.json()).result.content[0].text).to.equal('x');
      const init = await fetch(http.url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } }) });
      const session = { ...headers, 'mcp-session-id': init.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-11-25', 'x-trace': 'def' };
      await init.text();
      const call = await fetch(http.url, { method: 'POST', headers: session, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'y' } } }) });
      expect(await call.text()).to.contain('"text":"y"');
      expect(seen).to.deep.equal(['abc', 'def']);
    } finally {
      await http.close();
    }
  });

  it('lets middleware short-circuit with a value, change the result, or refuse with an error', async () => {
    const cached: MiddlewareFn = (invocation, next) => (invocation.name === 'echo' && invocation.args[0] === 'cached' ? 'from cache' : next());
    const shout: MiddlewareFn = async (_invocation, next) => {
      const value = await next();
      return typeof value === 'string' ? value.toUpperCase() : value;
    };
    const refuse: MiddlewareFn = (invocation, next) => {
      if (invocation.name === 'wipe') throw new ToolError('Not today.');
      if (invocation.kind === 'prompt') throw new AccessDeniedError('Prompts are closed.');
      return next();
    };
    const raw = await session(serve([Pipeline], { middleware: [cached, shout, refuse] }), '2025-11-25');
    expect(resultOf(await raw.request('tools/call', { name: 'echo', arguments: { text: 'cached' } })).content[0].text).to.equal('from cache');
    expect(resultOf(await raw.request('tools/call', { name: 'echo', arguments: { text: 'quiet' } })).content[0].text).to.equal('QUIET');
    expect(resultOf(await raw.request('tools/call', { name: 'wipe', arguments: {} }))).to.deep.equal({ content: [{ type: 'text', text: 'Not today.' }], isError: true });
    expect(errorOf(await raw.request('prompts/get', { name: 'greet', arguments: { name: 'x' } }))).to.deep.equal({ code: -32602, message: 'Prompts are closed.' });
    expect(Pipeline.runs).to.deep.equal(['echo quiet']);
  });

  it('answers a guard that denies with a tool error on tools and -32602 elsewhere, and never runs the handler', async () => {
    const guard = (invocation: Invocation) => (invocation.name === 'wipe' ? 'Wiping needs the admin role.' : invocation.kind !== 'resource');
    const raw = await session(serve([Pipeline], { guards: [guard] }), '2025-11-25');
    expect(resultOf(await raw.request('tools/call', { name: 'wipe', arguments: {} }))).to.deep.equal({ content: [{ type: 'text', text: 'Wiping needs the admin role.' }], isError: true });
    expect(errorOf(await raw.request('resources/read', { uri: 'notes://index' }))).to.deep.equal({ code: -32602, message: 'Access to resource notes://index was denied.' });
    expect(resultOf(await raw.request('tools/call', { name: 'echo', arguments: { text: 'ok' } })).content[0].text).to.equal('ok');
    expect(Pipeline.runs).to.deep.equal(['echo ok']);
  });

  it('builds guard and middleware classes with the scan factory, once', async () => {
    const built: string[] = [];
    class OnlyEcho implements McpGuard {
      canActivate(invocation: Invocation): boolean {
        return invocation.name === 'echo';
      }
    }
    const factory = (target: new (...args: never[]) => object): object => {
      built.push(target.name);
      return new (target as new () => object)();
    };
    const raw = await session(serve([Pipeline], { guards: [OnlyEcho], scan: { factory } }), '2025-11-25');
    await raw.request('tools/call', { name: 'echo', arguments: { text: '1' } });
    expect(resultOf(await raw.request('tools/call', { name: 'wipe', arguments: {} })).isError).to.equal(true);
    expect(built).to.deep.equal(['Pipeline', 'OnlyEcho']);
  });

  it('gives prompts and resources the same time limit as tools', async () => {
    const raw = await session(serve([Pipeline], { handlerTimeoutMs: 50 }), '2025-11-25');
    expect(errorOf(await raw.request('prompts/get', { name: 'ponder', arguments: {} }))).to.deep.equal({ code: -32603, message: 'Prompt ponder timed out after 50 ms' });
    expect(resultOf(await raw.request('tools/call', { name: 'nap', arguments: { ms: 300 } }))).to.deep.equal({ content: [{ type: 'text', text: 'Tool nap timed out after 50 ms.' }], isError: true });
  });

  it('turns a ResourceNotFoundError from a template into the revision\'s code, with the handler\'s message', async () => {
    const server = serve([Pipeline]);
    const legacy = await session(server, '2025-11-25');
    expect(errorOf(await legacy.request('resources/read', { uri: 'notes://missing' }))).to.deep.equal({ code: -32002, message: 'No note missing; list notes://index for the ones there are', data: { uri: 'notes://missing' } });
    const modern = await openRawSession(server);
    const meta = envelope();
    expect(errorOf(await modern.request('resources/read', { uri: 'notes://missing', _meta: meta })).code).to.equal(-32602);
  });

  it('shows each caller the lists its filters allow, encoding each view once', async () => {
    let visibleCalls = 0;
    const byClient: ListFilter = {
      key: (caller) => (caller.client.info?.name === 'admin' ? 'admin' : 'guest'),
      visible: (member, key) => {
        visibleCalls++;
        return key === 'admin' || member.name !== 'wipe';
      },
    };
    const server = serve([Pipeline], { middleware: [{ filter: byClient }] });
    const names = async (clientName: string): Promise<string[]> => {
      const raw = await openRawSession(server);
      await raw.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: clientName, version: '1' } });
      return resultOf(await raw.request('tools/list')).tools.map((t: { name: string }) => t.name);
    };
    expect(await names('guest-1')).to.deep.equal(['echo', 'nap']);
    expect(await names('admin')).to.deep.equal(['echo', 'wipe', 'nap']);
    const afterTwoViews = visibleCalls;
    expect(await names('guest-2')).to.deep.equal(['echo', 'nap']);
    expect(visibleCalls, 'a second guest is served from the cached view').to.equal(afterTwoViews);
  });
});
