/** Raw HTTP for the scale suite: 2026-07-28 requests as the conformance suite sends them, and SSE reading. */
export type Json = { [key: string]: any };

const V = '2026-07-28';
const CAPS = { elicitation: {}, extensions: { 'io.modelcontextprotocol/tasks': {} } };

let nextId = 1;

/** One 2026-07-28 request; resolves with the JSON-RPC answer (the last message of an SSE answer). */
export async function call2026(url: string, method: string, params: Json = {}, client = 'scale-suite'): Promise<Json> {
  const name = params.name ?? params.uri ?? params.taskId;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': V, 'mcp-method': method, ...(typeof name === 'string' ? { 'mcp-name': name } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: { ...params, _meta: { 'io.modelcontextprotocol/protocolVersion': V, 'io.modelcontextprotocol/clientInfo': { name: client, version: '1.0.0' }, 'io.modelcontextprotocol/clientCapabilities': CAPS } } }),
  });
  const text = await response.text();
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const messages = text.split('\n').filter((l) => l.startsWith('data:')).map((l) => JSON.parse(l.slice(5)) as Json);
    return messages.at(-1)!;
  }
  return JSON.parse(text) as Json;
}

/** Reads SSE events from a response body until `enough` says so; returns them (the body is left to the caller to cancel). */
export async function readEvents(body: ReadableStream<Uint8Array>, enough: (events: readonly { id?: string; data: Json }[]) => boolean): Promise<{ id?: string; data: Json }[]> {
  const events: { id?: string; data: Json }[] = [];
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const id = /^id: ?(.*)$/m.exec(block)?.[1];
      const data = block.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('');
      if (data) events.push({ ...(id !== undefined ? { id } : {}), data: JSON.parse(data) as Json });
      else if (id !== undefined) events.push({ id, data: {} });
    }
    if (enough(events) || done) {
      await reader.cancel().catch(() => undefined);
      return events;
    }
  }
}
