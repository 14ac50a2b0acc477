import { expect } from 'chai';
import { mergeConstraints } from '../../lib/scanner/merge-constraints.js';

describe('scanner/merge-constraints', () => {
  it('keeps every constraint: a keyword given twice differently moves into allOf', () => {
    expect(mergeConstraints({ pattern: '^a', minLength: 1 }, { pattern: 'z$', minLength: 1 }, undefined, { maxLength: undefined })).to.deep.equal({ pattern: '^a', minLength: 1, allOf: [{ pattern: 'z$' }] });
    expect(mergeConstraints({ allOf: [{ minimum: 1 }] }, { allOf: [{ minimum: 1 }], not: { const: 0 } })).to.deep.equal({ not: { const: 0 }, allOf: [{ minimum: 1 }] });
    expect(mergeConstraints()).to.deep.equal({});
  });
});
