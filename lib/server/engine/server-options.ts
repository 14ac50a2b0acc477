import type { ServerIdentity, CachePolicy } from '../../revisions/wire-types.js';
import type { ScanEntry, ScanOptions } from '../../scanner/scan.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import type { ArgumentLimitsOptions, RateLimitOptions } from '../../model/policy-declaration.js';
import type { GuardEntry, MiddlewareEntry } from '../../model/middleware.js';
import type { AuthOptions } from '../../auth/auth-options.js';
import type { RateLimiterStore } from '../../limits/rate-limiter-store.js';
import type { RequestLogger } from '../../observability/request-logger.js';
import type { TracingOption } from '../telemetry/active-tracer.js';
import type { Diagnostics } from '../contracts/diagnostics.js';
import type { RevisionChoice } from '../era/adapter-registry.js';
import type { McpExtension } from '../contracts/extension.js';
import type { NotificationBus } from '../contracts/notification-bus.js';
import type { OwnerKey } from '../contracts/owner.js';
import type { ServerMount } from './mount/mounts.js';

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
  /** Secret that signs the requestState of input-required rounds; default random per server, made on first use (set one to share across processes). */
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
  /** Extensions served beside the core (`tasks()`, `skills()`, your own `McpExtension`s); see docs/guide/extensions.md. */
  readonly extensions?: readonly McpExtension[];
  /** Names the owner of a request, to which the tasks it creates are bound; default the session, or the client on 2026-07-28. */
  readonly owner?: OwnerKey;
  /** Carries list changes and resource updates between replicas (e.g. `RedisNotificationBus`); default none. */
  readonly bus?: NotificationBus;
  /**
   * Other servers served inside this one, each under its prefix: tools and prompts as `<prefix>_<name>`, resources and
   * templates as `scheme://<prefix>/…`, each member with its own server's guards, middleware, access and limits.
   * Clashes are refused here (MCPD_MOUNT_CLASH). See docs/guide/mounting.md.
   */
  readonly mounts?: readonly ServerMount[];
}
