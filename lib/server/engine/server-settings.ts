import type { ServerIdentity } from '../../revisions/wire-types.js';
import { argumentLimitsProblem, rateLimitProblem } from '../../model/policy-declaration.js';
import { resolveAuth } from '../../auth/auth-options.js';
import { jsonLinesLogger } from '../../observability/json-lines-logger.js';
import type { RequestLogger } from '../../observability/request-logger.js';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { ServerAccess } from '../access/server-access.js';
import { RequestStateSealer } from '../client-input/request-state.js';
import type { ServerSettings } from '../contracts/server-core.js';
import type { ServerOptions } from './server-options.js';

/**
 * The default `handlerTimeoutMs`: 10 s under the official clients' request timeout (60 s in both SDKs), so a slow
 * handler ends in the server's own answer (a tool error saying it timed out, logged here) while the client still
 * waits, rather than in the client's -32001 with nothing logged. The margin covers what runs before the clock
 * starts (access checks, rate-limit stores, argument binding) and the answer's way back.
 */
export const DEFAULT_HANDLER_TIMEOUT_MS = 50_000;

/** An option's problem ("points must be …") as an InvalidServerOptionError naming `group.points`. */
function optionError(group: string, problem: string, fix: string): InvalidServerOptionError {
  const space = problem.indexOf(' ');
  return new InvalidServerOptionError(`${group}.${problem.slice(0, space)}`, problem.slice(space + 1), fix);
}

/** The tunables of createServer with their defaults applied; throws InvalidServerOptionError on a bad value. */
export function settingsOf(options: ServerOptions): ServerSettings {
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
  const rateLimit = options.rateLimit === undefined ? undefined : rateLimitProblem(options.rateLimit);
  if (rateLimit) throw optionError('rateLimit', rateLimit, 'Pass e.g. rateLimit: { points: 100, duration: 60 } for a hundred calls a minute.');
  const argumentLimits = options.argumentLimits === undefined ? undefined : argumentLimitsProblem(options.argumentLimits);
  if (argumentLimits) throw optionError('argumentLimits', argumentLimits, 'Pass e.g. argumentLimits: { maxBytes: 65536, maxElements: 1000 }.');
  return settings;
}

/** What `serverInfo` carries: name and version, and the optional identity fields that were given. */
export function identityOf(options: ServerOptions): ServerIdentity {
  const identity: ServerIdentity = { name: options.name, version: options.version };
  for (const key of ['title', 'description', 'websiteUrl', 'icons'] as const) {
    if (options[key] !== undefined) Object.assign(identity, { [key]: options[key] });
  }
  return identity;
}

/**
 * The sealer of input-required rounds: `stateSecret` (default random per server, made when the first state is
 * sealed or opened: workerd refuses random values at a Worker's top level), `inputTimeoutMs` (default 10 minutes).
 */
export function sealerOf(options: ServerOptions): RequestStateSealer {
  const secret = typeof options.stateSecret === 'string' ? new TextEncoder().encode(options.stateSecret) : (options.stateSecret ?? (() => globalThis.crypto.getRandomValues(new Uint8Array(32))));
  return new RequestStateSealer(secret, options.inputTimeoutMs ?? 600_000);
}

/** The request logger `requestLog` names: JSON lines on stderr for `true`, none for `false` or absent. */
export function requestLoggerOf(options: ServerOptions): RequestLogger | undefined {
  return options.requestLog === true ? jsonLinesLogger() : options.requestLog === false ? undefined : options.requestLog;
}

/** Declared access, rate limits and argument limits of the server, from `auth`, `rateLimit`, `rateLimitStore` and `argumentLimits`. */
export function accessOf(options: ServerOptions): ServerAccess {
  return new ServerAccess({
    serverName: options.name,
    ...(options.auth ? { auth: resolveAuth(options.auth) } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.argumentLimits ? { argumentLimits: options.argumentLimits } : {}),
  });
}
