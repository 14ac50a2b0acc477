import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client, ClientOptions, Transport } from '@modelcontextprotocol/client';
import type { McpContext } from '../model/handler-context.js';
import type { JsonValue } from '../vocabulary/json-value.js';
import type { InputRequest } from '../revisions/wire-types.js';
import { relayThrough, type ClientRequestKind } from '../server/invocation/handler-context.js';
import { BridgeUntranslatableError } from '../errors/bridge-untranslatable.error.js';
import { BridgeUpstreamError } from '../errors/bridge-upstream.error.js';
import type { ProxyOptions } from './proxy-options.js';
import { RELATED_TASK_META, setTaskAnswersAside, withoutRelatedTask } from './upstream-tasks.js';
import { relayStderr } from './upstream-stderr.js';

/** The upstream connection a proxy forwards through: the official client, and the calls waiting on it. */
export interface Upstream {
  readonly client: Client;
  /** Where it is, for messages: the URL or the command. */
  readonly label: string;
  /** The revision the upstream agreed to. */
  readonly revision: string;
  /** Runs a forwarded request on behalf of one call, so the upstream's requests during it reach that call's client. */
  within<T>(context: McpContext, work: () => Promise<T>): Promise<T>;
  /** The 2025-11-25 upstream tasks being followed, by the upstream's task id: the call each belongs to (its related requests reach only that call). */
  readonly tasks: Map<string, McpContext>;
  close(): Promise<void>;
}

// What the upstream may ask the proxy, and the handler-context kind each becomes.
const CLIENT_REQUESTS: readonly [InputRequest['method'], ClientRequestKind][] = [
  ['elicitation/create', 'elicitation'],
  ['sampling/createMessage', 'sampling'],
  ['roots/list', 'roots'],
];

/**
 * The client capabilities a forwarded request declares to a 2026-07-28 upstream: what this call's client declared of
 * the requests the proxy relays (elicitation, sampling, roots), and only where its revision lets it be asked, so the
 * upstream decides (asks, or refuses with -32021) as it would for that client.
 * @example relayedCapabilities(context) // { sampling: {} } for a client that declared sampling only
 */
export function relayedCapabilities(context: McpContext): { [key: string]: JsonValue } {
  const declared = context.client.capabilities;
  const out: { [key: string]: JsonValue } = {};
  for (const [, kind] of CLIENT_REQUESTS) {
    if (!context.canAsk(kind)) continue;
    const value = Object.hasOwn(declared, kind) ? declared[kind] : undefined;
    out[kind] = value !== null && typeof value === 'object' && !Array.isArray(value) ? (JSON.parse(JSON.stringify(value)) as JsonValue) : {};
  }
  return out;
}

/** Where the upstream is, as messages name it (never with credentials). */
export function upstreamLabel(options: ProxyOptions): string {
  if ('url' in options) {
    const url = new URL(String(options.url));
    return `${url.origin}${url.pathname}`;
  }
  return options.command;
}

async function transportFor(options: ProxyOptions, warn: (text: string) => void): Promise<Transport> {
  if ('url' in options) {
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
    return new StreamableHTTPClientTransport(new URL(String(options.url)), { requestInit: { headers: { ...options.headers } } });
  }
  const { StdioClientTransport, getDefaultEnvironment } = await import('@modelcontextprotocol/client/stdio');
  // The child's stderr is piped and repeated through the diagnostics, escaped and bounded, never inherited raw.
  const transport = new StdioClientTransport({
    command: options.command,
    args: [...(options.args ?? [])],
    env: { ...getDefaultEnvironment(), ...options.env },
    ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
    stderr: 'pipe',
  });
  relayStderr(transport.stderr, options.command, warn);
  return transport;
}

/**
 * Connects the official client to the upstream at whichever revision it speaks (2026-07-28 `server/discover` first,
 * then `initialize`), and relays what the upstream asks during a forwarded call to that call's client.
 */
