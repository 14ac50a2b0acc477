import { expect } from 'chai';
import { whileOpen } from '../../../../../lib/server/transports/http/session/response-lifetime.js';

describe('server/transports/http/session/response-lifetime', () => {
  it('ends at once for a response without a body', () => {
    let ended = 0;
    const response = whileOpen(new Response(null, { status: 202 }), () => ended++);
    expect(response.status).to.equal(202);
    expect(ended).to.equal(1);
  });

  it('ends once the body was read to its end, keeping status and headers', async () => {
    let ended = 0;
    const response = whileOpen(new Response('hello', { status: 200, headers: { 'x-a': 'b' } }), () => ended++);
    expect(ended).to.equal(0);
    expect(response.headers.get('x-a')).to.equal('b');
    expect(await response.text()).to.equal('hello');
    expect(ended).to.equal(1);
  });

  it('ends once, when the reader abandons the body', async () => {
    let ended = 0;
    let pulls = 0;
    const source = new ReadableStream<Uint8Array>({ pull: (c) => void (pulls++ < 100 ? c.enqueue(new Uint8Array([1])) : c.close()) });
    const response = whileOpen(new Response(source), () => ended++);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await reader.cancel();
    expect(ended).to.equal(1);
  });
});
