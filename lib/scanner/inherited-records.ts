import { getMetadataStore } from '../metadata/metadata-store.js';
import type { MemberRecord, ParamRecord } from '../metadata/records.js';

/** One MCP member with the parameter records of the class that declared it. */
export interface InheritedMember {
  readonly record: MemberRecord;
  /** The class whose decorators declared the member (a base class when the subclass does not redeclare it). */
  readonly declaredBy: Function;
  readonly params: readonly ParamRecord[];
}

/** Everything recorded along a class's prototype chain; a subclass declaration of a key wins over its bases. */
export interface InheritedRecords {
  readonly members: readonly InheritedMember[];
  /** Parameter records on methods that carry no MCP member decorator (a scan error). */
  readonly strayParams: readonly { readonly declaredBy: Function; readonly param: ParamRecord }[];
}

/** Walks the prototype chain once and resolves inheritance. */
export function inheritedRecords(target: Function): InheritedRecords {
  const chain: Function[] = [];
  for (let c: unknown = target; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) chain.push(c);
  const members = new Map<string, InheritedMember>();
  const strayParams: { declaredBy: Function; param: ParamRecord }[] = [];
  const order: string[] = [];
  // Base classes first so declaration order reads top-down, then subclasses replace what they redeclare.
  for (const cls of [...chain].reverse()) {
    const record = getMetadataStore().recordsFor(cls);
    if (!record) continue;
    const memberKeys = new Set(record.members.map((m) => m.key));
    for (const member of record.members) {
      if (!members.has(member.key)) order.push(member.key);
      members.set(member.key, { record: member, declaredBy: cls, params: record.params.filter((p) => p.key === member.key) });
    }
    for (const param of record.params) if (!memberKeys.has(param.key)) strayParams.push({ declaredBy: cls, param });
  }
  return {
    members: order.map((key) => members.get(key)!),
    strayParams,
  };
}
