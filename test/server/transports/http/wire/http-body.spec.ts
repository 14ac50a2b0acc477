import { expect } from 'chai';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { BodyAlreadyReadError, BodyTooLargeError, preParsedBody, readNodeBody, readWebBody } from '../../../../../lib/server/transports/http/wire/http-body.js';

/** A POST whose body arrives in the given chunks, without a content-length. */
function streamed(chunks: (string | Uint8Array)[]): { request: Request; cancelled: () => boolean } {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(typeof next === 'string' ? new TextEncoder().encode(next) : next);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { request: new Request('http://127.0.0.1/mcp', { method: 'POST', body, duplex: 'half' } as RequestInit), cancelled: () => cancelled };
}

describe('server/transports/http/wire/http-body', () => {
  it('readWebBody reads a body up to the limit as UTF-8', async () => {
    const request = new Request('http://127.0.0.1/mcp', { method: 'POST', body: '{"a":"ü"}' });
    expect(await readWebBody(request, 10)).to.equal('{"a":"ü"}');
    expect(await readWebBody(new Request('http://127.0.0.1/mcp'), 10)).to.equal('');
  });

  it('readWebBody refuses a declared length over the limit before reading', async () => {
    const request = new Request('http://127.0.0.1/mcp', { method: 'POST', body: 'x', headers: { 'content-length': '11' } });
    let error: unknown;
    try {
      await readWebBody(request, 10);
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(BodyTooLargeError);
    expect(request.bodyUsed).to.equal(false);
  });

  it('readWebBody decodes a character split across chunks', async () => {
    const bytes = new TextEncoder().encode('"ü"');
    expect(await readWebBody(streamed([bytes.slice(0, 2), bytes.slice(2)]).request, 10)).to.equal('"ü"');
  });

  it('readWebBody reassembles a streamed body and stops one that grows past the limit', async () => {
    expect(await readWebBody(streamed(['{"a":', '1}']).request, 7)).to.equal('{"a":1}');
    const { request, cancelled } = streamed(['12345', '67890', 'x']);
    let error: unknown;
    try {
      await readWebBody(request, 10);
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(BodyTooLargeError);
    expect(cancelled()).to.equal(true);
  });
});

describe('server/transports/http/wire/http-body readNodeBody', () => {
  const nodeRequest = (chunks: string[], headers: Record<string, string> = {}) =>
    Object.assign(Readable.from(chunks.map((c) => Buffer.from(c, 'utf8'))), { headers }) as unknown as IncomingMessage;

  it('reads a chunked body within the limit', async () => {
    expect(await readNodeBody(nodeRequest(['{"a":', '"ü"}']), 20)).to.equal('{"a":"ü"}');
  });

  it('refuses a declared length over the limit without reading, and a body that grows past it', async () => {
    const declared = nodeRequest(['x'], { 'content-length': '11' });
    const first = await readNodeBody(declared, 10).then(() => undefined, (e: unknown) => e);
    expect(first).to.be.instanceOf(BodyTooLargeError);
    expect((first as BodyTooLargeError).limit).to.equal(10);
    const streamed = await readNodeBody(nodeRequest(['12345', '67890', 'x']), 10).then(() => undefined, (e: unknown) => e);
    expect(streamed).to.be.instanceOf(BodyTooLargeError);
  });

  it('readNodeBody refuses a stream someone else already read to its end, saying so, instead of waiting forever', async () => {
    const consumed = nodeRequest(['{}']);
    for await (const chunk of consumed as unknown as Readable) void chunk;
    const error = await readNodeBody(consumed, 10).then(() => undefined, (e: unknown) => e);
    expect(error).to.be.instanceOf(BodyAlreadyReadError);
    expect((error as Error).message).to.include('mount the MCP handler before that middleware');
  });

  it('preParsedBody hands on a parsed value as it is, and text or bytes as text to parse', () => {
    const value = { jsonrpc: '2.0', id: 1, method: 'ping' };
    expect(preParsedBody(value, nodeRequest([]), 100)).to.deep.equal({ parsed: value });
    expect((preParsedBody(value, nodeRequest([]), 100) as { parsed: unknown }).parsed).to.equal(value);
    expect(preParsedBody('{"a":1}', nodeRequest([]), 100)).to.equal('{"a":1}');
    expect(preParsedBody(new Uint8Array(Buffer.from('{"ü":1}')), nodeRequest([]), 100)).to.equal('{"ü":1}');
    expect(preParsedBody(null, nodeRequest([]), 100)).to.deep.equal({ parsed: null });
  });

  it('preParsedBody keeps the limit: the declared length, the bytes of text, the JSON of a value', () => {
    expect(() => preParsedBody({}, nodeRequest([], { 'content-length': '11' }), 10)).to.throw(BodyTooLargeError);
    expect(() => preParsedBody('ü'.repeat(6), nodeRequest([]), 10)).to.throw(BodyTooLargeError);
    expect(() => preParsedBody({ text: 'x'.repeat(10) }, nodeRequest([]), 10)).to.throw(BodyTooLargeError);
    expect(preParsedBody({ t: 'x' }, nodeRequest([]), 10)).to.deep.equal({ parsed: { t: 'x' } });
  });
});
