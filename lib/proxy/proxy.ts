import { createServer, type DecoratedMcpServer } from '../server/engine/create-server.js';
import { internalsOf } from '../server/engine/server-internals.js';
import { stderrDiagnostics } from '../server/contracts/diagnostics.js';
import type { ServerModel } from '../model/server-model.js';
import { InvalidServerOptionError } from '../errors/invalid-server-option.error.js';
import { BridgeUpstreamError } from '../errors/bridge-upstream.error.js';
import { McpDecoratorsError } from '../errors/mcp-decorators-error.js';
import type { ProxyOptions } from './proxy-options.js';
import { connectUpstream, type Upstream } from './upstream-client.js';
import { upstreamModel, type UpstreamLists } from './upstream-model.js';
import { followUpstream } from './upstream-subscriptions.js';
import { requestAsSent } from './upstream-tasks.js';
import type { Loose } from './loose.js';

/** What a proxy knows of its upstream. */
export interface UpstreamInfo {
  /** The protocol revision the upstream agreed to (2026-07-28 through `server/discover`, or an `initialize` one). */
  readonly revision: string;
  /** The upstream's `serverInfo`. */
  readonly serverInfo?: { readonly name: string; readonly version: string };
  /** Where it is: the URL (without query) or the command. */
  readonly label: string;
}

/**
 * A server that serves an upstream MCP server on every revision: it is a createServer result (serve it with
 * serveStdio, serveHttp or connectInMemory), and `close()` also closes the upstream connection.
 */
export interface ProxyServer extends DecoratedMcpServer {
  readonly upstream: UpstreamInfo;
  /** Reads the upstream's lists again now (the proxy also does so on the upstream's list_changed). */
  refresh(): Promise<void>;
}

function checkOptions(options: ProxyOptions): void {
  const hasUrl = 'url' in options && options.url !== undefined;
  const hasCommand = 'command' in options && options.command !== undefined;
  if (hasUrl === hasCommand) throw new InvalidServerOptionError('proxy', hasUrl ? 'has both url and command' : 'has neither url nor command', "Pass proxy({ url: 'http://127.0.0.1:3000/mcp' }) for Streamable HTTP, or proxy({ command: 'node', args: ['server.js'] }) for stdio.");
  if (hasUrl) {
    let url: URL;
    try {
      url = new URL(String((options as { url: string | URL }).url));
    } catch {
      throw new InvalidServerOptionError('proxy url', 'is not a URL', "Pass an absolute http(s) URL, e.g. 'http://127.0.0.1:3000/mcp'.");
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidServerOptionError('proxy url', `uses ${url.protocol}, not http: or https:`, 'Pass the Streamable HTTP endpoint of the upstream.');
  }
}

/**
 * The upstream's tools through the official client; where its schemas cannot walk the list (a schema nested so deep
 * that validating it overflows the stack), the pages again as the wire has them, the tools then checked one by one
 * by the model builder (which leaves out a schema it cannot serve, saying so).
 */
async function toolsOf(upstream: Upstream, maxPages: number, warn: (text: string) => void): Promise<readonly unknown[]> {
  const { client } = upstream;
  try {
    return (await client.listTools(undefined, { cacheMode: 'refresh' })).tools;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    warn(`proxy: the official client could not read the tools of the upstream ${upstream.label} (${error.message}); they are read as sent, each checked`);
  }
  const tools: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const result = await requestAsSent(client, 'tools/list', cursor === undefined ? {} : { cursor });
    // Unchecked by the client's schemas: an entry that is not an object is no tool.
    if (Array.isArray(result.tools)) for (const tool of result.tools as unknown[]) if (tool !== null && typeof tool === 'object' && !Array.isArray(tool)) tools.push(tool);
    cursor = typeof result.nextCursor === 'string' ? result.nextCursor : undefined;
    if (cursor === undefined) break;
  }
  return tools;
}

/** Reads every list the upstream offers, within the bounds of the options. */
async function listsOf(upstream: Upstream, options: ProxyOptions, warn: (text: string) => void): Promise<UpstreamLists> {
  const { client } = upstream;
  const capabilities = client.getServerCapabilities() ?? {};
  const maxItems = options.lists?.maxItems ?? 10_000;
  const bounded = (kind: string, items: readonly unknown[]): Loose[] => {
    if (items.length > maxItems) warn(`proxy: the upstream ${upstream.label} lists ${items.length} ${kind}; the first ${maxItems} are served (raise lists.maxItems to serve more)`);
    return items.slice(0, maxItems) as Loose[];
  };
  // Read from the upstream, never the client's response cache (a 2026-07-28 upstream's lists carry a ttlMs): the proxy is the cache.
  const fresh = { cacheMode: 'refresh' } as const;
  const [tools, resources, resourceTemplates, prompts] = await Promise.all([
    capabilities.tools ? toolsOf(upstream, options.lists?.maxPages ?? 64, warn).then((tools) => bounded('tools', tools)) : [],
    capabilities.resources ? client.listResources(undefined, fresh).then((r) => bounded('resources', r.resources)) : [],
    capabilities.resources ? client.listResourceTemplates(undefined, fresh).then((r) => bounded('resource templates', r.resourceTemplates)) : [],
    capabilities.prompts ? client.listPrompts(undefined, fresh).then((r) => bounded('prompts', r.prompts)) : [],
  ]);
  return { tools, resources, resourceTemplates, prompts };
}

