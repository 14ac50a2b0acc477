import { createServer as createHttpServer } from 'node:http';
import { createServer } from '../../lib/index.js';
import { inputSchemaFor } from '../../lib/model/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { BenchTools } from '../cases.js';
import { floorCall } from '../floor.js';
import { STATELESS } from '../requests.js';

// The HTTP floor of the peer mix: bare node:http doing the irreducible work of the mix's requests — initialize
// answered with a fixed result, tools/list with the finished list, tools/call through floorCall (parse, compiled
// Ajv2020, handler, stringify) — for echo and create_user, with the same schemas mcp-decorators lists.
const tools = createServer({ name: 'schemas', version: '1', classes: [BenchTools], diagnostics: silentDiagnostics }).model.tools.filter((t) => t.name === 'echo' || t.name === 'create_user');
const listed = tools.map((t) => ({ name: t.name, inputSchema: inputSchemaFor(t) }));
const handler = (args: Record<string, unknown>): string => String(args.text ?? args.name);
const calls = new Map(tools.map((t) => [t.name, { session: floorCall(inputSchemaFor(t), handler), stateless: floorCall(inputSchemaFor(t), handler, true) }]));
const STATELESS_META = { resultType: 'complete', _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'bench', version: '1.0.0' } } };

function answer(text: string, stateless: boolean): string | undefined {
  const request = JSON.parse(text) as { id?: number; method: string; params?: { name?: string } };
  if (request.id === undefined) return undefined;
  if (request.method === 'tools/call') {
    const call = calls.get(request.params!.name!)!;
    return (stateless ? call.stateless : call.session)(text);
  }
  const result = request.method === 'tools/list'
    ? stateless ? { tools: listed, ...STATELESS_META } : { tools: listed }
    : { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'bench', version: '1.0.0' } };
  return JSON.stringify({ jsonrpc: '2.0', id: request.id, result });
}

const server = createHttpServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = answer(Buffer.concat(chunks).toString('utf8'), req.headers['mcp-protocol-version'] === STATELESS);
    if (body === undefined) {
      res.writeHead(202).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`));
