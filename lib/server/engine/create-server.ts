import type { Constructor } from '../../vocabulary/constructor.js';
import { randomBytes } from 'node:crypto';
import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { ChainLink, GuardEntry, MiddlewareEntry } from '../../model/middleware.js';
import type { ServerModel } from '../../model/server-model.js';
import type { CachePolicy, ServerFeatures, ServerIdentity } from '../../revisions/wire-types.js';
import { scan, type ScanEntry, type ScanOptions } from '../../scanner/scan.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import { argumentLimitsProblem, rateLimitProblem, type ArgumentLimitsOptions, type RateLimitOptions } from '../../model/policy-declaration.js';
import { resolveAuth, type AuthOptions } from '../../auth/auth-options.js';
import type { RateLimiterStore } from '../../limits/rate-limiter-store.js';
import { jsonLinesLogger } from '../../observability/json-lines-logger.js';
import type { RequestLogger } from '../../observability/request-logger.js';
import { ServerAccess } from '../access/server-access.js';
import { createRequestObserver } from '../telemetry/request-observer.js';
import type { TracingOption } from '../telemetry/active-tracer.js';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { RequestStateSealer } from '../client-input/request-state.js';
import { stderrDiagnostics, type Diagnostics } from '../contracts/diagnostics.js';
import type { PreparedLink, ServerSettings } from '../contracts/server-core.js';
import type { EngineCore } from '../contracts/method-call.js';
import { AdapterRegistry, type RevisionChoice } from '../era/adapter-registry.js';
import { prepareLinks } from '../invocation/middleware-chain.js';
import { SESSION_METHODS, STATELESS_METHODS } from '../methods/method-table.js';
import type { McpExtension } from '../contracts/extension.js';
import type { NotificationBus } from '../contracts/notification-bus.js';
import type { OwnerKey } from '../contracts/owner.js';
import type { ListKind } from '../catalogue/catalogue.js';
import { advertisedExtensions, checkExecutionModes, compileExtensions } from './extension-runtime.js';
import type { TransportPort } from '../protocol/transport-port.js';
import { Connection, type ConnectionHandle } from './connection.js';
import { ListViews } from './list-view.js';
import { verifyFrozenJson } from '../protocol/plain-json.js';
import { registerServer } from './server-internals.js';

/** Options of createServer; the identity fields (name, version, title…) are what `serverInfo` carries. */
export interface ServerOptions extends ServerIdentity {
  /** Hints for the client's model on how to use this server. */
  readonly instructions?: string;
  /** Decorated classes (built with `scan.factory`, default `new C()`) or instances used as they are. */
  readonly classes: readonly ScanEntry[];
  readonly scan?: ScanOptions;
  /** Revisions to speak: built-in names or adapters of your own; default every built-in revision. */
  readonly revisions?: readonly RevisionChoice[];
  /** Items per list page; default 100. */
  readonly pageSize?: number;
  /** Longest a handler (tool, prompt, resource, completion) may run, in ms (0 = none); default 50,000, under the official clients' 60 s request timeout. Time spent waiting on the client does not count. */
  readonly handlerTimeoutMs?: number;
  /** The former name of `handlerTimeoutMs`, still accepted. */
  readonly toolTimeoutMs?: number;
  /** Longest the server waits for the client to answer elicitation, sampling or roots on the session revisions; default 10 minutes. */
  readonly clientWaitMs?: number;
  /** Log level until the client sets one; default `debug`. */
  readonly defaultLogLevel?: LogLevel;
  /** Where diagnostics go; default stderr. */
  readonly diagnostics?: Diagnostics;
  /**
   * 2026-07-28 caching hints per kind of result; defaults: discover and lists 5 minutes `public` (the catalogue
   * changes only through add/remove, which listen streams announce), reads 0 ms `private`.
   */
  readonly cache?: Partial<CachePolicy>;
  /** Secret that signs the requestState of input-required rounds; default random per process (set one to share across processes). */
  readonly stateSecret?: string | Uint8Array;
  /** How long an input-required round may take before its requestState expires; default 10 minutes. */
  readonly inputTimeoutMs?: number;
  /** Middleware for every call, run before the class's and the method's (`@UseMiddleware`). */
  readonly middleware?: readonly MiddlewareEntry[];
  /** Guards for every call, run before the middleware (and before the class's and the method's guards). */
  readonly guards?: readonly GuardEntry[];
  /** The server as an OAuth 2.1 resource server on HTTP, and the principal-related defaults of declared access. */
  readonly auth?: AuthOptions;
  /** A rate limit on every call that runs a handler (one budget per key across the server), besides `@RateLimit`s. */
  readonly rateLimit?: RateLimitOptions;
  /** Where rate limit counters live; default in memory (`memoryRateLimiterStore`). */
  readonly rateLimitStore?: RateLimiterStore;
  /** Limits on every call's raw arguments unless its class or method declares `@ArgumentLimitsOptions`. */
  readonly argumentLimits?: ArgumentLimitsOptions;
  /** OpenTelemetry spans: on with the globally registered SDK (default; a no-op without one), `false`, or `{ tracerProvider }`. */
  readonly tracing?: TracingOption;
  /** One structured line per request: `true` for JSON lines on stderr, or a logger (`jsonLinesLogger({ level })`, pino…). */
  readonly requestLog?: boolean | RequestLogger;
  /** Extensions served beside the core (`tasks()`, `skills()`, your own `McpExtension`s); see README "Extensions". */
  readonly extensions?: readonly McpExtension[];
  /** Names the owner of a request, to which the tasks it creates are bound; default the session, or the client on 2026-07-28. */
  readonly owner?: OwnerKey;
  /** Carries list changes and resource updates between replicas (e.g. `RedisNotificationBus`); default none. */
  readonly bus?: NotificationBus;
}

