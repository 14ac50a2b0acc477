import { expect } from 'chai';
import { IsString } from 'class-validator';
import { Ctx, Field, Param, Tool, type McpContext } from '../../../lib/index.js';
import { openRawSession, type RawSession } from '../../support/raw-session.js';
import { closeServers, serve } from '../serve.js';
import { envelope } from '../../support/wire.js';

const V = '2026-07-28';
const meta = (extra: object = {}, capabilities: object = {}) => ({ _meta: { ...envelope({ capabilities }), ...extra } });

class NameForm {
  @IsString() @Field({ description: 'Your name' }) name!: string;
}

class Greeter {
  runs = 0;

  @Tool({ description: 'Greets after asking for a name' })
  async greet(@Param('greeting') greeting: string, @Ctx() ctx: McpContext): Promise<string> {
    this.runs++;
    const answer = await ctx.elicit(NameForm, 'Who are you?', { key: 'user_name' });
    return answer.action === 'accept' ? `${greeting}, ${answer.content.name}` : `no name (${answer.action})`;
  }

  @Tool({ description: 'Asks for three inputs at once' })
  async all(@Ctx() ctx: McpContext): Promise<string> {
    const [form, sample, roots] = await Promise.all([
      ctx.elicit(NameForm, 'Name?'),
      ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }], maxTokens: 5 }),
      ctx.roots(),
    ]);
    return `${form.action}/${sample.model}/${roots.length}`;
  }

  @Tool({ description: 'Logs' })
  noisy(@Ctx() ctx: McpContext): string {
    ctx.log.info('hello');
    ctx.log.debug('details');
    return 'done';
  }
}

