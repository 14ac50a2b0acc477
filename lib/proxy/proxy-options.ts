import type { ServerOptions } from '../server/engine/server-options.js';
import type { ArgumentLimitsOptions, RateLimitOptions } from '../model/policy-declaration.js';
import type { GuardEntry, MiddlewareEntry } from '../model/middleware.js';
import type { TaskSupport } from '../vocabulary/task-support.js';

/**
 * Access and limits declared on one proxied tool, prompt or resource, read like the decorators of a class member
 * (`@Scopes`, `@Roles`, `@Public`, `@RateLimit`, `@ArgumentLimits`, `@UseGuards`, `@UseMiddleware`).
 * @example proxy({ url, tools: { delete_all: { scopes: ['admin'] } } })
 */
export interface ProxiedMemberPolicy {
  readonly scopes?: readonly string[];
  readonly roles?: readonly string[];
  /** Callable without a principal even when the server requires one. */
  readonly public?: boolean;
  readonly rateLimit?: RateLimitOptions;
  readonly argumentLimits?: ArgumentLimitsOptions;
  readonly guards?: readonly GuardEntry[];
  readonly middleware?: readonly MiddlewareEntry[];
  /**
   * Tools only, with `extensions: [tasks()]`: the tool may run as a task of this proxy (as `@Tool({ task })`), the
   * forwarded call running inside it. A 2025-11-25 upstream's `execution.taskSupport: 'optional'` implies 'optional'.
   */
  readonly task?: TaskSupport;
}

/** Bounds on what the proxy reads of the upstream's lists. */
export interface ProxyListBounds {
  /** Most pages read per list; default 64. */
  readonly maxPages?: number;
  /** Most items kept per list (the rest are left out, with a diagnostic); default 10,000. */
  readonly maxItems?: number;
}

/** What every proxy takes besides where the upstream is: the options of createServer (without classes), and per-member access. */
export interface ProxyCommonOptions extends Omit<ServerOptions, 'classes' | 'name' | 'version'> {
  /** Our server's name; default the upstream's `serverInfo.name`. */
  readonly name?: ServerOptions['name'];
  /** Our server's version; default the upstream's `serverInfo.version`. */
  readonly version?: ServerOptions['version'];
  /** Access and limits per proxied tool, by the upstream's tool name. */
  readonly tools?: { readonly [name: string]: ProxiedMemberPolicy };
  /** Access and limits per proxied prompt, by name. */
  readonly prompts?: { readonly [name: string]: ProxiedMemberPolicy };
  /** Access and limits per proxied resource (by URI) or template (by its template string). */
  readonly resources?: { readonly [uriOrTemplate: string]: ProxiedMemberPolicy };
  readonly lists?: ProxyListBounds;
  /** Longest one forwarded request may wait on the upstream, in ms; default 10 minutes (the handler time limit usually ends it first). */
  readonly upstreamTimeoutMs?: number;
}

/**
 * An upstream reached over Streamable HTTP. `headers` are the proxy's own credentials for the upstream; a client's
 * token is never forwarded.
 * @example proxy({ url: 'https://mcp.example.com/mcp', headers: { authorization: `Bearer ${process.env.UPSTREAM_TOKEN}` } })
 */
export interface HttpProxyOptions extends ProxyCommonOptions {
  readonly url: string | URL;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * An upstream started as a child process and spoken to over stdio. `env` is added to a safe default environment.
 * @example proxy({ command: 'node', args: ['legacy-server.js'] })
 */
export interface StdioProxyOptions extends ProxyCommonOptions {
  readonly command: string;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
}

/** Where the upstream is and how the proxy serves it. @example proxy({ url: 'http://127.0.0.1:3000/mcp' }) */
export type ProxyOptions = HttpProxyOptions | StdioProxyOptions;