/** A running catalogue that serves any number of connections. */
export interface DecoratedMcpServer {
  /** The current catalogue. */
  readonly model: ServerModel;
  readonly identity: ServerIdentity;
  /** Supported revisions, newest first. */
  readonly supportedRevisions: readonly string[];
  /**
   * Serves one connection over a transport. `revision` pins a connection that will see no `initialize`
   * (a stateless HTTP request) to that revision.
   */
  connect(transport: TransportPort, options?: { readonly revision?: string; readonly stateless?: boolean }): Promise<ConnectionHandle>;
  /** Scans and adds more classes at run time; connected clients get list_changed notifications. */
  add(...classes: readonly ScanEntry[]): void;
  removeTool(name: string): boolean;
  removeResource(uri: string): boolean;
  removeResourceTemplate(uriTemplate: string): boolean;
  removePrompt(name: string): boolean;
  /** Sends notifications/resources/updated to every client subscribed to `uri`. */
  resourceUpdated(uri: string): void;
  /** Closes every connection. */
  close(): Promise<void>;
}

const LIST_TOPIC = 'mcp-decorators/list-changed';
const RESOURCE_TOPIC = 'mcp-decorators/resource-updated';
const LIST_KINDS: ReadonlySet<string> = new Set<ListKind>(['tools', 'resources', 'resourceTemplates', 'prompts']);
// Which replica published a bus message, so a replica does not hear its own changes twice.
const replica = randomBytes(12).toString('base64url');

/** Publishes local list changes on the bus and announces other replicas' changes and resource updates here. */
function fanOut(bus: NotificationBus, catalogue: Catalogue, announceResource: (uri: string) => void): () => void {
  const stopLocal = catalogue.onChange((kinds, remote) => {
    if (!remote) bus.publish(LIST_TOPIC, { origin: replica, kinds: [...kinds] });
  });
  const stopLists = bus.subscribe(LIST_TOPIC, (payload) => {
    if (payload.origin === replica || !Array.isArray(payload.kinds)) return;
    catalogue.announce(new Set(payload.kinds.filter((k): k is ListKind => typeof k === 'string' && LIST_KINDS.has(k))));
  });
  const stopResources = bus.subscribe(RESOURCE_TOPIC, (payload) => {
    if (payload.origin !== replica && typeof payload.uri === 'string') announceResource(payload.uri);
  });
  return () => {
    stopLocal();
    stopLists();
    stopResources();
  };
}

/**
 * The default `handlerTimeoutMs`: 10 s under the official clients' request timeout (60 s in both SDKs), so a slow
 * handler ends in the server's own answer (a tool error saying it timed out, logged here) while the client still
 * waits, rather than in the client's -32001 with nothing logged. The margin covers what runs before the clock
 * starts (access checks, rate-limit stores, argument binding) and the answer's way back.
 */
