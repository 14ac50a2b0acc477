import type { InMemoryTransport } from '@modelcontextprotocol/server';
import type { DecoratedMcpServer } from '../engine/create-server.js';
import type { TransportPort } from '../protocol/transport-port.js';

/** The client end of an in-memory connection, for official SDK clients in the same process. */
export type InMemoryClientTransport = InMemoryTransport;

/**
 * Connects a server to an in-memory transport pair and returns the client end, for tests and embedding.
 * @example const transport = await connectInMemory(server); await new Client({ name: 't', version: '1' }).connect(transport);
 */
export async function connectInMemory(server: DecoratedMcpServer): Promise<InMemoryClientTransport> {
  // The SDK loads with the first in-memory connection, not with the framework.
  const { InMemoryTransport: Pair } = await import('@modelcontextprotocol/server');
  const [clientEnd, serverEnd] = Pair.createLinkedPair();
  await server.connect(serverEnd as unknown as TransportPort);
  return clientEnd;
}
