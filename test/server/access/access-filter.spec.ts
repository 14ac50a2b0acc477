import { expect } from 'chai';
import type { ListedMember, Principal } from '../../../lib/index.js';
import { AccessFilter } from '../../../lib/server/access/access-filter.js';
import type { AccessRequirement } from '../../../lib/server/access/member-plan.js';

const member = (name: string): ListedMember => ({ kind: 'tool', name, member: `T.${name}` });
const who = (scopes: string[], roles: string[] = []): Principal => ({ subject: scopes.join('+') || 'none', scopes, claims: { roles } });

describe('server/access/access-filter', () => {
  const requirements = new Map<string, AccessRequirement>([
    ['write', { scopes: { names: ['notes:write'], match: 'all' } }],
    ['either', { scopes: { names: ['a', 'b'], match: 'any' } }],
    ['admin', { roles: { names: ['admin'], match: 'any' } }],
  ]);
  const filter = new AccessFilter((m) => requirements.get(m.name), (p) => (p.claims.roles as string[]) ?? []);
  for (const r of requirements.values()) filter.learn(r);
  const caller = (auth?: Principal) => ({ client: { capabilities: {} }, revision: '2025-11-25', ...(auth ? { auth } : {}) });

  it('keys callers by the scopes and roles members ask for, so unrelated scopes share one view', () => {
    expect(filter.key(caller())).to.equal('anonymous');
    expect(filter.key(caller(who(['notes:write', 'profile', 'email'])))).to.equal(filter.key(caller(who(['notes:write']))));
    expect(filter.key(caller(who(['b', 'a'])))).to.equal('[["a","b"],[]]');
    expect(filter.key(caller(who([], ['admin', 'guest'])))).to.equal('[[],["admin"]]');
  });

  it('shows a member to a key when a caller with it may call the member', () => {
    const visible = (key: string) => [...requirements.keys(), 'open'].filter((name) => filter.visible(member(name), key));
    expect(visible('anonymous')).to.deep.equal(['open']);
    expect(visible(filter.key(caller(who(['b']))))).to.deep.equal(['either', 'open']);
    expect(visible(filter.key(caller(who(['notes:write', 'a'], ['admin']))))).to.deep.equal(['write', 'either', 'admin', 'open']);
  });
});
