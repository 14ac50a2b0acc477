import { expect } from 'chai';
import { answerOf, closeAll, expectHttpError, listen, post } from '../http-support.js';
import { envelope } from '../../../../support/wire.js';

const V = '2026-07-28';
const ENVELOPE = envelope();

function message(id: number | undefined, method: string, params: Record<string, unknown> = {}, meta: object = ENVELOPE): object {
  return { jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, params: { ...params, _meta: meta } };
}

/** The headers a 2026-07-28 client sends with `method` (and `name` for tools/call, prompts/get, resources/read). */
function headers(method: string, name?: string, version = V): Record<string, string> {
  return { 'mcp-protocol-version': version, 'mcp-method': method, ...(name === undefined ? {} : { 'mcp-name': name }) };
}

const base64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

describe('server/transports/http 2026-07-28 requests (stateless exchange on the same endpoint)', () => {
  afterEach(closeAll);

  it('serves tools/list without a session: no mcp-session-id minted, a complete result', async () => {
    const http = await listen();
    const response = await post(http.url, message(1, 'tools/list'), headers('tools/list'));
    expect(response.status).to.equal(200);
    expect(response.headers.has('mcp-session-id')).to.equal(false);
    const answer = await answerOf(response, 1);
    expect(answer.result.resultType).to.equal('complete');
    expect(answer.result.tools.map((t: { name: string }) => t.name)).to.deep.equal(['add', 'steps', 'chatty', 'confirm', 'resumable', 'can_close']);
    expect(http.entry.sessionCount).to.equal(0);
  });

  it('serves tools/call with a matching Mcp-Name, plain or base64-encoded', async () => {
    const http = await listen();
    for (const name of ['add', base64('add')]) {
      const response = await post(http.url, message(2, 'tools/call', { name: 'add', arguments: { a: 2, b: 3 } }), headers('tools/call', name));
      expect(response.status, name).to.equal(200);
      const answer = await answerOf(response, 2);
      expect(answer.result.content).to.deep.equal([{ type: 'text', text: '5' }]);
    }
  });

  it('refuses MCP-Protocol-Version that differs from the envelope with 400 and -32020', async () => {
    const http = await listen();
    await expectHttpError(await post(http.url, message(1, 'tools/list'), headers('tools/list', undefined, '2025-11-25')), 400, -32020);
  });

  it('refuses a missing MCP-Protocol-Version with 400 and -32020', async () => {
    const http = await listen();
    await expectHttpError(await post(http.url, message(1, 'tools/list'), { 'mcp-method': 'tools/list' }), 400, -32020);
  });

  it('refuses a missing or different Mcp-Method with 400 and -32020', async () => {
    const http = await listen();
    await expectHttpError(await post(http.url, message(1, 'tools/list'), { 'mcp-protocol-version': V }), 400, -32020);
    await expectHttpError(await post(http.url, message(1, 'tools/list'), headers('prompts/list')), 400, -32020);
  });

  for (const [label, name] of [
    ['missing', undefined],
    ['a different name', 'steps'],
    ['a base64 value of a different name', base64('steps')],
  ] as const) {
    it(`refuses tools/call with ${label} in Mcp-Name with 400 and -32020`, async () => {
      const http = await listen();
      await expectHttpError(await post(http.url, message(3, 'tools/call', { name: 'add', arguments: { a: 1, b: 1 } }), headers('tools/call', name)), 400, -32020);
    });
  }

  it('refuses an unsupported version with 400 and -32022, naming the supported ones', async () => {
    const http = await listen();
    const meta = { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' };
    const response = await post(http.url, message(4, 'tools/list', {}, meta), headers('tools/list', undefined, '2099-01-01'));
    const text = await response.clone().text();
    await expectHttpError(response, 400, -32022);
    const body = JSON.parse(text);
    expect(body.id).to.equal(4);
    expect(body.error.data.requested).to.equal('2099-01-01');
    expect(body.error.data.supported).to.include(V);
  });

  it('refuses a request without the envelope under a 2026 header with 400 and -32602', async () => {
    const http = await listen();
    await expectHttpError(await post(http.url, { jsonrpc: '2.0', id: 5, method: 'tools/list', params: {} }, headers('tools/list')), 400, -32602);
  });

  it('answers an unknown method with 404 and -32601, echoing the id', async () => {
    const http = await listen();
    const response = await post(http.url, message(6, 'nope/nothing'), headers('nope/nothing'));
    const text = await response.clone().text();
    await expectHttpError(response, 404, -32601);
    expect(JSON.parse(text).id).to.equal(6);
  });

  it('answers a notification with 202', async () => {
    const http = await listen();
    const response = await post(http.url, message(undefined, 'notifications/cancelled', { requestId: 1 }), headers('notifications/cancelled'));
    expect(response.status).to.equal(202);
  });

  it('answers GET and DELETE under a 2026 MCP-Protocol-Version with 405 and allow: POST', async () => {
    const http = await listen();
    const get = await fetch(http.url, { headers: { accept: 'text/event-stream', 'mcp-protocol-version': V } });
    expect(get.headers.get('allow')).to.equal('POST');
    await expectHttpError(get, 405, -32000);
    const del = await fetch(http.url, { method: 'DELETE', headers: { 'mcp-protocol-version': V } });
    expect(del.headers.get('allow')).to.equal('POST');
    await expectHttpError(del, 405, -32000);
  });

  it('still checks Origin and the body limit first', async () => {
    const http = await listen({ maxBodyBytes: 2048 });
    await expectHttpError(await post(http.url, message(1, 'tools/list'), { ...headers('tools/list'), origin: 'http://evil.example' }), 403, -32000);
    await expectHttpError(await post(http.url, JSON.stringify({ ...message(1, 'tools/list'), pad: 'x'.repeat(4096) }), headers('tools/list')), 413, -32000);
  });

  it('serves 2026 and session-era clients side by side on one endpoint', async () => {
    const http = await listen();
    const init = await post(http.url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'old', version: '1' } } });
    expect(init.status).to.equal(200);
    const sessionId = init.headers.get('mcp-session-id');
    expect(sessionId).to.match(/^[\x21-\x7E]+$/);
    await answerOf(init, 1);
    const modern = await post(http.url, message(2, 'tools/call', { name: 'add', arguments: { a: 4, b: 4 } }), headers('tools/call', 'add'));
    expect(modern.status).to.equal(200);
    expect((await answerOf(modern, 2)).result.content).to.deep.equal([{ type: 'text', text: '8' }]);
    const legacy = await post(http.url, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'add', arguments: { a: 5, b: 5 } } }, { 'mcp-session-id': sessionId!, 'mcp-protocol-version': '2025-11-25' });
    expect(legacy.status).to.equal(200);
    expect((await answerOf(legacy, 3)).result).to.deep.equal({ content: [{ type: 'text', text: '10' }] });
    expect(http.entry.sessionCount).to.equal(1);
  });
});
