import { expect } from 'chai';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { Tool } from '../../../../../lib/index.js';
import { InMemoryEventStore } from '../../../../../lib/http/index.js';
import type { JsonRpcMessage, RequestId } from '../../../../../lib/server/protocol/json-rpc.js';
import { SessionPort, type SdkSessionTransport } from '../../../../../lib/server/transports/http/session/session-port.js';
import { closeAll, httpServer, listen, openSession, SseReader } from '../http-support.js';

/** An SDK transport that records what it was asked to send. */
function recording(): SdkSessionTransport & { readonly sent: { message: unknown; relatedRequestId?: RequestId }[] } {
  const sent: { message: unknown; relatedRequestId?: RequestId }[] = [];
  return {
    sent,
    start: async () => undefined,
    close: async () => undefined,
    send: async (message: never, options?: { relatedRequestId?: RequestId }) => void sent.push({ message, ...(options?.relatedRequestId !== undefined ? { relatedRequestId: options.relatedRequestId } : {}) }),
  };
}

/** An event store that notes the stream of every event it is given. */
class NotingStore extends InMemoryEventStore {
  readonly streams: string[] = [];
  override async storeEvent(streamId: string, message: JSONRPCMessage): Promise<string> {
    this.streams.push(streamId);
    return super.storeEvent(streamId, message);
  }
}

class Later {
  @Tool() later(): string {
    return 'later';
  }
}

const changed: JsonRpcMessage = { jsonrpc: '2.0', method: 'notifications/tools/list_changed', params: {} };

describe('server/transports/http/session/session-port', () => {
  afterEach(closeAll);

  it('holds back what belongs to no request until the GET stream was opened; answers and request-bound messages always pass', async () => {
    const sdk = recording();
    let opened = false;
    const port = new SessionPort(sdk, () => opened);
    const progress: JsonRpcMessage = { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: 1 } };
    const answer: JsonRpcMessage = { jsonrpc: '2.0', id: 4, result: {} };
    await port.send(changed);
    await port.send({ jsonrpc: '2.0', id: 'ask-1', method: 'roots/list', params: {} });
    await port.send(progress, { relatedRequestId: 3 });
    await port.send(answer);
    expect(sdk.sent).to.deep.equal([{ message: progress, relatedRequestId: 3 }, { message: answer }]);
    opened = true;
    await port.send(changed);
    expect(sdk.sent.at(-1)).to.deep.equal({ message: changed });
  });

  it('hands the engine\'s handlers to the SDK transport, which calls them', () => {
    const sdk = recording();
    const port = new SessionPort(sdk, () => false);
    const seen: unknown[] = [];
    port.onmessage = (message) => seen.push(message);
    port.onclose = () => seen.push('closed');
    port.onerror = (error) => seen.push(error.message);
    (sdk.onmessage as unknown as (m: unknown) => void)({ jsonrpc: '2.0', method: 'ping', id: 1 });
    sdk.onclose!();
    sdk.onerror!(new Error('broken'));
    expect(seen).to.deep.equal([{ jsonrpc: '2.0', method: 'ping', id: 1 }, 'closed', 'broken']);
    expect(port.onclose).to.equal(sdk.onclose);
  });

  it('keeps no event of a GET stream a session never opened; once it is open, a change reaches it', async () => {
    const store = new NotingStore();
    const server = httpServer();
    const http = await listen({ eventStore: store }, server);
    const sessionId = await openSession(http.url);
    server.add(Later);
    // The change went out (synchronously) to every connection: none of it was kept for this session's GET stream.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(store.streams.filter((s) => s.includes('_GET_stream'))).to.deep.equal([]);
    const stream = await fetch(http.url, { headers: { accept: 'text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' } });
    expect(stream.status).to.equal(200);
    const reader = new SseReader(stream);
    try {
      expect(server.removeTool('later')).to.equal(true);
      const event = await reader.until((e) => e.data?.includes('notifications/tools/list_changed') === true);
      expect(event, 'list_changed on the GET stream').to.not.equal(undefined);
      expect(store.streams.filter((s) => s.includes('_GET_stream'))).to.have.length(1);
    } finally {
      await reader.cancel();
    }
  });
});
