import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { Caller, ListFilter } from '../../model/middleware.js';
import type { Catalogue, ListView } from '../catalogue/catalogue.js';

/**
 * What each caller may see in lists. Every declared list filter (the server's, and those of each member's class
 * and method) gives a key for the caller; the joined keys name the view, so lists stay encoded once per view.
 * A member is shown when each filter that applies to it says so. With no filter declared there is one view for
 * everyone and nothing is computed per request.
 */
export class ListViews {
  private filters: readonly ListFilter[] | undefined;

  constructor(private readonly catalogue: Catalogue, private readonly filtersOfMember: (member: MemberDescriptor) => readonly ListFilter[]) {
    catalogue.onChange(() => (this.filters = undefined));
  }

  viewFor(caller: Caller): ListView | undefined {
    const filters = (this.filters ??= this.collect());
    if (filters.length === 0) return undefined;
    const keys = new Map(filters.map((filter) => [filter, filter.key(caller)] as const));
    return {
      key: [...keys.values()].map((k) => JSON.stringify(k)).join(','),
      visible: (member) => this.filtersOf(member).every((filter) => filter.visible(member, keys.get(filter)!)),
    };
  }

  private filtersOf(member: MemberDescriptor): readonly ListFilter[] {
    return this.filtersOfMember(member);
  }

  private collect(): ListFilter[] {
    const model = this.catalogue.snapshot();
    const all = new Set<ListFilter>();
    for (const member of [...model.tools, ...model.resources, ...model.resourceTemplates, ...model.prompts]) for (const f of this.filtersOf(member)) all.add(f);
    return [...all];
  }
}
