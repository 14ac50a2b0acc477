import type { Client as ClientV2 } from '@modelcontextprotocol/client';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport as TransportV1 } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { DecoratedMcpServer } from '../server/engine/create-server.js';
import { connectInMemory } from '../server/transports/in-memory.js';
import { serveHttp } from '../server/transports/http/mount/serve-http.js';
import { eraOfVersion } from '../revisions/revision.js';
import { InvalidConnectOptionError } from '../errors/invalid-connect-option.error.js';
import { importClientModule, type ClientLine } from './client-sdk.js';
import { toolCallOutcome, type Json, type ToolCallOutcome } from './tool-call-outcome.js';

// The SDKs are imported only as types here (erased from the JS): each is loaded when a test asks for its client.
export type { ClientLine } from './client-sdk.js';
/** How the client reaches the server. */
export type ClientTransportKind = 'memory' | 'stdio' | 'http';

/** How to start a server as a stdio child process. */
export interface StdioCommand {
  readonly command: string;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/** What connectClient needs. */
export interface ConnectClientOptions {
  readonly revision: string;
  readonly client: ClientLine;
  readonly transport: ClientTransportKind;
  /** Builds the server for `memory` and `http` connections (`http` serves it on 127.0.0.1, a free port). */
  readonly server?: () => DecoratedMcpServer | Promise<DecoratedMcpServer>;
  /** Starts the server for `stdio` connections. */
  readonly stdio?: StdioCommand;
  /** Client capabilities to declare (e.g. `{ elicitation: {} }`). */
  readonly capabilities?: Readonly<Record<string, object>>;
}

export type { Json, ToolCallOutcome } from './tool-call-outcome.js';

/** One official client connected at one revision, with the calls tests need and the client itself. */
export interface RevisionSession {
  readonly revision: string;
  readonly client: ClientLine;
  readonly transport: ClientTransportKind;
  /** The revision the server agreed to. */
  readonly negotiatedRevision: string | undefined;
  /**
   * The underlying official client: cast it to the `Client` of the line you asked for (v1 `@modelcontextprotocol/sdk`,
   * v2 `@modelcontextprotocol/client`). Typed loosely so these declarations need neither package installed.
   */
  readonly raw: object;
  listTools(): Promise<Json>;
  callTool(name: string, args?: Json): Promise<Json>;
  /**
   * Calls a tool and answers how it ended in one shape on every revision: invalid arguments (a -32602 error on
   * 2024-11-05 … 2025-06-18, an `isError` result later) are `{ ok: false, kind: 'invalid-arguments', message }` on all.
   */
  callToolOutcome(name: string, args?: Json): Promise<ToolCallOutcome>;
  listResources(): Promise<Json>;
  listResourceTemplates(): Promise<Json>;
  readResource(uri: string): Promise<Json>;
  listPrompts(): Promise<Json>;
  getPrompt(name: string, args?: Record<string, string>): Promise<Json>;
  /** The server's `initialize` answer as the client kept it. */
  serverVersion(): Json | undefined;
  close(): Promise<void>;
}

// v1 always offers its latest revision; rewriting the offer pins it to an older one.
function pinInitialize<T extends TransportV1>(transport: T, revision: string): T {
  const send = transport.send.bind(transport);
  transport.send = (message, options) =>
    send('method' in message && message.method === 'initialize' ? { ...message, params: { ...message.params, protocolVersion: revision } } : message, options);
  return transport;
}

async function clientTransport(options: ConnectClientOptions, cleanup: (() => Promise<void>)[]): Promise<TransportV1> {
  const v1 = options.client === 'v1';
  if (options.transport === 'http') {
    if (!options.server) throw new InvalidConnectOptionError('server', 'an http connection needs options.server', 'Pass server: () => createMyServer(); it is served on 127.0.0.1 at a free port.');
    const Transport = v1
      ? (await importClientModule('v1', () => import('@modelcontextprotocol/sdk/client/streamableHttp.js'))).StreamableHTTPClientTransport
      : ((await importClientModule('v2', () => import('@modelcontextprotocol/client'))).StreamableHTTPClientTransport as unknown as new (url: URL) => TransportV1);
    const http = await serveHttp(await options.server(), { port: 0 });
    cleanup.push(() => http.close());
    return new Transport(new URL(http.url));
  }
  if (options.transport === 'memory') {
    if (!options.server) throw new InvalidConnectOptionError('server', 'a memory connection needs options.server', 'Pass server: () => createMyServer().');
    return (await connectInMemory(await options.server())) as unknown as TransportV1;
  }
  if (!options.stdio) throw new InvalidConnectOptionError('stdio', 'a stdio connection needs options.stdio', "Pass stdio: { command: 'node', args: ['dist/stdio.js'] }.");
  const params = { command: options.stdio.command, args: [...(options.stdio.args ?? [])], env: { ...(process.env as Record<string, string>), ...options.stdio.env }, stderr: 'pipe' as const };
  const Transport = v1
    ? (await importClientModule('v1', () => import('@modelcontextprotocol/sdk/client/stdio.js'))).StdioClientTransport
    : ((await importClientModule('v2', () => import('@modelcontextprotocol/client/stdio'))).StdioClientTransport as unknown as new (p: typeof params) => TransportV1);
  return new Transport(params);
}

/**
 * Connects one official client, pinned to `revision`, to a server in memory or over stdio.
 * @example const s = await connectClient({ revision: '2024-11-05', client: 'v1', transport: 'memory', server: () => createAcmeServer({ database: ':memory:' }) });
 */
export async function connectClient(options: ConnectClientOptions): Promise<RevisionSession> {
  if (options.client === 'v1' && eraOfVersion(options.revision) === 'stateless') {
    throw new InvalidConnectOptionError('client', `the v1 client cannot speak ${options.revision}`, "Use the v2 client: { client: 'v2' }.");
  }
  // Load the client first: a missing package is reported before any server starts.
  const Client = options.client === 'v1'
    ? (await importClientModule('v1', () => import('@modelcontextprotocol/sdk/client/index.js'))).Client
    : (await importClientModule('v2', () => import('@modelcontextprotocol/client'))).Client;
  const cleanup: (() => Promise<void>)[] = [];
  const transport = await clientTransport(options, cleanup);
  const info = { name: 'mcp-decorators-testing', version: '1.0.0' };
  let raw: ClientV1 | ClientV2;
  if (options.client === 'v1') {
    const client = new (Client as typeof ClientV1)(info, { capabilities: options.capabilities ?? {} });
    await client.connect(pinInitialize(transport, options.revision));
    raw = client;
  } else {
    // Stateless revisions are pinned by era; the session ones by offering only that version.
    const pin = eraOfVersion(options.revision) === 'stateless' ? { versionNegotiation: { mode: { pin: options.revision } } } : { supportedProtocolVersions: [options.revision] };
    const client = new (Client as typeof ClientV2)(info, { capabilities: options.capabilities ?? {}, ...pin } as ConstructorParameters<typeof ClientV2>[1]);
    await client.connect(transport as never);
    raw = client;
  }
  const call = raw as unknown as {
    listTools(): Promise<Json>;
    callTool(p: Json): Promise<Json>;
    listResources(): Promise<Json>;
    listResourceTemplates(): Promise<Json>;
    readResource(p: Json): Promise<Json>;
    listPrompts(): Promise<Json>;
    getPrompt(p: Json): Promise<Json>;
    getServerVersion(): Json | undefined;
    getNegotiatedProtocolVersion?: () => string | undefined;
    close(): Promise<void>;
  };
  const negotiated = call.getNegotiatedProtocolVersion?.() ?? options.revision;
  return {
    revision: options.revision,
    client: options.client,
    transport: options.transport,
    negotiatedRevision: negotiated,
    raw,
    listTools: () => call.listTools(),
    callTool: (name, args = {}) => call.callTool({ name, arguments: args }),
    callToolOutcome: (name, args = {}) => toolCallOutcome(name, () => call.callTool({ name, arguments: args })),
    listResources: () => call.listResources(),
    listResourceTemplates: () => call.listResourceTemplates(),
    readResource: (uri) => call.readResource({ uri }),
    listPrompts: () => call.listPrompts(),
    getPrompt: (name, args = {}) => call.getPrompt({ name, arguments: args }),
    serverVersion: () => call.getServerVersion(),
    close: async () => {
      await call.close();
      for (const step of cleanup) await step();
    },
  };
}
