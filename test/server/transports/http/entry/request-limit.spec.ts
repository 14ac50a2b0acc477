import { expect } from 'chai';
import { Prompt, RateLimit, Tool, createServer, serveHttp, type HttpServerHandle } from '../../../../../lib/index.js';
import { silentDiagnostics } from '../../../../../lib/observability/index.js';
import { AuthClient } from '../auth-client.js';

class Limited {
  @Tool()
  ping(): string {
    return 'pong';
  }

  @RateLimit({ points: 1, duration: 30, key: 'ip' })
  @Prompt()
  greeting(): string {
    return 'hello';
  }
}

describe('server/transports/http/entry/request-limit (429 where the whole request is refused)', () => {
  const handles: HttpServerHandle[] = [];
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((h) => h.close()));
  });

  async function listen(options: Parameters<typeof serveHttp>[1] = {}): Promise<string> {
    const handle = await serveHttp(createServer({ name: 'limited', version: '1.0.0', classes: [Limited], diagnostics: silentDiagnostics }), { port: 0, jsonResponses: true, ...options });
    handles.push(handle);
    return handle.url;
  }

  it('answers requests over the entry limit with 429 and Retry-After, before reading them', async () => {
    const http = new AuthClient(await listen({ rateLimit: { points: 2, duration: 30, key: 'ip' } }), '2026-07-28');
    expect((await http.request(undefined, 'tools/list')).status).to.equal(200);
    expect((await http.request(undefined, 'tools/list')).status).to.equal(200);
    const refused = await http.request(undefined, 'tools/list');
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(29, 30);
    expect(refused.body.error.code).to.equal(-32005);
    expect(refused.body.error.data.retryAfterMs).to.be.within(29_000, 30_000);
  });

  it('answers a 2026 prompt over its limit with 429, Retry-After and -32005', async () => {
    const http = new AuthClient(await listen(), '2026-07-28');
    expect((await http.request(undefined, 'prompts/get', { name: 'greeting' })).status).to.equal(200);
    const refused = await http.request(undefined, 'prompts/get', { name: 'greeting' });
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.match(/^(29|30)$/);
    expect(refused.body.error).to.deep.include({ code: -32005 });
    expect(refused.body.error.message).to.match(/^Rate limit reached: Prompt greeting allows 1 call per 30 s\. Retry in/);
  });

  it('refuses an entry limit that cannot work, naming the option', async () => {
    const server = createServer({ name: 'x', version: '1', classes: [Limited], diagnostics: silentDiagnostics });
    await serveHttp(server, { port: 0, rateLimit: { points: 0, duration: 1 } }).then(
      () => expect.fail('serveHttp accepted points: 0'),
      (error: Error) => expect(error.message).to.equal('Option rateLimit.points must be a positive integer, got 0. Pass e.g. rateLimit: { points: 100, duration: 60 } for a hundred requests a minute.'),
    );
  });
});
