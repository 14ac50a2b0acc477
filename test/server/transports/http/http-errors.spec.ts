import { expect } from 'chai';
import { BodyTooLargeError, httpError, readBody } from '../../../../lib/server/transports/http/http-errors.js';

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

describe('server/transports/http/http-errors', () => {
  it('httpError is a JSON-RPC error body with the status, extra headers and id', async () => {
    const response = httpError(404, -32001, 'Session not found', { 'x-extra': '1' }, 7);
    expect(response.status).to.equal(404);
    expect(response.headers.get('content-type')).to.equal('application/json');
    expect(response.headers.get('x-extra')).to.equal('1');
    expect(await response.json()).to.deep.equal({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: 7 });
  });

  it('httpError has a null id by default', async () => {
    expect(await httpError(400, -32600, 'Bad').json()).to.deep.equal({ jsonrpc: '2.0', error: { code: -32600, message: 'Bad' }, id: null });
  });

  it('readBody reads a body up to the limit as UTF-8', async () => {
    const request = new Request('http://127.0.0.1/mcp', { method: 'POST', body: '{"a":"ü"}' });
    expect(await readBody(request, 10)).to.equal('{"a":"ü"}');
    expect(await readBody(new Request('http://127.0.0.1/mcp'), 10)).to.equal('');
  });

  it('readBody refuses a declared length over the limit before reading', async () => {
    const request = new Request('http://127.0.0.1/mcp', { method: 'POST', body: 'x', headers: { 'content-length': '11' } });
    let error: unknown;
    try {
      await readBody(request, 10);
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(BodyTooLargeError);
    expect(request.bodyUsed).to.equal(false);
  });

  it('readBody decodes a character split across chunks', async () => {
    const bytes = new TextEncoder().encode('"ü"');
    expect(await readBody(streamed([bytes.slice(0, 2), bytes.slice(2)]).request, 10)).to.equal('"ü"');
  });

  it('readBody reassembles a streamed body and stops one that grows past the limit', async () => {
    expect(await readBody(streamed(['{"a":', '1}']).request, 7)).to.equal('{"a":1}');
    const { request, cancelled } = streamed(['12345', '67890', 'x']);
    let error: unknown;
    try {
      await readBody(request, 10);
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(BodyTooLargeError);
    expect(cancelled()).to.equal(true);
  });
});
