import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { Readable, Writable } from 'node:stream';
import type { DecoratedMcpServer } from '../create-server.js';
import type { Connection } from '../connection.js';
import type { TransportPort } from '../transport-port.js';

/**
 * Serves a server over stdio (newline-delimited JSON-RPC): protocol on stdout, diagnostics on stderr.
 * Resolves with the connection once listening; the process stays up until stdin closes.
 * @example await serveStdio(createServer({ name: 'acme-tools', version: '1.0.0', classes: [AcmeTools] }));
 */
export async function serveStdio(server: DecoratedMcpServer, streams: { readonly stdin?: Readable; readonly stdout?: Writable } = {}): Promise<Connection> {
  // The SDK transport has the port's shape; only the message types differ nominally.
  const transport = new StdioServerTransport(streams.stdin, streams.stdout) as unknown as TransportPort;
  return server.connect(transport);
}