/** Says which per-member declarations name nothing the upstream serves (a typo would otherwise leave a member unguarded). */
function warnUnmatched(options: ProxyOptions, model: ServerModel, warn: (text: string) => void): void {
  const check = (option: string, declared: object | undefined, names: readonly string[]): void => {
    for (const name of Object.keys(declared ?? {})) if (!names.includes(name)) warn(`proxy: ${option}.${name} names no ${option === 'tools' ? 'tool' : option === 'prompts' ? 'prompt' : 'resource or template'} of the upstream (yet); it applies once the upstream lists one`);
  };
  check('tools', options.tools, model.tools.map((t) => t.name));
  check('prompts', options.prompts, model.prompts.map((p) => p.name));
  check('resources', options.resources, [...model.resources.map((r) => r.uri), ...model.resourceTemplates.map((t) => t.uriTemplate)]);
}

/**
 * Connects to an upstream MCP server (Streamable HTTP `url`, or a stdio `command`) at whichever revision it speaks,
 * builds the neutral model from its lists and returns a server that serves it on every revision, with the
 * framework's guards, middleware, access, limits, tracing and request logs in front. The upstream's credentials are
 * the proxy's own (`headers`); a client's token is never forwarded.
 * @example const server = await proxy({ url: 'http://127.0.0.1:3000/mcp' }); await serveStdio(server); (see docs/guide/proxy-and-bridge.md)
 */
export async function proxy(options: ProxyOptions): Promise<ProxyServer> {
  checkOptions(options);
  const diagnostics = options.diagnostics ?? stderrDiagnostics;
  let onChanged: () => void = () => undefined;
  const listChanged = { onChanged: () => onChanged(), autoRefresh: false };
  const localTasks = (options.extensions ?? []).some((extension) => extension.id === 'io.modelcontextprotocol/tasks');
  const upstream = await connectUpstream(options, { listChanged: { tools: listChanged, prompts: listChanged, resources: listChanged } }, localTasks, (t) => diagnostics.warn(t));
  const { client } = upstream;
  const settings = {
    upstream,
    diagnostics,
    timeoutMs: options.upstreamTimeoutMs ?? 600_000,
    completions: client.getServerCapabilities()?.completions !== undefined,
    localTasks,
    policies: { ...(options.tools ? { tools: options.tools } : {}), ...(options.prompts ? { prompts: options.prompts } : {}), ...(options.resources ? { resources: options.resources } : {}) },
  };
  let served: ServerModel;
  let server: DecoratedMcpServer;
  try {
    served = upstreamModel(await listsOf(upstream, options, (t) => diagnostics.warn(t)), settings);
    const serverInfo = client.getServerVersion();
    const instructions = options.instructions ?? client.getInstructions();
    const { tools: _t, prompts: _p, resources: _r, lists: _l, upstreamTimeoutMs: _u, ...serverOptions } = options as ProxyOptions & { url?: unknown; headers?: unknown; command?: unknown; args?: unknown; env?: unknown; cwd?: unknown };
    const { url: _url, headers: _headers, command: _command, args: _args, env: _env, cwd: _cwd, ...rest } = serverOptions;
    server = createServer({ ...rest, name: options.name ?? serverInfo?.name ?? 'mcp-proxy', version: options.version ?? serverInfo?.version ?? '0.0.0', ...(instructions !== undefined ? { instructions } : {}), classes: [] });
    internalsOf(server)!.core.catalogue.add(served);
  } catch (error) {
    await upstream.close().catch(() => undefined);
    // The framework's own errors (an option, a name an extension already serves) say what to fix; anything else was the upstream.
    throw error instanceof McpDecoratorsError ? error : new BridgeUpstreamError(upstream.label, 'read the lists of', error);
  }
  const catalogue = internalsOf(server)!.core.catalogue;
  warnUnmatched(options, served, (t) => diagnostics.warn(t));
  if (!settings.localTasks) for (const [name, policy] of Object.entries(options.tools ?? {})) if (policy.task !== undefined) diagnostics.warn(`proxy: tools.${name}.task has no effect without the tasks extension; pass proxy({ …, extensions: [tasks()] })`);
  // Updates of the served resources (resources/subscribe, or a 2026-07-28 listen stream) and list changes follow the lists.
  const subscriptions = followUpstream(upstream, { warn: (t) => diagnostics.warn(t), refresh: () => onChanged() });
  subscriptions.follow(served);
  // One refresh at a time; a change announced during one is read by one more.
  let running: Promise<void> | undefined;
  let again = false;
  const refresh = async (): Promise<void> => {
    const next = upstreamModel(await listsOf(upstream, options, (t) => diagnostics.warn(t)), settings);
    catalogue.replace(served, next);
    served = next;
    subscriptions.follow(next);
  };
  const scheduled = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = refresh()
      .catch((error: unknown) => diagnostics.error(`proxy: reading the lists of the upstream ${upstream.label} again failed; the last lists are still served`, error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void scheduled();
        }
      });
    return running;
  };
  onChanged = () => void scheduled();
  client.setNotificationHandler('notifications/resources/updated', (notification) => server.resourceUpdated(notification.params.uri));
  const closeServer = server.close.bind(server);
  const serverInfo = client.getServerVersion();
  Object.defineProperties(server, {
    upstream: { value: Object.freeze({ revision: upstream.revision, label: upstream.label, ...(serverInfo ? { serverInfo: { name: serverInfo.name, version: serverInfo.version } } : {}) }), enumerable: true },
    refresh: { value: scheduled, enumerable: true },
    close: {
      value: async () => {
        await subscriptions.close();
        await closeServer();
        await upstream.close();
      },
      enumerable: true,
    },
  });
  return server as ProxyServer;
}
