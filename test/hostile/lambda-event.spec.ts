import { expect } from 'chai';
import { Param, Tool, createServer } from '../../lib/index.js';
import { createHttpEntry, lambdaHandler, type HttpEntry, type LambdaHttpEvent, type LambdaHttpResult } from '../../lib/fetch/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';

// A Lambda event the web Request cannot hold (a body that is not base64, a method fetch refuses, a header value or
// a Host that is no such thing) is answered as the node mounts answer it: an HTTP error with a JSON-RPC body, never
// a rejected handler (which Lambda turns into a 502 and a logged stack).

class EchoTools {
  @Tool()
  echo(@Param('text') text: string): string {
    return text;
  }
}

const HOST = 'abc.lambda-url.eu-west-1.on.aws';
const INITIALIZE = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } });

function eventOf(overrides: Partial<LambdaHttpEvent> & { readonly method?: string }): LambdaHttpEvent {
  const { method, ...rest } = overrides;
  return {
    rawPath: '/mcp',
    headers: { host: HOST, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    requestContext: { domainName: HOST, http: { method: method ?? 'POST' } },
    body: INITIALIZE,
    ...rest,
  };
}

describe('hostile: lambdaHandler events', () => {
  let entry: HttpEntry;
  let handler: (event: LambdaHttpEvent) => Promise<LambdaHttpResult>;

  beforeEach(() => {
    entry = createHttpEntry(createServer({ name: 'lambda', version: '1.0.0', classes: [EchoTools], diagnostics: silentDiagnostics }), { sessionless: true, jsonResponses: true, host: HOST });
    handler = lambdaHandler(entry);
  });
  afterEach(() => entry.close());

  const expectRefused = (result: LambdaHttpResult, status: number, message: RegExp): void => {
    expect(result.statusCode).to.equal(status);
    const body = JSON.parse(result.body) as { error: { code: number; message: string } };
    expect(body.error.message).to.match(message);
    expect(result.body).not.to.match(/\n\s+at |node:internal|\/work\//);
  };

  it('answers 400 to a body flagged base64 that is not base64', async () => {
    expectRefused(await handler(eventOf({ body: '!!! not base64 !!!', isBase64Encoded: true })), 400, /^Bad Request/);
  });

  it('answers 405 to a method a web Request cannot carry (TRACE, CONNECT)', async () => {
    for (const method of ['TRACE', 'connect']) {
      const result = await handler(eventOf({ method }));
      expectRefused(result, 405, /not allowed/);
      expect(result.headers.allow).to.equal('GET, POST, DELETE');
    }
  });

  it('answers 400 to a header value or a Host that is not one', async () => {
    expectRefused(await handler(eventOf({ headers: { host: HOST, 'x-note': 'a\nb' } })), 400, /^Bad Request/);
    expectRefused(await handler(eventOf({ headers: { host: 'a b' } })), 400, /^Bad Request/);
  });

  it('does not let a Host header move the request to another path', async () => {
    // `host/other?` would make the URL https://host/other?/mcp: the path the event names is the one served.
    const result = await handler(eventOf({ headers: { host: `${HOST}/other?`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' } }));
    expect(result.statusCode).to.not.equal(404);
    expect(result.statusCode).to.be.oneOf([400, 403]);
  });

  it('still serves a well-formed event, base64 body included', async () => {
    const result = await handler(eventOf({ body: btoa(INITIALIZE), isBase64Encoded: true }));
    expect(result.statusCode).to.equal(200);
    expect(result.body).to.contain('"protocolVersion"');
  });

  it('answers 500 naming payload format 2.0 to a REST API (payload 1.0) event, rather than throwing', async () => {
    const restEvent = { resource: '/mcp', path: '/mcp', httpMethod: 'POST', headers: { host: HOST }, body: INITIALIZE, requestContext: { domainName: HOST } } as unknown as LambdaHttpEvent;
    expectRefused(await handler(restEvent), 500, /payload format 2\.0/);
  });

  it('answers 405 to a GET stream in a session, which a buffered function could never finish', async () => {
    const sessions = createHttpEntry(createServer({ name: 'lambda', version: '1.0.0', classes: [EchoTools], diagnostics: silentDiagnostics }), { host: HOST });
    try {
      const served = lambdaHandler(sessions);
      const opened = await served(eventOf({}));
      const session = opened.headers['mcp-session-id'];
      expect(session).to.be.a('string');
      await served(eventOf({ headers: { host: HOST, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': session!, 'mcp-protocol-version': '2025-11-25' }, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) }));
      const result = await served(eventOf({ method: 'GET', body: undefined, headers: { host: HOST, accept: 'text/event-stream', 'mcp-session-id': session!, 'mcp-protocol-version': '2025-11-25' } }));
      expectRefused(result, 405, /cannot hold a stream open/);
      expect(result.headers.allow).to.equal('POST');
    } finally {
      await sessions.close();
    }
  });
});
