import { expect } from 'chai';
import { RULES, enumMembers } from '../../lib/scanner/rule-table.js';

enum Odd { Neg = -1, Half = 0.5, Zero = 0 }
enum Mixed { A = 1, B = 'b' }

const effect = (name: string, ...constraints: unknown[]) => {
  const { refine: _refine, ...rest } = RULES[name]!(constraints);
  return rest;
};

describe('scanner/rule-table', () => {
  it('reads enum members without the reverse mappings of numeric members, negative and fractional ones included', () => {
    expect(enumMembers(Odd)).to.deep.equal([-1, 0.5, 0]);
    expect(enumMembers(Mixed)).to.deep.equal([1, 'b']);
    expect(enumMembers(['a', 2, true, null, { no: 1 }, Number.NaN])).to.deep.equal(['a', 2, true, null]);
    expect(enumMembers(null)).to.deep.equal([]);
  });

  it('maps type and value rules', () => {
    expect(effect('isInt')).to.deep.equal({ kind: 'integer', exact: true });
    expect(effect('isNumber', { maxDecimalPlaces: 2 })).to.deep.equal({ kind: 'number', exact: false });
    expect(effect('isIn', ['a', 1, { x: 1 }])).to.deep.equal({ enumValues: ['a', 1], exact: true });
    expect(effect('isNotIn', [1])).to.deep.equal({ constraints: { not: { enum: [1] } }, exact: true });
    expect(effect('equals', 'x')).to.deep.equal({ constraints: { const: 'x' }, exact: true });
    expect(effect('equals', { x: 1 })).to.deep.equal({ exact: false });
    expect(effect('notEquals', 0)).to.deep.equal({ constraints: { not: { const: 0 } }, exact: true });
    expect(effect('min', 1)).to.deep.equal({ kind: 'number', constraints: { minimum: 1 }, exact: true });
    expect(effect('isPositive')).to.deep.equal({ kind: 'number', constraints: { exclusiveMinimum: 0 }, exact: true });
  });

  it('gives @IsDivisibleBy a multipleOf that lets class-validator judge past the safe integers, where Ajv\'s check breaks', () => {
    expect(effect('isDivisibleBy', 3)).to.deep.equal({ kind: 'number', constraints: { anyOf: [{ multipleOf: 3 }, { exclusiveMinimum: 2 ** 53 }, { exclusiveMaximum: -(2 ** 53) }] }, exact: false });
    expect(effect('isDivisibleBy', 0.5)).to.deep.equal({ kind: 'number', exact: false });
  });

  it('maps string lengths exactly, with a pattern counting characters the way validator.js does', () => {
    expect(effect('minLength', 1)).to.deep.equal({ kind: 'string', constraints: { minLength: 1 }, exact: true });
    const length = effect('isLength', 2, 5);
    expect(length.exact).to.equal(true);
    expect(length.constraints!.minLength).to.equal(2);
    expect(length.constraints!.pattern).to.match(/\{2,5\}\$$/);
    expect(effect('isLength', 5, 2)).to.deep.equal({ kind: 'string', exact: false });
  });

  it('translates @Matches for unicode mode, or leaves it to class-validator', () => {
    expect(effect('matches', /^a+$/)).to.deep.equal({ kind: 'string', constraints: { pattern: '^a+$' }, exact: true });
    expect(effect('matches', /^a$/i)).to.deep.equal({ kind: 'string', constraints: { pattern: '^[aA]$' }, exact: true });
    expect(effect('matches', /^[a-c]$/i)).to.deep.equal({ kind: 'string', constraints: { pattern: '^[a-c\\u0041-\\u0043]$' }, exact: true });
    expect(effect('matches', '^b$', 'u')).to.deep.equal({ kind: 'string', constraints: { pattern: '^b$' }, exact: true });
    expect(effect('matches', /^.$/)).to.deep.equal({ kind: 'string', exact: false });
    expect(effect('matches', /^\-\d$/)).to.deep.equal({ kind: 'string', exact: false });
  });

  it('escapes @Contains and @NotContains into patterns valid in unicode mode', () => {
    expect(effect('contains', 'a.b-c')).to.deep.equal({ kind: 'string', constraints: { pattern: 'a\\.b-c' }, exact: true });
    expect(effect('notContains', '(x)')).to.deep.equal({ kind: 'string', constraints: { not: { pattern: '\\(x\\)' } }, exact: true });
    expect(effect('contains', '')).to.deep.equal({ kind: 'string', exact: false });
  });

  it('maps string formats exactly only where the check is the same', () => {
    expect(effect('isEmail')).to.deep.equal({ kind: 'string', constraints: { format: 'email' }, exact: true });
    expect(effect('isEmail', { require_tld: false })).to.deep.equal({ kind: 'string', exact: false });
    expect(effect('isUrl')).to.deep.equal({ kind: 'string', exact: false });
    expect(effect('isUuid').constraints!.format).to.equal('uuid');
    expect(effect('isUuid', 'no-such-version')).to.deep.equal({ kind: 'string', exact: false });
    expect(effect('isIp', '4')).to.deep.equal({ kind: 'string', constraints: { format: 'ipv4' }, exact: true });
    expect(effect('isIp', 6)).to.deep.equal({ kind: 'string', exact: false });
    for (const name of ['isDateString', 'isIso8601', 'isFqdn']) expect(effect(name)).to.deep.equal({ kind: 'string', exact: false });
    expect(effect('isRFC3339').exact).to.equal(true);
    expect(effect('isBase64')).to.deep.equal({ kind: 'string', constraints: { contentEncoding: 'base64' }, exact: false });
  });

  it('maps array and object rules, uniqueness only for scalar items', () => {
    expect(effect('arrayMinSize', 1)).to.deep.equal({ kind: 'array', constraints: { minItems: 1 }, exact: true });
    expect(effect('arrayNotEmpty')).to.deep.equal({ kind: 'array', constraints: { minItems: 1 }, exact: true });
    const unique = RULES.arrayUnique!([]);
    expect(unique.refine!({ kind: 'array', items: { kind: 'string' } }, false)).to.deep.equal({ constraints: { uniqueItems: true }, exact: true });
    expect(unique.refine!({ kind: 'array', items: { kind: 'json' } }, false).exact).to.equal(false);
    expect(effect('isNotEmptyObject')).to.deep.equal({ kind: 'object', constraints: { minProperties: 1 }, exact: true });
  });

  it('refines @IsNotEmpty and @IsEmpty by the property type', () => {
    const notEmpty = RULES.isNotEmpty!([]).refine!;
    expect(notEmpty({ kind: 'string' }, false)).to.deep.equal({ constraints: { minLength: 1 }, exact: true });
    expect(notEmpty({ kind: 'enum', values: ['', 'a'] }, false)).to.deep.equal({ constraints: { not: { const: '' } }, exact: true });
    expect(notEmpty({ kind: 'integer' }, false)).to.deep.equal({ exact: true });
    expect(notEmpty({ kind: 'string' }, true).exact).to.equal(false);
    expect(RULES.isEmpty!([]).refine!({ kind: 'string' }, false)).to.deep.equal({ constraints: { maxLength: 0 }, exact: true });
  });
});
