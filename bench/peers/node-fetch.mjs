// A plain node:http listener in front of a fetch-shaped handler (Request → Response), for the frameworks whose
// HTTP transport is fetch-shaped and ship no node adapter of their own. The same adapter as bench/servers/http-sdk.ts.
import { createServer } from 'node:http';
import { announce } from './tools.mjs';

export function nodeListener(handle) {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, { method: req.method, headers, body });
      void handle(request).then(async (response) => {
        const out = Buffer.from(await response.arrayBuffer());
        const head = {};
        response.headers.forEach((value, name) => (head[name] = value));
        res.writeHead(response.status, { ...head, 'content-length': String(out.length) });
        res.end(out);
      });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    announce(server.address().port);
    resolve(server);
  }));
}
