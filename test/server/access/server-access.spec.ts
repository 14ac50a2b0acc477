import { expect } from 'chai';
import { ArgumentLimits, Param, Prompt, RateLimit, Roles, Tool, type Principal } from '../../../lib/index.js';
import { ScopedNotes } from '../../fixtures/scoped-notes.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';

const AUTH = { issuer: 'https://auth.test', audience: 'https://notes.test/mcp', jwksUri: 'https://auth.test/jwks' };
const reader: Principal = { subject: 'ada', scopes: ['notes:read'], clientId: 'cli', claims: { roles: ['editor'] } };
const writer: Principal = { subject: 'bob', scopes: ['notes:read', 'notes:write'], claims: {} };

const textOf = (result: any): string => result.content[0].text;
const names = (result: any): string[] => (result.tools as { name: string }[]).map((t) => t.name);

class Limited {
  @RateLimit({ points: 2, duration: 0.4 })
  @Tool()
  ping(): string {
    return 'pong';
  }

  @ArgumentLimits({ maxElements: 3, maxBytes: 40 })
  @Tool()
  tag(@Param('tags', { type: () => [String] }) tags: string[]): string {
    return tags.join(',');
  }

  @Prompt()
  hello(): string {
    return 'hello';
  }
}

@Roles('editor', 'admin')
class Moderation {
  @Tool()
  hide(): string {
    return 'hidden';
  }
}

