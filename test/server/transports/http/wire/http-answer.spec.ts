import { expect } from 'chai';
import { emptyAnswer, isPlain, jsonAnswer, toResponse } from '../../../../../lib/server/transports/http/wire/http-answer.js';

describe('server/transports/http/wire/http-answer', () => {
  it('makes JSON and empty answers, and tells them from web Responses', () => {
    expect(jsonAnswer(200, { a: 1 }, { 'x-y': 'z' })).to.deep.equal({ status: 200, headers: { 'content-type': 'application/json', 'x-y': 'z' }, body: '{"a":1}' });
    expect(emptyAnswer(202)).to.deep.equal({ status: 202, headers: {}, body: '' });
    expect(isPlain(emptyAnswer(202))).to.equal(true);
    expect(isPlain(new Response(null))).to.equal(false);
  });

  it('still tells a web Response from a plain answer once the global Response is replaced (as @hono/node-server does)', () => {
    const made = new Response('{"a":1}', { status: 200 });
    const original = globalThis.Response;
    class Replacement {}
    Object.setPrototypeOf(Replacement.prototype, original.prototype);
    Object.defineProperty(globalThis, 'Response', { value: Replacement, configurable: true, writable: true });
    try {
      expect(made instanceof globalThis.Response).to.equal(false);
      expect(isPlain(made)).to.equal(false);
      expect(isPlain(jsonAnswer(200, {}))).to.equal(true);
    } finally {
      Object.defineProperty(globalThis, 'Response', { value: original, configurable: true, writable: true });
    }
  });

  it('turns a plain answer into a web Response for the fetch-shaped entry', async () => {
    const response = toResponse(jsonAnswer(400, { e: 1 }));
    expect(response.status).to.equal(400);
    expect(response.headers.get('content-type')).to.equal('application/json');
    expect(await response.json()).to.deep.equal({ e: 1 });
    const empty = toResponse(emptyAnswer(202));
    expect(empty.body).to.equal(null);
    const stream = new Response('x');
    expect(toResponse(stream)).to.equal(stream);
  });
});
