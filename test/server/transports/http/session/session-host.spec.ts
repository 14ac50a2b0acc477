import { expect } from 'chai';
import { createServer, Ctx, Tool, type McpContext, type Principal } from '../../../../../lib/index.js';
import { silentDiagnostics } from '../../../../../lib/observability/index.js';
import { principalKey } from '../../../../../lib/model/principal.js';
import { internalsOf } from '../../../../../lib/server/engine/server-internals.js';
import { SessionHost, transportOptions } from '../../../../../lib/server/transports/http/session/session-host.js';
import { verdictsOf } from '../../../../../lib/server/protocol/message-gate.js';
import { webView, type RequestView } from '../../../../../lib/server/transports/http/wire/request-view.js';
import { JSON_HEADERS } from '../../../../support/wire.js';
import { initializeMessage } from '../http-support.js';

const ADA: Principal = { subject: 'ada', clientId: 'cli', scopes: ['notes:read'], claims: {} };

class Who {
  @Tool({ description: 'Who is calling' })
  whoAmI(@Ctx() ctx: McpContext): string {
    return ctx.auth?.subject ?? 'nobody';
  }
}

/** A POST view of `body`, sent by `principal`. */
function posted(body: object, headers: Record<string, string> = {}, principal?: Principal): RequestView {
  const view = webView(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) }));
  if (principal) view.principal = principal;
  return view;
}

describe('server/transports/http/session/session-host', () => {
  let host: SessionHost;
  beforeEach(() => {
    const internals = internalsOf(createServer({ name: 'who', version: '1.0.0', classes: [Who], diagnostics: silentDiagnostics }))!;
    host = new SessionHost({ supported: ['2025-11-25'], jsonResponses: true, diagnostics: silentDiagnostics, connect: (transport) => internals.connect(transport) });
  });
  afterEach(() => host.close());

  it('hands the SDK\'s transport the parsed body, and who sent it as authInfo.extra.caller (never the token)', () => {
    expect(transportOptions({ a: 1 }, {})).to.deep.equal({ parsedBody: { a: 1 } });
    const options = transportOptions({ a: 1 }, { principal: ADA, remoteAddress: '10.0.0.1' });
    expect(options.authInfo).to.deep.equal({ token: '', clientId: 'cli', scopes: ['notes:read'], extra: { caller: { principal: ADA, remoteAddress: '10.0.0.1' } } });
  });

  it('opens a session, and its connection reads each request\'s principal from what the entry noted on the view', async () => {
    const init = initializeMessage('2025-11-25');
    const opened = await host.open(posted(init, {}, ADA), init, verdictsOf(init), principalKey(ADA));
    expect(opened.status).to.equal(200);
    const sessionId = (opened as Response).headers.get('mcp-session-id')!;
    expect(host.sessions.size).to.equal(1);
    const headers = { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' };
    const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
    expect((await host.serve(posted(initialized, headers, ADA), { sessionId, body: initialized, messages: verdictsOf(initialized) }, principalKey(ADA))).status).to.equal(202);
    const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'who_am_i', arguments: {} } };
    const answer = await host.serve(posted(call, headers, ADA), { sessionId, body: call, messages: verdictsOf(call) }, principalKey(ADA));
    expect(((await (answer as Response).json()) as { result: { content: { text: string }[] } }).result.content[0]!.text).to.equal('ada');
  });

  it('refuses, before the transport sees them: a malformed initialize (400), another principal or an unknown session (404), a reused id (400)', async () => {
    const broken = { jsonrpc: '2.0', id: 1, method: 'initialize', params: {}, extra: true };
    expect((await host.open(posted(broken), broken, verdictsOf(broken), undefined)).status).to.equal(400);
    const init = initializeMessage('2025-11-25');
    const sessionId = ((await host.open(posted(init), init, verdictsOf(init), principalKey(ADA))) as Response).headers.get('mcp-session-id')!;
    const ping = { jsonrpc: '2.0', id: 5, method: 'ping' };
    const headers = { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' };
    expect((await host.serve(posted(ping, headers), { sessionId, body: ping, messages: verdictsOf(ping) }, undefined)).status).to.equal(404);
    expect((await host.serve(posted(ping, headers), { sessionId: 'nope', body: ping, messages: verdictsOf(ping) }, principalKey(ADA))).status).to.equal(404);
    const again = initializeMessage('2025-11-25', {}, 9);
    expect((await host.serve(posted(again, headers), { sessionId, body: again, messages: verdictsOf(again) }, principalKey(ADA))).status).to.equal(400);
  });
});
