import { createServer } from 'node:http';
import { floorCall } from '../floor.js';
import { STATELESS } from '../requests.js';
import './cpu-report.js';

// The HTTP floor: bare node:http doing the irreducible work of a tools/call (read, parse, validate, handle, write), the
// result in the shape the request's revision defines (a 2026-07-28 one carries resultType and serverInfo), as ours.
const schema = { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false } as const;
const call = floorCall(schema, (args) => String(args.text));
const statelessCall = floorCall(schema, (args) => String(args.text), true);
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = (req.headers['mcp-protocol-version'] === STATELESS ? statelessCall : call)(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`));
