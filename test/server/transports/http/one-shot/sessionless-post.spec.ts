import { expect } from 'chai';
import { createServer } from '../../../../../lib/index.js';
import { silentDiagnostics } from '../../../../../lib/observability/index.js';
import { adapterFor } from '../../../../../lib/revisions/index.js';
import { internalsOf } from '../../../../../lib/server/engine/server-internals.js';
import { sessionlessPost } from '../../../../../lib/server/transports/http/one-shot/sessionless-post.js';
import { isPlain, type HttpAnswer } from '../../../../../lib/server/transports/http/wire/http-answer.js';
import { verdictsOf } from '../../../../../lib/server/protocol/message-gate.js';
import { webView } from '../../../../../lib/server/transports/http/wire/request-view.js';
import { HttpTools, initializeMessage } from '../http-support.js';

const core = internalsOf(createServer({ name: 'sessionless', version: '1.0.0', classes: [HttpTools], diagnostics: silentDiagnostics }))!.core;
const view = webView(new Request('http://127.0.0.1/mcp', { method: 'POST' }));

function post(body: unknown, revision: string | null = '2025-06-18'): Promise<HttpAnswer> {
  return Promise.resolve(sessionlessPost(core, view, body, revision === null ? undefined : adapterFor(revision as '2025-06-18'), verdictsOf(body)));
}

async function jsonOf(answer: HttpAnswer): Promise<any> {
  return JSON.parse(isPlain(answer) ? answer.body : await answer.text());
}

describe('server/transports/http/one-shot/sessionless-post', () => {
  it('answers an initialize and opens nothing', async () => {
    const answer = await post(initializeMessage('2025-06-18'));
    expect(answer.status).to.equal(200);
    expect((await jsonOf(answer)).result.protocolVersion).to.equal('2025-06-18');
  });

  it('serves a request alone at the revision it is given, and accepts a notification (202)', async () => {
    const answer = await post({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 } } });
    expect((await jsonOf(answer)).result.content).to.deep.equal([{ type: 'text', text: '2' }]);
    expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).to.equal(202);
  });

  it('answers a batch with one array where the revision has batches (2025-03-26), and refuses it elsewhere', async () => {
    const batch = [{ jsonrpc: '2.0', id: 1, method: 'ping' }, { jsonrpc: '2.0', method: 'notifications/initialized' }, { jsonrpc: '2.0', id: 2, method: 'ping' }];
    const answers = await jsonOf(await post(batch, '2025-03-26'));
    expect(answers.map((a: { id: number }) => a.id)).to.deep.equal([1, 2]);
    expect((await post(batch, '2025-06-18')).status).to.equal(400);
  });

  it('refuses a malformed message naming its id, and any request when the server speaks no session revision', async () => {
    const refused = await post({ jsonrpc: '2.0', id: 9, method: 'ping', extra: 1 });
    expect(refused.status).to.equal(400);
    expect((await jsonOf(refused)).id).to.equal(9);
    expect((await post({ jsonrpc: '2.0', id: 1, method: 'ping' }, null)).status).to.equal(400);
  });
});