describe('server: the stateless revision (2026-07-28) over a raw connection', () => {
  let raw: RawSession;
  let greeter: Greeter;
  beforeEach(async () => {
    greeter = new Greeter();
    raw = await openRawSession(serve([greeter]));
  });
  afterEach(async () => {
    await raw.close();
    await closeServers();
  });

  it('answers server/discover with versions, capabilities, caching hints and serverInfo, without pinning', async () => {
    const discover = await raw.request('server/discover', meta());
    expect(discover.result).to.deep.include({ resultType: 'complete', ttlMs: 300000, cacheScope: 'public' });
    expect(discover.result.supportedVersions).to.include(V);
    expect(discover.result._meta['io.modelcontextprotocol/serverInfo']).to.deep.equal({ name: 'test', version: '1.0.0' });
    // discover did not pin the connection: initialize still works.
    expect((await raw.initialize('2025-11-25')).protocolVersion).to.equal('2025-11-25');
  });

  it('names the missing envelope key with -32602, and refuses an unsupported version with -32022', async () => {
    const noVersion = await raw.request('tools/list', { _meta: { 'io.modelcontextprotocol/clientCapabilities': {} } });
    expect(noVersion.error?.code).to.equal(-32602);
    expect(noVersion.error?.message).to.include('io.modelcontextprotocol/protocolVersion');
    const noCaps = await raw.request('server/discover', { _meta: { 'io.modelcontextprotocol/protocolVersion': V } });
    expect(noCaps.error?.message).to.include('io.modelcontextprotocol/clientCapabilities');
    const future = await raw.request('tools/call', { name: 'noisy', ...meta({ 'io.modelcontextprotocol/protocolVersion': '2099-01-01' }) });
    expect(future.error).to.deep.include({ code: -32022 });
    expect(future.error?.data).to.deep.equal({ supported: [V], requested: '2099-01-01' });
  });

  it('stamps resultType, caching hints (lists and reads) and serverInfo; pins the connection; refuses initialize afterwards', async () => {
    const list = await raw.request('tools/list', meta());
    expect(list.result).to.deep.include({ resultType: 'complete', ttlMs: 300000, cacheScope: 'public' });
    const call = await raw.request('tools/call', { name: 'noisy', arguments: {}, ...meta() });
    expect(call.result.resultType).to.equal('complete');
    expect(call.result).to.not.have.property('ttlMs');
    const init = await raw.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } });
    expect(init.error).to.deep.include({ code: -32022 });
    const ping = await raw.request('ping', meta());
    expect(ping.error?.code).to.equal(-32601);
  });

  it('sends log notifications only when the request asked for a level', async () => {
    await raw.request('tools/call', { name: 'noisy', arguments: {}, ...meta() });
    expect(raw.received.filter((m) => m.method === 'notifications/message')).to.deep.equal([]);
    await raw.request('tools/call', { name: 'noisy', arguments: {}, ...meta({ 'io.modelcontextprotocol/logLevel': 'info' }) });
    expect(raw.received.filter((m) => m.method === 'notifications/message').map((m) => m.params)).to.deep.equal([{ level: 'info', data: 'hello' }]);
  });

  it('turns ctx.elicit into input_required, resumes from the retry, and refuses a tampered state', async () => {
    const caps = { elicitation: {} };
    const first = await raw.request('tools/call', { name: 'greet', arguments: { greeting: 'Hi' }, ...meta({}, caps) });
    expect(first.result.resultType).to.equal('input_required');
    expect(first.result.inputRequests.user_name.method).to.equal('elicitation/create');
    expect(first.result.inputRequests.user_name.params.requestedSchema).to.deep.equal({ type: 'object', properties: { name: { type: 'string', description: 'Your name' } }, required: ['name'] });
    expect(first.result).to.not.have.property('ttlMs');
    const state = first.result.requestState as string;
    const done = await raw.request('tools/call', { name: 'greet', arguments: { greeting: 'Hi' }, inputResponses: { user_name: { action: 'accept', content: { name: 'Alice' } } }, requestState: state, ...meta({}, caps) });
    expect(done.result).to.deep.include({ resultType: 'complete', content: [{ type: 'text', text: 'Hi, Alice' }] });
    const tampered = await raw.request('tools/call', { name: 'greet', arguments: { greeting: 'Hi' }, requestState: `${state}x`, ...meta({}, caps) });
    expect(tampered.error?.code).to.equal(-32602);
    const otherCall = await raw.request('tools/call', { name: 'greet', arguments: { greeting: 'Hello' }, requestState: state, ...meta({}, caps) });
    expect(otherCall.error?.message).to.include('different call');
    const invalid = await raw.request('tools/call', { name: 'greet', arguments: { greeting: 'Hi' }, inputResponses: { user_name: 12345 }, ...meta({}, caps) });
    expect(invalid.result.resultType).to.equal('input_required');
  });

  it('collects parallel inputs in one round, keyed in call order', async () => {
    const caps = { elicitation: {}, sampling: {}, roots: {} };
    const first = await raw.request('tools/call', { name: 'all', arguments: {}, ...meta({}, caps) });
    expect(Object.keys(first.result.inputRequests)).to.have.members(['elicitation_1', 'sampling_1', 'roots_1']);
    const done = await raw.request('tools/call', {
      name: 'all',
      arguments: {},
      requestState: first.result.requestState,
      inputResponses: { elicitation_1: { action: 'decline' }, sampling_1: { role: 'assistant', content: { type: 'text', text: 'yo' }, model: 'm' }, roots_1: { roots: [{ uri: 'file:///a' }] } },
      ...meta({}, caps),
    });
    expect(done.result.content).to.deep.equal([{ type: 'text', text: 'decline/m/1' }]);
  });

  it('answers -32021 with requiredCapabilities when the client did not declare what the tool needs', async () => {
    const refused = await raw.request('tools/call', { name: 'greet', arguments: { greeting: 'Hi' }, ...meta() });
    expect(refused.error).to.deep.include({ code: -32021 });
    expect(refused.error?.data).to.deep.equal({ requiredCapabilities: { elicitation: {} } });
  });

  it('streams subscriptions/listen: acknowledgement first, tagged notifications, the filter honoured', async () => {
    const server = serve([new Greeter()]);
    const listener = await openRawSession(server);
    await listener.send({ jsonrpc: '2.0', id: 'sub-1', method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true, bogus: true }, ...meta() } });
    const ack = await listener.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged');
    expect(ack.params).to.deep.equal({ notifications: { toolsListChanged: true }, _meta: { 'io.modelcontextprotocol/subscriptionId': 'sub-1' } });
    class Extra { @Tool({ description: 'extra' }) extra(): string { return 'x'; } }
    server.add(Extra);
    const changed = await listener.waitFor((m) => m.method === 'notifications/tools/list_changed');
    expect(changed.params).to.deep.equal({ _meta: { 'io.modelcontextprotocol/subscriptionId': 'sub-1' } });
    await listener.close();
  });
});