export const DEFAULT_HANDLER_TIMEOUT_MS = 50_000;

function settingsOf(options: ServerOptions): ServerSettings {
  const settings: ServerSettings = {
    pageSize: options.pageSize ?? 100,
    handlerTimeoutMs: options.handlerTimeoutMs ?? options.toolTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS,
    clientWaitMs: options.clientWaitMs ?? 600_000,
    defaultLogLevel: options.defaultLogLevel ?? 'debug',
    cache: {
      discover: options.cache?.discover ?? { ttlMs: 300_000, cacheScope: 'public' },
      lists: options.cache?.lists ?? { ttlMs: 300_000, cacheScope: 'public' },
      reads: options.cache?.reads ?? { ttlMs: 0, cacheScope: 'private' },
    },
  };
  if (!(Number.isInteger(settings.pageSize) && settings.pageSize > 0)) throw new InvalidServerOptionError('pageSize', `must be a positive integer, got ${settings.pageSize}`, 'Pass a whole number of list entries per page, e.g. pageSize: 50.');
  for (const key of ['handlerTimeoutMs', 'clientWaitMs'] as const) {
    if (!(Number.isFinite(settings[key]) && settings[key] >= 0)) throw new InvalidServerOptionError(key, `must be a number of milliseconds (0 for no limit), got ${settings[key]}`, `Pass e.g. ${key}: 30_000.`);
  }
  if (options.rateLimit !== undefined) {
    const problem = rateLimitProblem(options.rateLimit);
    if (problem) throw new InvalidServerOptionError(`rateLimit.${problem.slice(0, problem.indexOf(' '))}`, problem.slice(problem.indexOf(' ') + 1), 'Pass e.g. rateLimit: { points: 100, duration: 60 } for a hundred calls a minute.');
  }
  if (options.argumentLimits !== undefined) {
    const problem = argumentLimitsProblem(options.argumentLimits);
    if (problem) throw new InvalidServerOptionError(`argumentLimits.${problem.slice(0, problem.indexOf(' '))}`, problem.slice(problem.indexOf(' ') + 1), 'Pass e.g. argumentLimits: { maxBytes: 65536, maxElements: 1000 }.');
  }
  return settings;
}

/**
 * Scans decorated classes and returns a server that speaks every configured MCP revision.
 * @example samples/acme-tools/server.ts (`createServer({ name: 'acme-tools', version: '1.0.0', classes: [new AcmeTools(repository)] })`)
 */
