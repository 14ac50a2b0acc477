import { getMetadataStore } from '../metadata/metadata-store.js';
import type { ChainRecord, MemberRecord, ParamRecord } from '../metadata/records.js';
import type { ChainLink } from '../model/middleware.js';

/** One MCP member with the parameter records of the class that declared it. */
export interface InheritedMember {
  readonly record: MemberRecord;
  /** The class whose decorators declared the member (a base class when the subclass does not redeclare it). */
  readonly declaredBy: Function;
  readonly params: readonly ParamRecord[];
  /** Its guards and middleware: the class's (bases first), then the method's; guards before middleware at each level. */
  readonly chain: readonly ChainLink[];
}

/** Policies (`@Scopes`, `@RateLimit`…) first, then guards, then middleware, each in the order written. */
function linksOf(records: readonly ChainRecord[]): ChainLink[] {
  const links: ChainLink[] = [];
  for (const kind of ['policy', 'guard', 'middleware'] as const) {
    for (const record of records) if (record.kind === kind) for (const entry of record.entries) links.push({ kind, entry } as ChainLink);
  }
  return links;
}

/** Everything recorded along a class's prototype chain; a subclass declaration of a key wins over its bases. */
export interface InheritedRecords {
  readonly members: readonly InheritedMember[];
  /** Parameter records on methods that carry no MCP member decorator (a scan error). */
  readonly strayParams: readonly { readonly declaredBy: Function; readonly param: ParamRecord }[];
  /** `@UseMiddleware`/`@UseGuards` on methods that carry no MCP member decorator (a scan error). */
  readonly strayChains: readonly { readonly declaredBy: Function; readonly chain: ChainRecord }[];
}

/** Walks the prototype chain once and resolves inheritance. */
export function inheritedRecords(target: Function): InheritedRecords {
  const chain: Function[] = [];
  for (let c: unknown = target; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) chain.push(c);
  const members = new Map<string, Omit<InheritedMember, 'chain'> & { methodChain: readonly ChainRecord[] }>();
  const strayParams: { declaredBy: Function; param: ParamRecord }[] = [];
  const strayChains: { declaredBy: Function; chain: ChainRecord }[] = [];
  const classChains: ChainRecord[] = [];
  const order: string[] = [];
  // Base classes first so declaration order reads top-down, then subclasses replace what they redeclare.
  for (const cls of [...chain].reverse()) {
    const record = getMetadataStore().recordsFor(cls);
    if (!record) continue;
    const memberKeys = new Set(record.members.map((m) => m.key));
    for (const member of record.members) {
      if (!members.has(member.key)) order.push(member.key);
      members.set(member.key, { record: member, declaredBy: cls, params: record.params.filter((p) => p.key === member.key), methodChain: record.chains.filter((c) => c.key === member.key) });
    }
    for (const param of record.params) if (!memberKeys.has(param.key)) strayParams.push({ declaredBy: cls, param });
    for (const chain of record.chains) {
      if (chain.key === undefined) classChains.push(chain);
      else if (!memberKeys.has(chain.key)) strayChains.push({ declaredBy: cls, chain });
    }
  }
  const classLinks = linksOf(classChains);
  return {
    members: order.map((key) => {
      const { methodChain, ...member } = members.get(key)!;
      return { ...member, chain: [...classLinks, ...linksOf(methodChain)] };
    }),
    strayParams,
    strayChains,
  };
}
