import { InMemoryTransport } from '@modelcontextprotocol/server';

/** What the in-memory client sends: request text, answered with the response text (both ends pay JSON once, as stdio does). */
export type CallText = (text: string) => Promise<string>;

/** A client end over the SDK's in-memory pair that sends parsed request text and resolves with the serialised answer. */
export async function memoryClient(end: InMemoryTransport): Promise<CallText> {
  const waiting = new Map<unknown, (text: string) => void>();
  end.onmessage = (message) => {
    const id = (message as { id?: unknown }).id;
    const resolve = waiting.get(id);
    if (resolve && !('method' in message)) {
      waiting.delete(id);
      resolve(JSON.stringify(message));
    }
  };
  await end.start();
  return (text) =>
    new Promise<string>((resolve) => {
      const message = JSON.parse(text) as { id: unknown };
      waiting.set(message.id, resolve);
      void end.send(message as never);
    });
}

/** A fresh linked pair: the server end to connect, the client end to call through. */
export function linkedPair(): [client: InMemoryTransport, server: InMemoryTransport] {
  return InMemoryTransport.createLinkedPair();
}
