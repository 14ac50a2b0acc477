import { InMemoryTransport } from '@modelcontextprotocol/server';

/** What the in-memory client sends: request text, answered with the response text (both ends pay JSON once, as stdio does). */
export type CallText = (text: string) => Promise<string>;

/**
 * A client end over the SDK's in-memory pair that sends parsed request text and resolves with the serialised answer.
 * One call at a time (the benchmark awaits each): a single pending slot instead of a map keeps the client's own
 * work, which both servers pay alike, as small as it can be.
 */
export async function memoryClient(end: InMemoryTransport): Promise<CallText> {
  let pending: { readonly id: unknown; readonly resolve: (text: string) => void } | undefined;
  end.onmessage = (message) => {
    if (pending && (message as { id?: unknown }).id === pending.id && !('method' in message)) {
      const { resolve } = pending;
      pending = undefined;
      resolve(JSON.stringify(message));
    }
  };
  await end.start();
  return (text) =>
    new Promise<string>((resolve, reject) => {
      if (pending) return reject(new Error('memoryClient serves one call at a time; await the previous one'));
      const message = JSON.parse(text) as { id: unknown };
      pending = { id: message.id, resolve };
      void end.send(message as never);
    });
}

/** A fresh linked pair: the server end to connect, the client end to call through. */
export function linkedPair(): [client: InMemoryTransport, server: InMemoryTransport] {
  return InMemoryTransport.createLinkedPair();
}
