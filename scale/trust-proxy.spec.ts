import { expect } from 'chai';
import { request } from 'node:http';
import { deployment } from './support/root-hooks.js';

const V = '2026-07-28';

/** A 2026-07-28 tools/call sent from one loopback address (the client nginx sees); resolves with the JSON-RPC answer. */
function callFrom(localAddress: string, url: string, name: string): Promise<{ result?: { isError?: boolean; content: { text: string }[] } }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {}, _meta: { 'io.modelcontextprotocol/protocolVersion': V, 'io.modelcontextprotocol/clientCapabilities': {} } } });
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': V, 'mcp-method': 'tools/call', 'mcp-name': name, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          const data = text.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5));
          resolve(JSON.parse(data.length > 0 ? data.at(-1)! : text));
        } catch (error) {
          reject(new Error(`${res.statusCode}: ${text} (${String(error)})`));
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const refused = (answer: Awaited<ReturnType<typeof callFrom>>): boolean => answer.result?.isError === true && /^Rate limit reached/.test(answer.result.content[0]!.text);

describe('scale-out: trusted proxies (trustProxy) behind the real nginx', function () {
  this.timeout(60_000);

  it('counts a per-client limit per forwarded address when nginx is trusted', async () => {
    const { url } = await deployment();
    expect(refused(await callFrom('127.0.0.2', url, 'per_client_replica_id'))).to.equal(false);
    // Another client: a bucket of its own.
    expect(refused(await callFrom('127.0.0.3', url, 'per_client_replica_id'))).to.equal(false);
    // The first client again, on whichever replica: its bucket (in Redis) is spent.
    expect(refused(await callFrom('127.0.0.2', url, 'per_client_replica_id'))).to.equal(true);
  });

  it('counts every client in one bucket, the proxy\'s own address, when the proxy is not trusted', async () => {
    const { url } = await deployment();
    const untrusted = url.replace(/\/mcp$/, '/untrusted/mcp');
    const first = await callFrom('127.0.0.2', untrusted, 'per_client_replica_id');
    expect(refused(first), JSON.stringify(first)).to.equal(false);
    expect(refused(await callFrom('127.0.0.3', untrusted, 'per_client_replica_id'))).to.equal(true);
  });
});
