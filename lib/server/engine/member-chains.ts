import type { Constructor } from '../../vocabulary/constructor.js';
import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { ChainLink, GuardEntry, ListFilter, MiddlewareEntry } from '../../model/middleware.js';
import type { PreparedLink } from '../contracts/server-core.js';
import { prepareLinks } from '../invocation/middleware-chain.js';

/** The server-wide chain options of createServer. */
export interface ServerChainOptions {
  readonly guards?: readonly GuardEntry[];
  readonly middleware?: readonly MiddlewareEntry[];
}

/**
 * The prepared middleware and guard chain of each member: the server's links (guards first, then middleware, so a
 * call a guard refuses runs no middleware of the server), then the class's and the method's. The server's links
 * are built once, here; each member's are built on first use and kept for the member's life.
 */
export class MemberChains {
  private readonly server: readonly PreparedLink[];
  private readonly chains = new WeakMap<MemberDescriptor, readonly PreparedLink[]>();

  /**
   * `instantiate` builds middleware and guard classes (the scan factory, so a DI container can provide them);
   * `mounted` gives a mounted member's own chain (its server's, built there), which follows this server's links.
   */
  constructor(options: ServerChainOptions, private readonly instantiate: (target: Constructor) => object, private readonly mounted?: (member: MemberDescriptor) => readonly PreparedLink[] | undefined) {
    const links: ChainLink[] = [...(options.guards ?? []).map((entry) => ({ kind: 'guard' as const, entry })), ...(options.middleware ?? []).map((entry) => ({ kind: 'middleware' as const, entry }))];
    this.server = prepareLinks(links, instantiate);
  }

  /** The prepared chain of one member: server links, then class, then method. */
  chainFor(member: MemberDescriptor): readonly PreparedLink[] {
    let links = this.chains.get(member);
    if (!links) this.chains.set(member, (links = this.prepare(member)));
    return links;
  }

  private prepare(member: MemberDescriptor): readonly PreparedLink[] {
    const own = this.mounted?.(member) ?? (member.chain && member.chain.length > 0 ? prepareLinks(member.chain, this.instantiate) : []);
    return own.length > 0 ? [...this.server, ...own] : this.server;
  }

  /** The list filters the member's chain brings. */
  filtersOf(member: MemberDescriptor): readonly ListFilter[] {
    return this.chainFor(member).flatMap((link) => (link.filter ? [link.filter] : []));
  }
}
