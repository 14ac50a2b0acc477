// Invokes a bundled AWS Lambda handler the way a function URL (or an API Gateway HTTP API, payload format 2.0) does:
// each HTTP request on 127.0.0.1 becomes one event, the handler's result object becomes the response.
//   node lambda-host.mjs <bundle.mjs|bundle.cjs>     prints `LISTENING <url>` once it listens on a free port
// It imports only Node built-ins, so the bundle runs with nothing but itself beside it (no node_modules).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const loaded = await import(pathToFileURL(resolve(process.argv[2])).href);
const handler = loaded.handler ?? loaded.default?.handler;
if (typeof handler !== 'function') throw new Error(`${process.argv[2]} exports no handler function`);

const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) if (name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  const event = {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(req.headers.cookie ? { cookies: req.headers.cookie.split(/;\s*/) } : {}),
    requestContext: { http: { method: req.method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: req.headers['user-agent'] ?? '' }, requestId: `req-${Date.now()}`, stage: '$default' },
    ...(body.length > 0 ? { body: body.toString('base64'), isBase64Encoded: true } : { isBase64Encoded: false }),
  };
  try {
    const result = await handler(event, { awsRequestId: event.requestContext.requestId, getRemainingTimeInMillis: () => 30_000 });
    res.writeHead(result.statusCode ?? 200, { ...result.headers, ...(result.cookies?.length ? { 'set-cookie': result.cookies } : {}) });
    res.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
  } catch (error) {
    console.error('handler failed:', error);
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('the handler threw (see the host\'s stderr)');
  }
});
server.listen(0, '127.0.0.1', () => console.log(`LISTENING http://127.0.0.1:${server.address().port}/mcp`));
