import { expect } from 'chai';
import { createHttpEntry, type HttpEntry } from '../../../lib/http/index.js';
import { createServer, ProtocolError, RpcErrorCode } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import type { McpExtension } from '../../../lib/extensions/index.js';

import { post2026 as send2026, request2026 } from '../../support/wire.js';

type Json = { [key: string]: any };
const ID = 'example.com/clock';

/** A third extension, written only against the public extension API (as docs/guide/extensions.md shows). */
function clock(): McpExtension & { stopped: number } {
  const ext = {
    stopped: 0,
    id: ID,
    settings: { zones: ['UTC'] },
    resultKinds: ['tick'],
    methods: [
      {
        method: 'clock/now',
        eras: ['session', 'stateless'] as const,
        async handle(request: Parameters<NonNullable<McpExtension['methods']>[number]['handle']>[0]) {
          if (request.era === 'stateless' && !request.declares(ID)) throw new ProtocolError(RpcErrorCode.MissingRequiredClientCapability, 'clock/now needs the example.com/clock extension', { requiredCapabilities: { extensions: { [ID]: {} } } });
          return { now: 'noon', era: request.era, owner: request.owner };
        },
      },
      { method: 'clock/zone', eras: ['stateless'] as const, routingParam: 'zone', handle: async (request: { params: Json }) => ({ zone: request.params.zone }) },
      { method: 'clock/tick', eras: ['stateless'] as const, handle: async () => ({ resultType: 'tick', n: 1 }) },
      { method: 'clock/bogus', eras: ['stateless'] as const, handle: async () => ({ resultType: 'bogus' }) },
    ],
    listenTopics: [
      {
        key: 'ticks',
        subscribe: (_request: unknown, requested: unknown, send: (method: string, params: Json) => void) => {
          send('notifications/clock/tick', { n: 1 });
          return { honoured: requested as boolean, stop: () => void ext.stopped++ };
        },
      },
    ],
  };
  return ext as unknown as McpExtension & { stopped: number };
}

async function post2026(entry: HttpEntry, method: string, params: Json, caps: Json = { extensions: { [ID]: {} } }, headers: Json = {}): Promise<{ status: number; body: Json; text: string }> {
  const response = await send2026(entry, method, params, { id: 5, clientInfo: { name: 'c', version: '1' }, capabilities: caps, headers: { 'mcp-name': null, ...headers } });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Json) : {}, text };
}

describe('server/contracts/extension (a user-written extension)', () => {
  let entry: HttpEntry;
  let ext: ReturnType<typeof clock>;
  beforeEach(() => {
    ext = clock();
    entry = createHttpEntry(createServer({ name: 's', version: '1', classes: [], extensions: [ext], diagnostics: silentDiagnostics }));
  });
  afterEach(() => entry.close());

  it('is advertised under capabilities.extensions on 2026-07-28, and nowhere in a session revision\'s initialize', async () => {
    expect((await post2026(entry, 'server/discover', {})).body.result.capabilities.extensions).to.deep.equal({ [ID]: { zones: ['UTC'] } });
    const init = await entry.fetch(new Request('http://127.0.0.1/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } }),
    }));
    const text = await init.text();
    const result = JSON.parse(/^data: (\{.*)$/m.exec(text)?.[1] ?? text).result;
    expect(result.capabilities).to.not.have.property('extensions');
  });

  it('adds methods to the era tables, with the request\'s own capabilities and owner', async () => {
    const answer = await post2026(entry, 'clock/now', {});
    expect(answer.body.result).to.deep.include({ now: 'noon', era: 'stateless', owner: 'client:c@1', resultType: 'complete' });
    const refused = await post2026(entry, 'clock/now', {}, {});
    expect(refused.status).to.equal(400);
    expect(refused.body.error.code).to.equal(-32021);
  });

  it('checks Mcp-Name against the routing param it names', async () => {
    expect((await post2026(entry, 'clock/zone', { zone: 'UTC' }, undefined, { 'mcp-name': 'UTC' })).body.result.zone).to.equal('UTC');
    const wrong = await post2026(entry, 'clock/zone', { zone: 'UTC' }, undefined, { 'mcp-name': 'CET' });
    expect([wrong.status, wrong.body.error.code]).to.deep.equal([400, -32020]);
  });

  it('lets its registered result kinds through and refuses any other', async () => {
    expect((await post2026(entry, 'clock/tick', {})).body.result).to.deep.include({ resultType: 'tick', n: 1 });
    expect((await post2026(entry, 'clock/bogus', {})).body.error.code).to.equal(-32603);
  });

  it('serves its listen topic: honoured in the acknowledgement, notifications after it, stopped when the stream ends', async () => {
    const controller = new AbortController();
    const response = await entry.fetch(request2026('http://127.0.0.1/mcp', 'subscriptions/listen', { notifications: { ticks: true } }, { id: 9, signal: controller.signal }));
    const reader = response.body!.getReader();
    let text = '';
    while ((text.match(/data:/g) ?? []).length < 2) text += new TextDecoder().decode((await reader.read()).value);
    const frames = text.split('\n').filter((l) => l.startsWith('data:')).map((l) => JSON.parse(l.slice(5)) as Json);
    expect(frames.map((f) => f.method)).to.deep.equal(['notifications/subscriptions/acknowledged', 'notifications/clock/tick']);
    expect(frames[0]!.params.notifications).to.deep.equal({ ticks: true });
    expect(frames[1]!.params._meta['io.modelcontextprotocol/subscriptionId']).to.equal(9);
    await reader.cancel();
    const end = Date.now() + 5000;
    while (ext.stopped === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ext.stopped).to.equal(1);
  });
});
