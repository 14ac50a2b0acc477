import { createMcpHandler } from '@modelcontextprotocol/server';
import { createServer } from 'node:http';
import { sdkBenchServer } from '../sdk-tools.js';
import './cpu-report.js';

// The raw SDK v2 over HTTP: createMcpHandler (2026-07-28, and 2025 stateless requests) behind a plain node:http
// adapter, since the SDK's handler is fetch-shaped.
const handler = createMcpHandler(() => sdkBenchServer());
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, { method: req.method, headers, body: Buffer.concat(chunks) });
    void handler.fetch(request).then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer());
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => (out[name] = value));
      res.writeHead(response.status, { ...out, 'content-length': String(body.length) });
      res.end(body);
    });
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`));
