import type { Constructor } from '../../vocabulary/constructor.js';
import type { ChainLink, GuardEntry, Invocation, McpGuard, McpMiddleware, MiddlewareEntry, MiddlewareFn, Next } from '../../model/middleware.js';
import type { PreparedLink } from '../contracts/server-core.js';
import { AccessDeniedError } from '../../errors/access-denied.error.js';


function isClass(entry: unknown): entry is Constructor {
  if (typeof entry !== 'function') return false;
  const proto = (entry as { prototype?: unknown }).prototype as { use?: unknown; canActivate?: unknown } | undefined;
  return proto !== undefined && (typeof proto.use === 'function' || typeof proto.canActivate === 'function');
}

function objectOf<T>(entry: T | Constructor<T>, instantiate: (target: Constructor) => object): T {
  return (isClass(entry) ? instantiate(entry) : entry) as T;
}

function denied(invocation: Invocation, verdict: unknown): AccessDeniedError {
  return new AccessDeniedError(typeof verdict === 'string' && verdict !== '' ? verdict : `Access to ${invocation.kind} ${invocation.name} was denied.`);
}

function guardLink(entry: GuardEntry, instantiate: (target: Constructor) => object): PreparedLink {
  const guard = typeof entry === 'function' && !isClass(entry) ? { canActivate: entry } : objectOf<McpGuard>(entry as McpGuard | Constructor<McpGuard>, instantiate);
  return {
    run: async (invocation, next) => {
      const verdict = await guard.canActivate(invocation);
      if (verdict !== true) throw denied(invocation, verdict);
      return next();
    },
    guard: true,
    ...(guard.filter ? { filter: guard.filter } : {}),
  };
}

function middlewareLink(entry: MiddlewareEntry, instantiate: (target: Constructor) => object): PreparedLink {
  if (typeof entry === 'function' && !isClass(entry)) return { run: entry as MiddlewareFn };
  const middleware = objectOf<McpMiddleware>(entry as McpMiddleware | Constructor<McpMiddleware>, instantiate);
  const use = middleware.use?.bind(middleware);
  return { run: use ?? ((_invocation: Invocation, next: Next) => next()), ...(middleware.filter ? { filter: middleware.filter } : {}) };
}

/**
 * Turns declared links into runnable ones, building classes with the scan factory (once, here, not per call).
 * Policies are not links: the server reads them once per member (server/access).
 */
export function prepareLinks(links: readonly ChainLink[], instantiate: (target: Constructor) => object): PreparedLink[] {
  const prepared: PreparedLink[] = [];
  for (const link of links) {
    if (link.kind === 'guard') prepared.push(guardLink(link.entry, instantiate));
    else if (link.kind === 'middleware') prepared.push(middlewareLink(link.entry, instantiate));
  }
  return prepared;
}

/** Runs the chain around the handler: link 0 first, the handler last. */
export function runChain(links: readonly PreparedLink[], invocation: Invocation, handler: () => Promise<unknown>): Promise<unknown> {
  const step = (i: number): Promise<unknown> => (i === links.length ? handler() : Promise.resolve(links[i]!.run(invocation, () => step(i + 1))));
  return step(0);
}
