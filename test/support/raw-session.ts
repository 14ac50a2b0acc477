import { InMemoryTransport } from '@modelcontextprotocol/server';
import type { DecoratedMcpServer } from '../../lib/index.js';
import { record, recordToolsList } from './emitted-schemas.js';

/** One JSON-RPC message as the test sees it: loosely typed, so assertions can reach into any field. */
export type RawMessage = { jsonrpc: '2.0'; id?: string | number | null; method?: string; params?: any; result?: any; error?: { code: number; message: string; data?: any } };

/** Answers one server-to-client request: return the `result`, or throw to answer with a JSON-RPC error. */
export type RequestHandler = (params: any, message: RawMessage) => unknown | Promise<unknown>;

/** A raw JSON-RPC peer connected to a server in memory, recording everything the server sends. */
export interface RawSession {
  /** Every message the server sent, in order. */
  readonly received: readonly RawMessage[];
  /** Writes one JSON-RPC object to the server. */
  send(message: object): Promise<void>;
  /** Sends a request with the next id and resolves with the whole response message; rejects after `ms` (default 5 s). */
  request(method: string, params?: object, ms?: number): Promise<RawMessage>;
  /** The id the next `request` will use. */
  readonly nextId: number;
  /** Sends a notification. */
  notify(method: string, params?: object): Promise<void>;
  /** Sends initialize then notifications/initialized, and returns the initialize result. */
  initialize(protocolVersion: string, capabilities?: object): Promise<any>;
  /** Resolves with the first message (already received or still to come) that matches; rejects after `ms`. */
  waitFor(predicate: (message: RawMessage) => boolean, ms?: number): Promise<RawMessage>;
  /** Answers server-to-client requests of `method` (elicitation/create, sampling/createMessage, roots/list). */
  onRequest(method: string, handler: RequestHandler): void;
  close(): Promise<void>;
}

interface Waiter {
  readonly predicate: (message: RawMessage) => boolean;
  readonly resolve: (message: RawMessage) => void;
}

/** Connects a raw JSON-RPC peer to `server` over an in-memory transport pair. */
export async function openRawSession(server: DecoratedMcpServer): Promise<RawSession> {
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  const received: RawMessage[] = [];
  const waiters = new Set<Waiter>();
  const handlers = new Map<string, RequestHandler>();
  let nextId = 1;

  const send = async (message: object): Promise<void> => {
    await clientEnd.send(message as never);
  };

  const answer = async (message: RawMessage): Promise<void> => {
    const handler = handlers.get(message.method!);
    if (!handler) {
      await send({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: `raw session: no handler for ${message.method}` } });
      return;
    }
    try {
      const result = await handler(message.params ?? {}, message);
      await send({ jsonrpc: '2.0', id: message.id, result });
    } catch (error) {
      await send({ jsonrpc: '2.0', id: message.id, error: { code: -32603, message: error instanceof Error ? error.message : String(error) } });
    }
  };

  let revision = 'session';
  clientEnd.onmessage = (raw) => {
    const message = raw as unknown as RawMessage;
    received.push(message);
    if (typeof message.result?.protocolVersion === 'string') revision = message.result.protocolVersion;
    // Every tools/list and elicitation form the server sends is compiled under strict Ajv2020 after the suite.
    if (Array.isArray(message.result?.tools)) {
      const handWritten = server.model.tools.filter((t) => t.input.kind === 'raw').map((t) => t.name);
      recordToolsList('raw session', message.result.tools, message.result.resultType === undefined ? revision : '2026-07-28', handWritten);
    }
    if (message.method === 'elicitation/create') record('raw session elicitation/create', message.params?.requestedSchema, 'form');
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
    if (typeof message.method === 'string' && message.id !== undefined && message.id !== null) void answer(message);
  };

  const watch = (predicate: (message: RawMessage) => boolean, ms: number, describe: () => string): { promise: Promise<RawMessage>; cancel: () => void } => {
    let cancel = (): void => undefined;
    const already = received.find(predicate);
    if (already) return { promise: Promise.resolve(already), cancel };
    const promise = new Promise<RawMessage>((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(describe()));
      }, ms);
      waiters.add(waiter);
      cancel = () => {
        clearTimeout(timer);
        waiters.delete(waiter);
      };
    });
    return { promise, cancel };
  };

  const waitFor = (predicate: (message: RawMessage) => boolean, ms = 2000): Promise<RawMessage> =>
    watch(predicate, ms, () => `raw session: no matching message within ${ms} ms (received so far: ${JSON.stringify(received).slice(0, 2000)})`).promise;

  const request = async (method: string, params?: object, ms = 5000): Promise<RawMessage> => {
    const id = nextId++;
    const response = watch((m) => m.id === id && m.method === undefined && ('result' in m || 'error' in m), ms, () => `raw session: no response to ${method} (id ${id}) within ${ms} ms`);
    try {
      await send({ jsonrpc: '2.0', id, method, ...(params !== undefined ? { params } : {}) });
    } catch (error) {
      response.cancel();
      throw error;
    }
    return response.promise;
  };

  const notify = (method: string, params?: object): Promise<void> => send({ jsonrpc: '2.0', method, ...(params !== undefined ? { params } : {}) });

  await server.connect(serverEnd as never);
  await clientEnd.start();

  return {
    received,
    send,
    request,
    get nextId() {
      return nextId;
    },
    notify,
    async initialize(protocolVersion, capabilities = {}) {
      const response = await request('initialize', { protocolVersion, capabilities, clientInfo: { name: 'raw-session', version: '1.0.0' } });
      if (response.error) throw new Error(`initialize failed: ${response.error.code} ${response.error.message}`);
      await notify('notifications/initialized');
      return response.result;
    },
    waitFor,
    onRequest(method, handler) {
      handlers.set(method, handler);
    },
    close: () => clientEnd.close(),
  };
}
