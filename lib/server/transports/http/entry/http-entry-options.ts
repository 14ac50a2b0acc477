import type { EventStore } from '@modelcontextprotocol/server';
import type { RateLimitOptions } from '../../../../model/policy-declaration.js';
import type { OriginPolicyOptions } from './origin-policy.js';
import type { TrustProxy } from './trust-proxy.js';
import type { Diagnostics } from '../../../contracts/diagnostics.js';

/** Options of the Streamable HTTP entry. */
export interface HttpEntryOptions extends OriginPolicyOptions {
  /** Path of the MCP endpoint; default `/mcp`. */
  readonly path?: string;
  /** The host the server is bound to (accepted in `Host`); default `127.0.0.1`. */
  readonly host?: string;
  /** Largest accepted request body in bytes; default 1 MiB (larger → 413). */
  readonly maxBodyBytes?: number;
  /** Most open sessions; default 100 (more → 503). */
  readonly maxSessions?: number;
  /** A session with no request for this long is closed; default 30 minutes. */
  readonly sessionIdleMs?: number;
  /**
   * Serve the session revisions (2024-11-05 … 2025-11-25) without sessions: every POST stands alone, no
   * `Mcp-Session-Id`, no GET stream, no server-to-client requests; GET and DELETE get 405. Default false. The
   * 2026-07-28 revision has no sessions anyway and is served the same either way.
   */
  readonly sessionless?: boolean;
  /** @deprecated The former name of `sessionless` (it never meant the stateless 2026-07-28 revision); still honoured, removed in 0.3. */
  readonly stateless?: boolean;
  /** Where SSE events are kept for `Last-Event-ID` resumption; default in memory; `false` for none. */
  readonly eventStore?: EventStore | false;
  /** Answer POSTs with plain JSON instead of SSE (progress and logs are then not streamed); default false. */
  readonly jsonResponses?: boolean;
  /** SSE `retry` hint in ms sent with the priming event (2025-11-25); default 1000. */
  readonly retryMs?: number;
  /**
   * Prefix of the session ids this entry issues, e.g. `replica-1.`, so a load balancer can route a session's
   * requests to the replica that holds it (see docs/guide/scale-out.md); default none. Visible ASCII only.
   */
  readonly sessionIdPrefix?: string;
  /** The clock idle expiry reads; for tests. */
  readonly now?: () => number;
  /** A limit on whole requests to the endpoint (after the token check): over it, 429 with `Retry-After`. */
  readonly rateLimit?: RateLimitOptions;
  /**
   * The proxies trusted to name the client in `X-Forwarded-For` (for rate limits by `ip` and request logs), as
   * Express and Fastify spell it: a hop count, or addresses and CIDR ranges; default off (the socket peer).
   */
  readonly trustProxy?: TrustProxy;
}

/**
 * Whether an entry serves without sessions: `sessionless`, else the deprecated `stateless`, which is reported once
 * (per entry) on the diagnostics. @example sessionlessOf({ sessionless: true }, stderrDiagnostics) === true
 */
export function sessionlessOf(options: Pick<HttpEntryOptions, 'sessionless' | 'stateless'>, diagnostics: Diagnostics): boolean {
  if (options.stateless !== undefined) diagnostics.warn(`HTTP: the option 'stateless' is deprecated and will be removed in 0.3; it means no sessions, so write sessionless: ${options.stateless}${options.sessionless !== undefined ? ` (ignored here: sessionless: ${options.sessionless} is set)` : ''}.`);
  return options.sessionless ?? options.stateless ?? false;
}
