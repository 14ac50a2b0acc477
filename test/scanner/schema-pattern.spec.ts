import { expect } from 'chai';
import { schemaPatternFor } from '../../lib/scanner/schema-pattern.js';

/** Whether the translated pattern, matched the way Ajv does (unicode mode, no flags), agrees with the original on every sample. */
function agrees(source: string, flags: string, samples: readonly string[]): boolean {
  const translated = schemaPatternFor(source, flags);
  if (!('pattern' in translated)) throw new Error(`not translated: ${translated.reason}`);
  const original = new RegExp(source, flags.replace('g', ''));
  const unicode = new RegExp(translated.pattern, 'u');
  return samples.every((s) => original.test(s) === unicode.test(s));
}

const SAMPLES = ['', 'a', 'A', 'ab', 'AB', 'K', 'ſ', 'k', 'S', 's', 'é', 'É', '😀', '-1', 'x\ny', 'ABC-123', 'abc_1'];

describe('scanner/schema-pattern', () => {
  it('keeps a pattern that means the same with or without unicode mode', () => {
    expect(schemaPatternFor('^[a-z0-9_]{2,8}$', '')).to.deep.equal({ pattern: '^[a-z0-9_]{2,8}$' });
    expect(schemaPatternFor('^(?<year>\\d{4})-\\k<year>$', '')).to.deep.equal({ pattern: '^(?<year>\\d{4})-\\k<year>$' });
    expect(schemaPatternFor('^é+$', 'g')).to.deep.equal({ pattern: '^é+$' });
  });

  it('spells the i flag out as ASCII case classes, and only ASCII (as non-unicode matching folds)', () => {
    expect(schemaPatternFor('^ab\\x43[d-f]$', 'i')).to.deep.equal({ pattern: '^[aA][bB][\\x43\\u0063][d-f\\u0044-\\u0046]$' });
    expect(agrees('^[a-z]+-[K\\d]$', 'i', SAMPLES)).to.equal(true);
    expect(agrees('^(?<name>s)k$', 'i', ['SK', 'sk', 'ſK', 'sK'])).to.equal(true);
    expect(schemaPatternFor('^é$', 'i')).to.have.property('reason');
    expect(schemaPatternFor('(a)\\1', 'i')).to.have.property('reason');
  });

  it('leaves to class-validator what unicode mode would read differently', () => {
    for (const source of ['^.$', '^[^a]$', '^\\S$', '^\\W$', '^\\D$', '^\\p{L}$', '^\\u{41}$', '^😀$', '[\\ud83d]', '^[\\u0000-\\uffff]$']) {
      expect(schemaPatternFor(source, ''), source).to.have.property('reason');
    }
    expect(schemaPatternFor('^a$', 'm')).to.deep.equal({ reason: 'the m flag changes ^ and $' });
    expect(schemaPatternFor('a', 'm')).to.deep.equal({ pattern: 'a' });
    expect(schemaPatternFor('a', 'y')).to.deep.equal({ reason: 'flag "y" has no JSON Schema equivalent' });
  });

  it('leaves patterns unicode mode refuses, or that do not compile, to class-validator', () => {
    expect(schemaPatternFor('^\\-\\d$', '')).to.deep.equal({ reason: 'it is not valid in unicode mode, where JSON Schema patterns are matched' });
    expect(schemaPatternFor('a{', '')).to.have.property('reason');
    expect(schemaPatternFor('(', '')).to.deep.equal({ reason: 'it does not compile' });
  });

  it('passes unicode-mode patterns through, except with i or a multiline anchor', () => {
    expect(schemaPatternFor('^\\p{L}+$', 'u')).to.deep.equal({ pattern: '^\\p{L}+$' });
    expect(schemaPatternFor('^k$', 'iu')).to.have.property('reason');
  });
});
