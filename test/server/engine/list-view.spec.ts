import { expect } from 'chai';
import { Prompt, Resource, Tool } from '../../../lib/index.js';
import type { MemberDescriptor } from '../../../lib/model/index.js';
import type { Caller, ListFilter } from '../../../lib/model/middleware.js';
import { scan } from '../../../lib/model/index.js';
import { Catalogue } from '../../../lib/server/catalogue/catalogue.js';
import { ListViews } from '../../../lib/server/engine/list-view.js';

class Public {
  @Tool() hello(): string {
    return 'hi';
  }

  @Resource('notes://readme') readme(): string {
    return 'read me';
  }

  @Prompt() greet(): string {
    return 'hello';
  }
}

class Admin {
  @Tool() purge(): string {
    return 'purged';
  }
}

const caller = (role: string, tenant = 'acme'): Caller => ({ client: { capabilities: {} }, revision: '2025-06-18', headers: { get: (name) => (name === 'x-role' ? role : name === 'x-tenant' ? tenant : undefined) } });

/** A filter keyed by a header, counting how often it computes a key. */
function headerFilter(header: string, visible: (name: string, key: string) => boolean): ListFilter & { keys: number } {
  const filter = {
    keys: 0,
    key: (c: Caller) => (filter.keys++, c.headers?.get(header) ?? 'none'),
    visible: (member: { name: string }, key: string) => visible(member.name, key),
  };
  return filter;
}

/** A catalogue over `classes`, and ListViews whose filters of each member come from `filters` by `Class.method`. */
function viewsOf(classes: Function[], filters: Map<string, readonly ListFilter[]>): { readonly catalogue: Catalogue; readonly views: ListViews; readonly asked: string[] } {
  const catalogue = new Catalogue();
  catalogue.add(scan(classes));
  const asked: string[] = [];
  const views = new ListViews(catalogue, (member: MemberDescriptor) => (asked.push(member.member), filters.get(member.member) ?? []));
  return { catalogue, views, asked };
}

describe('server/engine/list-view', () => {
  it('gives no view (everyone sees everything) when no member has a filter, and computes that once', () => {
    const { views, asked } = viewsOf([Public, Admin], new Map());
    expect(views.viewFor(caller('guest'))).to.equal(undefined);
    const once = asked.length;
    expect(once).to.equal(4);
    expect(views.viewFor(caller('admin'))).to.equal(undefined);
    expect(asked).to.have.length(once);
  });

  it('shows a member only when each filter that applies to it says so; members without filters stay visible', () => {
    const role = headerFilter('x-role', (name, key) => key === 'admin' || name !== 'purge');
    const tenant = headerFilter('x-tenant', (name, key) => key === 'acme');
    const { catalogue, views } = viewsOf([Public, Admin], new Map([['Admin.purge', [role, tenant]]]));
    const visibleTo = (who: Caller): string[] => {
      const view = views.viewFor(who)!;
      const model = catalogue.snapshot();
      return [...model.tools, ...model.resources, ...model.prompts].filter((m) => view.visible(m)).map((m) => m.name);
    };
    const everything = visibleTo(caller('admin'));
    expect(everything).to.have.length(4);
    expect(everything).to.include.members(['hello', 'purge', 'greet']);
    expect(visibleTo(caller('guest'))).to.deep.equal(everything.filter((name) => name !== 'purge'));
    expect(visibleTo(caller('admin', 'other'))).to.deep.equal(everything.filter((name) => name !== 'purge'));
  });

  it('names a view by the joined keys of every filter, so callers with the same keys share lists and others do not', () => {
    const role = headerFilter('x-role', () => true);
    const tenant = headerFilter('x-tenant', () => true);
    const { views } = viewsOf([Public, Admin], new Map([['Admin.purge', [role]], ['Public.hello', [tenant, role]]]));
    const admin = views.viewFor(caller('admin'))!;
    // In the order the filters are first met over the catalogue: Public.hello's (tenant, role), then Admin.purge's.
    expect(admin.key).to.equal('"acme","admin"');
    expect(views.viewFor(caller('admin'))!.key).to.equal(admin.key);
    expect(views.viewFor(caller('guest'))!.key).to.not.equal(admin.key);
    expect(views.viewFor(caller('admin', 'globex'))!.key).to.equal('"globex","admin"');
  });

  it('keys that could run together stay apart in the view name', () => {
    const a = headerFilter('x-role', () => true);
    const b = headerFilter('x-tenant', () => true);
    const { views } = viewsOf([Admin], new Map([['Admin.purge', [a, b]]]));
    expect(views.viewFor(caller('a,b', 'c'))!.key).to.not.equal(views.viewFor(caller('a', 'b,c'))!.key);
  });

  it('computes each filter key once per caller, however many members it applies to', () => {
    const role = headerFilter('x-role', () => true);
    const { catalogue, views } = viewsOf([Public, Admin], new Map([['Admin.purge', [role]], ['Public.hello', [role]], ['Public.greet', [role]]]));
    const view = views.viewFor(caller('admin'))!;
    expect(role.keys).to.equal(1);
    const model = catalogue.snapshot();
    for (const member of [...model.tools, ...model.prompts]) view.visible(member);
    expect(role.keys).to.equal(1);
  });

  it('collects the filters again after the catalogue changes', () => {
    const role = headerFilter('x-role', (name, key) => key === 'admin' || name !== 'purge');
    const { catalogue, views } = viewsOf([Public], new Map([['Admin.purge', [role]]]));
    expect(views.viewFor(caller('guest'))).to.equal(undefined);
    catalogue.add(scan([Admin]));
    const view = views.viewFor(caller('guest'))!;
    expect(view).to.not.equal(undefined);
    expect(view.visible(catalogue.tool('purge')!)).to.equal(false);
    expect(view.visible(catalogue.tool('hello')!)).to.equal(true);
    catalogue.removeTool('purge');
    expect(views.viewFor(caller('guest'))).to.equal(undefined);
  });
});
