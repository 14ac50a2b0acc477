import type { JsonRpcMessage, TransportPort } from '../lib/transport/index.js';

/**
 * An in-process transport port with stdio's framing: a request arrives as JSON text and is parsed, every reply is
 * serialised back to text. `call` sends one request and resolves with the text of its response.
 */
export class LoopbackPort implements TransportPort {
  onmessage?: (message: unknown) => void;
  private readonly waiting = new Map<string | number, (text: string) => void>();

  async start(): Promise<void> {}

  async close(): Promise<void> {}

  async send(message: JsonRpcMessage | readonly JsonRpcMessage[]): Promise<void> {
    if (Array.isArray(message)) return;
    const text = JSON.stringify(message);
    const id = (message as JsonRpcMessage & { id?: string | number }).id;
    const resolve = id === undefined ? undefined : this.waiting.get(id);
    if (resolve && !('method' in (message as object))) {
      this.waiting.delete(id!);
      resolve(text);
    }
  }

  call(id: number, text: string): Promise<string> {
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.onmessage!(JSON.parse(text) as unknown);
    });
  }
}