export async function connectUpstream(options: ProxyOptions, hooks: Pick<ClientOptions, 'listChanged'>, tasks = false, warn: (text: string) => void = () => undefined): Promise<Upstream> {
  const label = upstreamLabel(options);
  const { Client } = await import('@modelcontextprotocol/client');
  const calls = new Set<McpContext>();
  // The input keys each call's forwarded request has relayed so far (a later upstream round may reuse a key).
  const keysOf = new WeakMap<McpContext, Set<string>>();
  const current = new AsyncLocalStorage<McpContext>();
  const following = new Map<string, McpContext>();
  const client = new Client(
    { name: 'mcp-decorators-proxy', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {} }, sampling: {}, roots: {} },
      versionNegotiation: { mode: 'auto' },
      listMaxPages: options.lists?.maxPages ?? 64,
      ...hooks,
    },
  );
  // The call an upstream request belongs to: for a request related to a task (2025-11-25), the call following that
  // task and none other; else the one it was made in (HTTP streams keep the async context), else the only call
  // waiting on the upstream; with several and no context, no call can be told apart.
  const callFor = (method: string, params: unknown): McpContext => {
    const related = relatedTaskOf(params);
    if (related !== undefined) {
      const owner = typeof related === 'string' ? following.get(related) : undefined;
      if (owner) return owner;
      throw new BridgeUntranslatableError(method, 'it is related to a task no call of a client is following (ended, cancelled, or never created through this proxy)', 'Have the upstream ask about a task only while the proxy follows it.');
    }
    const found = current.getStore() ?? (calls.size === 1 ? [...calls][0] : undefined);
    if (found) return found;
    throw new BridgeUntranslatableError(method, calls.size === 0 ? 'no call of a client is waiting on the upstream' : 'several calls are waiting on the upstream and the request names none of them', 'Have the upstream ask only while it handles a request, or serve fewer calls at once through this proxy over stdio.');
  };
  for (const [method, kind] of CLIENT_REQUESTS) {
    client.setRequestHandler(method, async (request, handlerContext) => {
      const context = callFor(method, request.params);
      if (!context.canAsk(kind)) {
        throw new BridgeUntranslatableError(method, `the client (protocol revision ${context.revision}) cannot answer ${kind} requests, or did not declare the capability`, `Connect with a client that declares "${kind}".`);
      }
      const params = withoutRelatedTask(JSON.parse(JSON.stringify(request.params ?? {})) as { [key: string]: JsonValue });
      const key = client.getProtocolEra() === 'modern' ? relayKey(handlerContext.mcpReq.id, keysOf.get(context)) : undefined;
      const relayed = relayThrough(context, kind, { method, params }, key);
      if (!relayed) throw new BridgeUntranslatableError(method, 'the call has no client to ask', 'Serve the proxy with serveStdio, serveHttp or connectInMemory.');
      // A call that ends (cancelled, or a stateless round ended to ask the client) answers the upstream at once.
      return (await abortable(relayed, context.signal)) as never;
    });
  }
  client.setNotificationHandler('notifications/message', (notification) => {
    const context = current.getStore() ?? (calls.size === 1 ? [...calls][0] : undefined);
    const { level, data, logger } = notification.params;
    context?.log.log(level, data, logger);
  });
  try {
    await client.connect(await transportFor(options, warn));
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new BridgeUpstreamError(label, 'connect to', error);
  }
  const revision = client.getNegotiatedProtocolVersion() ?? 'unknown';
  // A proxy that serves tasks declares the tasks extension on the calls of clients that have tasks (taskCapabilities).
  if (tasks && client.getProtocolEra() === 'modern' && client.transport) setTaskAnswersAside(client.transport);
  // A session-era upstream sends logs once a level is set; the engine filters them by each client's own level.
  if (client.getServerCapabilities()?.logging && client.getProtocolEra() !== 'modern') await client.setLoggingLevel('debug').catch(() => undefined);
  return {
    client,
    label,
    revision,
    async within(context, work) {
      calls.add(context);
      keysOf.set(context, new Set());
      try {
        return await current.run(context, work);
      } finally {
        calls.delete(context);
      }
    },
    tasks: following,
    close: () => client.close(),
  };
}

/**
 * The task id a request's related-task `_meta` names: undefined when it names none, null when the key is there but
 * names no task id (it is then related to no task of a call either).
 */
function relatedTaskOf(params: unknown): string | null | undefined {
  const meta = params !== null && typeof params === 'object' ? (params as { _meta?: unknown })._meta : undefined;
  if (meta === null || typeof meta !== 'object' || !Object.hasOwn(meta, RELATED_TASK_META)) return undefined;
  const related = (meta as { [key: string]: unknown })[RELATED_TASK_META];
  const taskId = related !== null && typeof related === 'object' && Object.hasOwn(related, 'taskId') ? (related as { taskId?: unknown }).taskId : undefined;
  return typeof taskId === 'string' ? taskId : null;
}

/**
 * The key a relayed request takes in a 2026-07-28 client's input round: the upstream's own `inputRequests` key (the
 * official client dispatches each with its key as the request id), so a client sees the keys the upstream chose; a
 * key an earlier upstream round of the same call used gets a `#n` suffix (its answer is another question's). A
 * session-era upstream's request ids are its own counters: the engine's default keys serve.
 */
function relayKey(id: unknown, used: Set<string> | undefined): string | undefined {
  if (typeof id !== 'string' || id.length === 0 || id.length > 128 || !used) return undefined;
  let key = id;
  for (let n = 2; used.has(key); n++) key = `${id}#${n}`;
  used.add(key);
  return key;
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('The call this request belongs to has ended'));
  return new Promise<T>((resolve, reject) => {
    const stop = (): void => reject(new Error('The call this request belongs to has ended'));
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
