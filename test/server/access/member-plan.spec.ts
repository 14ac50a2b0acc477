import { expect } from 'chai';
import type { ChainLink, PolicyDeclaration } from '../../../lib/model/index.js';
import { planOf } from '../../../lib/server/access/member-plan.js';

const policy = (entry: PolicyDeclaration): ChainLink => ({ kind: 'policy', entry });
const limit = (site: string): PolicyDeclaration => ({ policy: 'rate-limit', limit: { points: 1, duration: 1 }, site });

describe('server/access/member-plan', () => {
  it('lets the nearest scope declaration win: method over class over the server default', () => {
    expect(planOf(undefined, {}).access).to.equal(undefined);
    expect(planOf(undefined, { scopes: ['base'] }).access).to.deep.equal({ scopes: { names: ['base'], match: 'all' } });
    const chain = [policy({ policy: 'scopes', scopes: ['read'], match: 'all' }), policy({ policy: 'scopes', scopes: ['write', 'admin'], match: 'any' })];
    expect(planOf(chain, { scopes: ['base'] }).access).to.deep.equal({ scopes: { names: ['write', 'admin'], match: 'any' } });
  });

  it('lifts scopes and roles with @Public, until a nearer declaration asks again', () => {
    const roles = policy({ policy: 'roles', roles: ['editor'], match: 'any' });
    expect(planOf([roles, policy({ policy: 'public' })], { scopes: ['base'] }).access).to.equal(undefined);
    expect(planOf([policy({ policy: 'public' }), roles], { scopes: ['base'] }).access).to.deep.equal({ roles: { names: ['editor'], match: 'any' } });
  });

  it('applies every rate limit, the server\'s first, and the nearest argument limits', () => {
    const server = { limit: { points: 9, duration: 9 }, site: 'server' };
    const plan = planOf([policy(limit('Class')), policy({ policy: 'argument-limits', limits: { maxBytes: 10 } }), policy(limit('Class.method')), policy({ policy: 'argument-limits', limits: { maxElements: 2 } })], { rateLimit: server, argumentLimits: { maxBytes: 99 } });
    expect(plan.limits.map((l) => l.site)).to.deep.equal(['server', 'Class', 'Class.method']);
    expect(plan.argumentLimits).to.deep.equal({ maxElements: 2 });
  });

  it('ignores guards and middleware', () => {
    expect(planOf([{ kind: 'guard', entry: () => true }, { kind: 'middleware', entry: (_i, next) => next() }], {})).to.deep.equal({ limits: [] });
  });
});
