import { expect } from 'chai';
import { InsufficientScopeError } from '../../../lib/errors/insufficient-scope.error.js';
import { MissingRoleError } from '../../../lib/errors/missing-role.error.js';
import { UnauthenticatedError } from '../../../lib/errors/unauthenticated.error.js';
import { accessError, checkAccess, holdingsOf } from '../../../lib/server/access/access-check.js';

const held = (scopes: string[], roles: string[] = []) => ({ scopes: new Set(scopes), roles: new Set(roles) });

describe('server/access/access-check', () => {
  it('refuses a caller with no credentials, carrying the scopes a token would need', () => {
    expect(checkAccess({ scopes: { names: ['notes:read'], match: 'all' } }, undefined)).to.deep.equal({ ok: false, reason: 'unauthenticated', scopes: ['notes:read'] });
    expect(checkAccess({}, undefined)).to.deep.equal({ ok: false, reason: 'unauthenticated', scopes: [] });
  });

  it('checks scopes, all or any of them, then roles', () => {
    const all = { scopes: { names: ['a', 'b'], match: 'all' as const } };
    const any = { scopes: { names: ['a', 'b'], match: 'any' as const } };
    expect(checkAccess(all, held(['a', 'b']))).to.deep.equal({ ok: true });
    expect(checkAccess(all, held(['a']))).to.deep.equal({ ok: false, reason: 'scope', required: all.scopes });
    expect(checkAccess(any, held(['b']))).to.deep.equal({ ok: true });
    expect(checkAccess(any, held([]))).to.deep.include({ reason: 'scope' });
    const roles = { scopes: any.scopes, roles: { names: ['admin'], match: 'any' as const } };
    expect(checkAccess(roles, held(['a'], ['editor']))).to.deep.equal({ ok: false, reason: 'role', required: roles.roles });
    expect(checkAccess(roles, held(['a'], ['admin']))).to.deep.equal({ ok: true });
    expect(checkAccess({}, held([]))).to.deep.equal({ ok: true });
  });

  it("reads a principal's scopes and the roles the server assigns it", () => {
    const principal = { subject: 'alice', scopes: ['a', 'a', 'b'], claims: {} };
    const holdings = holdingsOf(principal, (p) => (p.subject === 'alice' ? ['admin'] : []))!;
    expect([...holdings.scopes]).to.deep.equal(['a', 'b']);
    expect([...holdings.roles]).to.deep.equal(['admin']);
    expect(holdingsOf(undefined, () => ['admin'])).to.equal(undefined);
  });

  it('turns each refusal into the error the caller is told', () => {
    expect(accessError({ ok: false, reason: 'unauthenticated', scopes: [] }, 'Tool t')).to.be.instanceOf(UnauthenticatedError);
    const scope = accessError({ ok: false, reason: 'scope', required: { names: ['a', 'b'], match: 'any' } }, 'Tool t');
    expect(scope).to.be.instanceOf(InsufficientScopeError);
    expect(scope.message).to.contain('Tool t needs one of the scopes a b');
    const role = accessError({ ok: false, reason: 'role', required: { names: ['admin'], match: 'all' } }, 'Prompt p');
    expect(role).to.be.instanceOf(MissingRoleError);
    expect(role.message).to.contain('Prompt p needs the role admin');
  });
});
