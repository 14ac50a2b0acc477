import { expect } from 'chai';
import { createServer, serveHttp, type HttpServerHandle } from '../../../../../lib/index.js';
import { type AuthOptions } from '../../../../../lib/auth/index.js';
import { silentDiagnostics } from '../../../../../lib/observability/index.js';
import { startAuthorizationServer, type AuthorizationServer } from '../../../../support/authorization-server.js';
import { ScopedNotes } from '../../../../fixtures/scoped-notes.js';
import { AuthClient, type HttpAnswer } from '../auth-client.js';

/** The resource URL tokens are issued for: the endpoint's public address, which need not be where it listens. */
const RESOURCE = 'http://notes.test/mcp';
const METADATA = 'http://notes.test/.well-known/oauth-protected-resource/mcp';

function challengeOf(answer: HttpAnswer): string {
  return answer.headers.get('www-authenticate') ?? '';
}

function toolNames(answer: HttpAnswer): string[] {
  return (answer.body.result.tools as { name: string }[]).map((t) => t.name);
}

describe('server/transports/http/entry/bearer-gate (a real OpenID provider on 127.0.0.1)', () => {
  let as: AuthorizationServer;
  const handles: HttpServerHandle[] = [];

  before(async () => {
    as = await startAuthorizationServer();
  });
  after(async () => {
    await as.close();
  });
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((h) => h.close()));
  });

  async function listen(auth: Partial<AuthOptions> = {}): Promise<HttpServerHandle> {
    const server = createServer({ name: 'notes', version: '1.0.0', classes: [ScopedNotes], diagnostics: silentDiagnostics, auth: { issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri, jwksCooldownMs: 0, ...auth } });
    const handle = await serveHttp(server, { port: 0, jsonResponses: true });
    handles.push(handle);
    return handle;
  }

  for (const revision of ['2025-11-25', '2026-07-28']) {
    describe(`at ${revision}`, () => {
      it('answers a request without a token with 401 and the challenge naming the metadata', async () => {
        const http = new AuthClient((await listen()).url, revision);
        const answer = await http.request(undefined, 'tools/call', { name: 'list_notes', arguments: {} });
        expect(answer.status).to.equal(401);
        expect(challengeOf(answer)).to.equal(`Bearer resource_metadata="${METADATA}"`);
      });

      it('answers a token for another resource (audience) with 401 invalid_token', async () => {
        const http = new AuthClient((await listen()).url, revision);
        const answer = await http.request(await as.token('writer', 'http://elsewhere.test/mcp'), 'tools/call', { name: 'list_notes', arguments: {} });
        expect(answer.status).to.equal(401);
        expect(challengeOf(answer)).to.equal(`Bearer resource_metadata="${METADATA}", error="invalid_token", error_description="it was issued for another resource (aud)"`);
      });

      it('answers an expired token with 401 invalid_token', async () => {
        // The server's clock an hour ahead: the provider's five-minute token has expired there.
        const http = new AuthClient((await listen({ now: () => new Date(Date.now() + 3_600_000) })).url, revision);
        const answer = await http.request(await as.token('writer', RESOURCE), 'tools/call', { name: 'list_notes', arguments: {} });
        expect(answer.status).to.equal(401);
        expect(challengeOf(answer)).to.contain('error="invalid_token", error_description="it has expired"');
      });

      it('answers a token without the scope a tool declares with 403 insufficient_scope naming the scope', async () => {
        const http = new AuthClient((await listen()).url, revision);
        const answer = await http.request(await as.token('reader', RESOURCE), 'tools/call', { name: 'add_note', arguments: { text: 'x' } });
        expect(answer.status).to.equal(403);
        expect(challengeOf(answer)).to.equal(`Bearer resource_metadata="${METADATA}", error="insufficient_scope", error_description="Tool add_note needs the scope notes:write", scope="notes:write"`);
        expect(answer.body.error.message).to.equal('Forbidden: Tool add_note needs the scope notes:write, which the access token does not grant. Ask the authorization server for a token with it (scope="notes:write").');
      });

      it('serves a token with the right scope, and gives the handler the principal without the token', async () => {
        const http = new AuthClient((await listen()).url, revision);
        const writer = await as.token('writer', RESOURCE);
        const added = await http.request(writer, 'tools/call', { name: 'add_note', arguments: { text: 'milk' } });
        expect(added.status).to.equal(200);
        expect(added.body.result.content[0].text).to.equal('added 1');
        const who = await http.request(writer, 'tools/call', { name: 'who_am_i', arguments: {} });
        expect(JSON.parse(who.body.result.content[0].text)).to.deep.equal({ subject: 'writer', clientId: 'writer', scopes: ['notes:read', 'notes:write'], hasToken: false });
      });

      it('lists to a reader only what it may call, and to a writer everything', async () => {
        const http = new AuthClient((await listen()).url, revision);
        const reader = await http.request(await as.token('reader', RESOURCE), 'tools/list');
        const writer = await http.request(await as.token('writer', RESOURCE), 'tools/list');
        expect(toolNames(reader)).to.deep.equal(['list_notes', 'about', 'who_am_i', 'wipe']);
        expect(toolNames(writer)).to.deep.equal(['list_notes', 'add_note', 'about', 'who_am_i', 'wipe']);
        const resources = await http.request(await as.token('reader', RESOURCE), 'resources/list');
        expect(resources.body.result.resources).to.deep.equal([]);
      });

      it('picks up a key rotation at the provider', async () => {
        const http = new AuthClient((await listen()).url, revision);
        const before = await http.request(await as.token('writer', RESOURCE), 'tools/call', { name: 'about', arguments: {} });
        expect(before.status).to.equal(200);
        const kid = as.signingKid;
        await as.rotateKeys();
        const rotated = await as.token('writer', RESOURCE);
        expect(JSON.parse(Buffer.from(rotated.split('.')[0]!, 'base64url').toString()).kid).to.not.equal(kid);
        const after = await http.request(rotated, 'tools/call', { name: 'about', arguments: {} });
        expect(after.status).to.equal(200);
        expect(after.body.result.content[0].text).to.equal('scoped notes');
      });

      it('refuses a token in the query string with 400 invalid_request, whatever the header says', async () => {
        const handle = await listen();
        const http = new AuthClient(`${handle.url}?access_token=${await as.token('writer', RESOURCE)}`, revision);
        const answer = await http.request(await as.token('writer', RESOURCE), 'tools/call', { name: 'about', arguments: {} });
        expect(answer.status).to.equal(400);
        expect(challengeOf(answer)).to.contain('error="invalid_request"');
      });
    });
  }

  it('serves the RFC 9728 metadata at the path-suffixed and the root well-known URIs', async () => {
    const handle = await listen({ resourceName: 'Scoped notes' });
    const origin = new URL(handle.url).origin;
    for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({ resource: RESOURCE, authorization_servers: [as.issuer], scopes_supported: ['notes:read', 'notes:write'], bearer_methods_supported: ['header'], resource_name: 'Scoped notes' });
    }
  });

  it('never serves a 2025 session to another principal: their token on its id gets 404', async () => {
    const http = new AuthClient((await listen()).url, '2025-11-25');
    const reader = await as.token('reader', RESOURCE);
    const writer = await as.token('writer', RESOURCE);
    expect((await http.request(reader, 'tools/list')).status).to.equal(200);
    http.adoptSession(writer, http.sessionOf(reader)!);
    const stolen = await http.request(writer, 'tools/call', { name: 'list_notes', arguments: {} });
    expect(stolen.status).to.equal(404);
    expect(stolen.body.error.code).to.equal(-32001);
    // The owner still has it, with a fresh token of its own.
    expect((await http.request(reader, 'tools/call', { name: 'list_notes', arguments: {} })).body.result.content[0].text).to.equal('(none)');
  });

  it('binds a 2026 requestState to the principal: another caller cannot complete the round', async () => {
    const http = new AuthClient((await listen()).url, '2026-07-28');
    const writer = await as.token('writer', RESOURCE);
    const meta = { 'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } } };
    const round = await http.request(writer, 'tools/call', { name: 'wipe', arguments: {}, _meta: meta });
    expect(round.body.result.resultType).to.equal('input_required');
    const answer = { name: 'wipe', arguments: {}, _meta: meta, requestState: round.body.result.requestState, inputResponses: { elicitation_1: { action: 'accept', content: { sure: true } } } };
    const replayed = await http.request(await as.token('reader', RESOURCE), 'tools/call', answer);
    expect(replayed.body.error.code).to.equal(-32602);
    expect(replayed.body.error.message).to.equal('Invalid requestState: it belongs to a different call (name, arguments or caller changed); call again without it');
    expect((await http.request(writer, 'tools/call', answer)).body.result.content[0].text).to.equal('wiped');
  });

  it('answers a malformed Authorization header with 401 invalid_token and another scheme with the bare challenge', async () => {
    const http = new AuthClient((await listen()).url, '2026-07-28');
    const malformed = await http.request(undefined, 'tools/list', {}, { authorization: 'Bearer a b' });
    expect(malformed.status).to.equal(401);
    expect(challengeOf(malformed)).to.contain('error="invalid_token"');
    const basic = await http.request(undefined, 'tools/list', {}, { authorization: 'Basic dXNlcjpwYXNz' });
    expect(basic.status).to.equal(401);
    expect(challengeOf(basic)).to.equal(`Bearer resource_metadata="${METADATA}"`);
  });
});