export function createServer(options: ServerOptions): DecoratedMcpServer {
  const settings = settingsOf(options);
  const extensions = options.extensions ?? [];
  const compiled = compileExtensions(extensions, { session: SESSION_METHODS, stateless: STATELESS_METHODS }, options.owner);
  const catalogue = new Catalogue();
  const scanned = scan([...options.classes, ...extensions.flatMap((e) => e.classes ?? [])], { diagnostics: options.diagnostics ?? stderrDiagnostics, ...options.scan });
  const initial: ServerModel = { ...scanned, resources: [...scanned.resources, ...extensions.flatMap((e) => e.resources ?? [])] };
  checkExecutionModes(initial, compiled.runtime);
  catalogue.add(initial);
  const secret = typeof options.stateSecret === 'string' ? Buffer.from(options.stateSecret, 'utf8') : (options.stateSecret ?? randomBytes(32));
  const resourceListeners = new Set<(uri: string) => void>();
  const identity: ServerIdentity = { name: options.name, version: options.version };
  for (const key of ['title', 'description', 'websiteUrl', 'icons'] as const) {
    if (options[key] !== undefined) Object.assign(identity, { [key]: options[key] });
  }
  const instantiate = options.scan?.factory ?? ((target: Constructor) => new (target as new () => object)());
  // Guards first, then middleware: a call a guard refuses runs no middleware of the server.
  const serverChain: ChainLink[] = [...(options.guards ?? []).map((entry) => ({ kind: 'guard' as const, entry })), ...(options.middleware ?? []).map((entry) => ({ kind: 'middleware' as const, entry }))];
  const serverLinks = prepareLinks(serverChain, instantiate);
  const chains = new WeakMap<MemberDescriptor, readonly PreparedLink[]>();
  const access = new ServerAccess({
    serverName: options.name,
    ...(options.auth ? { auth: resolveAuth(options.auth) } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.argumentLimits ? { argumentLimits: options.argumentLimits } : {}),
  });
  catalogue.onChange(() => access.forget());
  const requestLog = options.requestLog === true ? jsonLinesLogger() : options.requestLog === false ? undefined : options.requestLog;
  const observer = createRequestObserver(options.tracing, requestLog);
  // Every list is declared (with listChanged) even while empty: classes added at run time may fill it, and a
  // client only accepts list_changed for capabilities it was told about.
  const advertised = advertisedExtensions(extensions);
  const features = (): ServerFeatures => ({ tools: true, resources: true, prompts: true, completions: true, logging: true, ...(advertised ? { extensions: advertised } : {}) });
  const core: EngineCore = {
    identity,
    instructions: options.instructions,
    catalogue,
    registry: new AdapterRegistry(options.revisions),
    settings,
    diagnostics: options.diagnostics ?? stderrDiagnostics,
    sealer: new RequestStateSealer(secret, options.inputTimeoutMs ?? 600_000),
    methods: compiled.methods,
    extensions: compiled.runtime,
    chain: serverChain,
    instantiate,
    features,
    chainFor(member) {
      let links = chains.get(member);
      if (!links) chains.set(member, (links = member.chain && member.chain.length > 0 ? [...serverLinks, ...prepareLinks(member.chain, instantiate)] : serverLinks));
      return links;
    },
    listView: (caller) => views.viewFor(caller),
    admissionFor: (member) => access.admissionFor(member),
    ...(options.auth?.local ? { localPrincipal: options.auth.local } : {}),
    ...(observer ? { observer } : {}),
    onResourceUpdated: (listener) => {
      resourceListeners.add(listener);
      return () => void resourceListeners.delete(listener);
    },
  };
  // The serverInfo stamp of stateless results is shared by all of them: checked as plain JSON once, here.
  for (const revision of core.registry.supported) {
    const policy = core.registry.exact(revision)?.policy;
    if (policy?.era === 'stateless') verifyFrozenJson(policy.resultMeta(identity));
  }
  const views = new ListViews(catalogue, (member) => [...access.filtersFor(member), ...core.chainFor(member).flatMap((link) => (link.filter ? [link.filter] : []))]);
  const announceLocally = (uri: string): void => {
    for (const connection of connections) connection.resourceUpdated(uri);
    for (const listener of resourceListeners) listener(uri);
  };
  const stopBus = options.bus ? fanOut(options.bus, catalogue, announceLocally) : undefined;
  for (const extension of extensions) extension.start?.({ identity, cache: settings.cache, diagnostics: core.diagnostics, ...(options.bus ? { bus: options.bus } : {}) });
  const connections = new Set<Connection>();
  const connect = async (transport: TransportPort, connectOptions: { readonly revision?: string; readonly stateless?: boolean } = {}): Promise<Connection> => {
    const preset = connectOptions.revision === undefined ? undefined : (core.registry.exact(connectOptions.revision) ?? core.registry.latestSession());
    const connection = new Connection(core, transport, (c) => connections.delete(c), preset, connectOptions.stateless === true);
    connections.add(connection);
    await connection.start();
    return connection;
  };
  const server: DecoratedMcpServer = {
    get model() {
      return catalogue.snapshot();
    },
    identity,
    supportedRevisions: core.registry.supported,
    connect,
    add: (...classes) => {
      const added = scan(classes, { diagnostics: options.diagnostics ?? stderrDiagnostics, ...options.scan });
      checkExecutionModes(added, compiled.runtime);
      catalogue.add(added);
    },
    removeTool: (name) => catalogue.removeTool(name),
    removeResource: (uri) => catalogue.removeResource(uri),
    removeResourceTemplate: (uriTemplate) => catalogue.removeResourceTemplate(uriTemplate),
    removePrompt: (name) => catalogue.removePrompt(name),
    resourceUpdated: (uri) => {
      announceLocally(uri);
      options.bus?.publish(RESOURCE_TOPIC, { origin: replica, uri });
    },
    async close() {
      await Promise.all([...connections].map((c) => c.close()));
      stopBus?.();
      for (const extension of extensions) await extension.close?.();
    },
  };
  registerServer(server, { core, connect, access });
  return server;
}
