import { createServer } from 'node:http';
import { floorCall } from '../floor.js';

// The HTTP floor: bare node:http doing the irreducible work of a tools/call (read, parse, validate, handle, write).
const call = floorCall({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false }, (args) => String(args.text));
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = call(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`));
