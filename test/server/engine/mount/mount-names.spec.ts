import { expect } from 'chai';
import { isMountPrefix, prefixedName, prefixedUri, unprefixedUri } from '../../../../lib/server/engine/mount/mount-names.js';
import { isValidToolName } from '../../../../lib/decorators/tool.decorator.js';

describe('server/engine/mount/mount-names', () => {
  it('takes prefixes of letters, digits and hyphens, never "_" (which ends the prefix in a mounted name)', () => {
    for (const ok of ['billing', 'b', 'v2', 'billing-eu', '9lives', 'a'.repeat(32)]) expect(isMountPrefix(ok), ok).to.equal(true);
    for (const bad of ['', '-billing', 'bill_ing', 'bill.ing', 'bill/ing', 'bill ing', 'a'.repeat(33), 'é', 7, undefined]) expect(isMountPrefix(bad), String(bad)).to.equal(false);
  });

  it('joins prefix and name with "_", which keeps a valid tool name valid', () => {
    expect(prefixedName('billing', 'charge')).to.equal('billing_charge');
    expect(isValidToolName(prefixedName('billing-eu', 'get.v2-x'))).to.equal(true);
  });

  it('puts the prefix right after the scheme (and its "//"), and takes it off again', () => {
    const cases: [string, string][] = [
      ['notes://users/1', 'notes://billing/users/1'],
      ['file:///etc/hosts', 'file://billing//etc/hosts'],
      ['urn:isbn:123', 'urn:billing/isbn:123'],
      ['invoices://{year}/{id}', 'invoices://billing/{year}/{id}'],
      ['x-y.z+w:/{+path}', 'x-y.z+w:billing//{+path}'],
    ];
    for (const [uri, prefixed] of cases) {
      expect(prefixedUri('billing', uri)).to.equal(prefixed);
      expect(unprefixedUri('billing', prefixed)).to.equal(uri);
    }
  });

  it('finds no mounted URI in one without the prefix, or without a scheme', () => {
    expect(unprefixedUri('billing', 'notes://users/1')).to.equal(undefined);
    expect(unprefixedUri('billing', 'notes://billingx/1')).to.equal(undefined);
    expect(unprefixedUri('billing', 'notes://billing')).to.equal(undefined);
    expect(unprefixedUri('billing', '//billing/x')).to.equal(undefined);
    expect(prefixedUri('billing', '{+uri}')).to.equal(undefined);
  });
});