describe('server/access/server-access (declared access on transports without tokens)', () => {
  afterEach(closeServers);

  it('refuses a scoped call that carries no principal with a tool error saying how to give one', async () => {
    const raw = await session(serve([ScopedNotes]), '2025-11-25');
    const refused = resultOf(await raw.request('tools/call', { name: 'list_notes', arguments: {} }));
    expect(refused.isError).to.equal(true);
    expect(textOf(refused)).to.equal('Tool list_notes needs an authenticated caller, and this call carries no credentials. Over HTTP send an access token (Authorization: Bearer …); on stdio or in memory name the local principal with createServer({ auth: { local } }).');
    // Public members stay callable, and lists show only them.
    expect(textOf(resultOf(await raw.request('tools/call', { name: 'about', arguments: {} })))).to.equal('scoped notes');
    expect(names(resultOf(await raw.request('tools/list')))).to.deep.equal(['about']);
  });

  it('serves the local principal (auth.local): its scopes decide calls, lists and what ctx.auth says', async () => {
    const raw = await session(serve([ScopedNotes], { auth: { ...AUTH, local: reader } }), '2025-11-25');
    expect(names(resultOf(await raw.request('tools/list')))).to.deep.equal(['list_notes', 'about', 'who_am_i', 'wipe']);
    const write = resultOf(await raw.request('tools/call', { name: 'add_note', arguments: { text: 'x' } }));
    expect(write.isError).to.equal(true);
    expect(textOf(write)).to.equal('Tool add_note needs the scope notes:write, which the access token does not grant. Ask the authorization server for a token with it (scope="notes:write").');
    expect(JSON.parse(textOf(resultOf(await raw.request('tools/call', { name: 'who_am_i', arguments: {} }))))).to.include({ subject: 'ada', clientId: 'cli' });
    const drafts = errorOf(await raw.request('resources/read', { uri: 'notes://drafts' }));
    expect(drafts).to.deep.include({ code: -32602 });
    expect(drafts.message).to.contain('Resource notes://drafts needs the scope notes:write');
    expect(resultOf(await raw.request('prompts/get', { name: 'summary' })).messages).to.have.length(1);
  });

  it('lets a writer write and see every tool', async () => {
    const raw = await session(serve([ScopedNotes], { auth: { ...AUTH, local: writer } }), '2025-11-25');
    expect(textOf(resultOf(await raw.request('tools/call', { name: 'add_note', arguments: { text: 'milk' } })))).to.equal('added 1');
    expect(names(resultOf(await raw.request('tools/list')))).to.deep.equal(['list_notes', 'add_note', 'about', 'who_am_i', 'wipe']);
  });

  it('applies the server default scopes where no class or method says otherwise', async () => {
    const raw = await session(serve([Limited], { auth: { ...AUTH, local: reader, scopes: ['admin'] } }), '2025-11-25');
    expect(names(resultOf(await raw.request('tools/list')))).to.deep.equal([]);
    expect(errorOf(await raw.request('prompts/get', { name: 'hello' })).message).to.contain('Prompt hello needs the scope admin');
  });

  it('asks the role hook for roles: the default reads the roles claim, a hook of your own replaces it', async () => {
    const byClaim = await session(serve([Moderation], { auth: { ...AUTH, local: reader } }), '2025-11-25');
    expect(textOf(resultOf(await byClaim.request('tools/call', { name: 'hide', arguments: {} })))).to.equal('hidden');
    const byHook = await session(serve([Moderation], { auth: { ...AUTH, local: reader, roles: () => ['viewer'] } }), '2025-11-25');
    const refused = resultOf(await byHook.request('tools/call', { name: 'hide', arguments: {} }));
    expect(textOf(refused)).to.equal('Tool hide needs one of the roles editor, admin, which the caller does not have. Ask an administrator for the role, or call a member your roles allow.');
    expect(names(resultOf(await byHook.request('tools/list')))).to.deep.equal([]);
  });

  it('refuses the N+1st call inside the window with a tool error saying when to retry, and serves after the window', async () => {
    const raw = await session(serve([Limited]), '2025-11-25');
    const call = async () => resultOf(await raw.request('tools/call', { name: 'ping', arguments: {} }));
    expect(textOf(await call())).to.equal('pong');
    expect(textOf(await call())).to.equal('pong');
    const refused = await call();
    expect(refused.isError).to.equal(true);
    expect(textOf(refused)).to.match(/^Rate limit reached: Tool ping allows 2 calls per 0\.4 s\. Retry in 0\.[1-4] s\.$/);
    await new Promise((resolve) => setTimeout(resolve, 420));
    expect(textOf(await call())).to.equal('pong');
  });

  it('counts the server-wide limit across members, and answers other kinds with -32005 and retryAfterMs', async () => {
    const raw = await session(serve([Limited], { rateLimit: { points: 1, duration: 30 } }), '2025-11-25');
    expect(textOf(resultOf(await raw.request('tools/call', { name: 'tag', arguments: { tags: ['a'] } })))).to.equal('a');
    const prompt = errorOf(await raw.request('prompts/get', { name: 'hello' }));
    expect(prompt.code).to.equal(-32005);
    expect(prompt.message).to.match(/^Rate limit reached: Prompt hello allows 1 call per 30 s\. Retry in (29|30)\.\d s\.$/);
    expect(prompt.data.retryAfterMs).to.be.within(29_000, 30_000);
  });

  it('buckets by the key function: a limit keyed by member gives each member a budget of its own', async () => {
    const keyed = serve([Limited], { rateLimit: { points: 1, duration: 30, key: (s) => s.name } });
    const raw = await session(keyed, '2025-11-25');
    expect(textOf(resultOf(await raw.request('tools/call', { name: 'tag', arguments: { tags: ['a'] } })))).to.equal('a');
    // The key function buckets by member here: the prompt has a budget of its own.
    expect(resultOf(await raw.request('prompts/get', { name: 'hello' })).messages).to.have.length(1);
    expect(resultOf(await raw.request('tools/call', { name: 'tag', arguments: { tags: ['b'] } })).isError).to.equal(true);
  });

  it('refuses arguments over the element or byte limit with -32602 before binding them', async () => {
    const raw = await session(serve([Limited]), '2025-11-25');
    expect(errorOf(await raw.request('tools/call', { name: 'tag', arguments: { tags: ['a', 'b', 'c'] } }))).to.deep.equal({ code: -32602, message: 'Invalid arguments for tool tag: arguments contain more than the maximum of 3 elements' });
    expect(errorOf(await raw.request('tools/call', { name: 'tag', arguments: { tags: ['a-long-tag-name-that-is-far-too-long'] } })).message).to.equal('Invalid arguments for tool tag: arguments are 49 bytes as JSON, more than the maximum of 40');
    expect(textOf(resultOf(await raw.request('tools/call', { name: 'tag', arguments: { tags: ['a', 'b'] } })))).to.equal('a,b');
  });
});
