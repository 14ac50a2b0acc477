import { expect } from 'chai';
import { IsInt, IsOptional, IsString, Length, Matches, Max, Min, Validate, ValidateNested, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isAsyncRule, ruleEffect, rulesByProperty, type RuleMetadata } from '../../lib/scanner/class-validator-rules.js';

const custom = (name: string, constraints?: unknown[]): RuleMetadata => ({ type: 'customValidation', name, constraints });

enum Level { Low, High }
enum Colour { Red = 'red', Green = 'green' }

@ValidatorConstraint({ async: true })
class AsyncCheck implements ValidatorConstraintInterface {
  async validate(): Promise<boolean> { return true; }
}

@ValidatorConstraint()
class SyncCheck implements ValidatorConstraintInterface {
  validate(): boolean { return true; }
}

class Base {
  @IsString() @Length(2, 5) code!: string;
}

class Child extends Base {
  @IsInt() @Min(1) @Max(9) count!: number;
  @IsOptional() @Matches(/^a/i) note?: string;
  @ValidateNested() inner!: Base;
  @Validate(AsyncCheck) slow!: string;
  @Validate(SyncCheck) quick!: string;
}

describe('scanner/class-validator-rules', () => {
  it('maps type rules to an exact base kind', () => {
    expect(ruleEffect(custom('isString'))).to.deep.equal({ kind: 'string', exact: true });
    expect(ruleEffect(custom('isInt'))).to.deep.equal({ kind: 'integer', exact: true });
    expect(ruleEffect(custom('isBoolean'))).to.deep.equal({ kind: 'boolean', exact: true });
    expect(ruleEffect(custom('isDate'))).to.deep.equal({ kind: 'date', exact: true });
    expect(ruleEffect(custom('isArray'))).to.deep.equal({ kind: 'array', exact: true });
    expect(ruleEffect(custom('isObject'))).to.deep.equal({ kind: 'object', exact: true });
  });

  it('maps isNumber exactly unless it limits decimal places', () => {
    expect(ruleEffect(custom('isNumber', [{}]))).to.deep.equal({ kind: 'number', exact: true });
    expect(ruleEffect(custom('isNumber', [{ maxDecimalPlaces: 2 }]))).to.deep.equal({ kind: 'number', exact: false });
  });

  it('reads enum values, dropping the reverse mappings of numeric enums', () => {
    expect(ruleEffect(custom('isEnum', [Level]))).to.deep.equal({ enumValues: [0, 1], exact: true });
    expect(ruleEffect(custom('isEnum', [Colour]))).to.deep.equal({ enumValues: ['red', 'green'], exact: true });
    expect(ruleEffect(custom('isEnum', [['a', 2, true]]))).to.deep.equal({ enumValues: ['a', 2], exact: true });
    expect(ruleEffect(custom('isEnum', [null]))).to.deep.equal({ enumValues: [], exact: true });
  });

  it('maps value rules to constraints', () => {
    expect(ruleEffect(custom('isIn', [['a', 'b']]))).to.deep.equal({ constraints: { enum: ['a', 'b'] }, exact: true });
    expect(ruleEffect(custom('isNotIn', [[1]]))).to.deep.equal({ constraints: { not: { enum: [1] } }, exact: true });
    expect(ruleEffect(custom('equals', ['x']))).to.deep.equal({ constraints: { const: 'x' }, exact: true });
    expect(ruleEffect(custom('notEquals', [0]))).to.deep.equal({ constraints: { not: { const: 0 } }, exact: true });
    expect(ruleEffect(custom('min', [1]))).to.deep.equal({ constraints: { minimum: 1 }, exact: true });
    expect(ruleEffect(custom('max', [9]))).to.deep.equal({ constraints: { maximum: 9 }, exact: true });
    expect(ruleEffect(custom('isPositive'))).to.deep.equal({ constraints: { exclusiveMinimum: 0 }, exact: true });
    expect(ruleEffect(custom('isNegative'))).to.deep.equal({ constraints: { exclusiveMaximum: 0 }, exact: true });
    expect(ruleEffect(custom('isDivisibleBy', [5]))).to.deep.equal({ constraints: { multipleOf: 5 }, exact: true });
  });

  it('treats string lengths as approximate (class-validator counts differently from JSON Schema)', () => {
    expect(ruleEffect(custom('minLength', [2]))).to.deep.equal({ kind: 'string', constraints: { minLength: 2 }, exact: false });
    expect(ruleEffect(custom('maxLength', [5]))).to.deep.equal({ kind: 'string', constraints: { maxLength: 5 }, exact: false });
    expect(ruleEffect(custom('isLength', [2, 5]))).to.deep.equal({ kind: 'string', constraints: { minLength: 2, maxLength: 5 }, exact: false });
    expect(ruleEffect(custom('isLength', [2]))).to.deep.equal({ kind: 'string', constraints: { minLength: 2 }, exact: false });
  });

  it('keeps a pattern only when its flags mean the same in JSON Schema', () => {
    expect(ruleEffect(custom('matches', [/^a+$/]))).to.deep.equal({ kind: 'string', constraints: { pattern: '^a+$' }, exact: true });
    expect(ruleEffect(custom('matches', [/^a+$/u]))).to.deep.equal({ kind: 'string', constraints: { pattern: '^a+$' }, exact: true });
    expect(ruleEffect(custom('matches', ['^b$', 'u']))).to.deep.equal({ kind: 'string', constraints: { pattern: '^b$' }, exact: true });
    expect(ruleEffect(custom('matches', ['^b$']))).to.deep.equal({ kind: 'string', constraints: { pattern: '^b$' }, exact: true });
    expect(ruleEffect(custom('matches', [/^a$/i]))).to.deep.equal({ kind: 'string', exact: false });
    expect(ruleEffect(custom('matches', ['^b$', 'gi']))).to.deep.equal({ kind: 'string', exact: false });
  });

  it('escapes contains and notContains into patterns', () => {
    expect(ruleEffect(custom('contains', ['a.b']))).to.deep.equal({ kind: 'string', constraints: { pattern: 'a\\.b' }, exact: true });
    expect(ruleEffect(custom('notContains', ['(x)']))).to.deep.equal({ kind: 'string', constraints: { not: { pattern: '\\(x\\)' } }, exact: true });
  });

  it('maps string formats, exactly only where the format checks the same thing', () => {
    expect(ruleEffect(custom('isEmail'))).to.deep.equal({ kind: 'string', constraints: { format: 'email' }, exact: false });
    expect(ruleEffect(custom('isUrl'))).to.deep.equal({ kind: 'string', constraints: { format: 'uri', pattern: '^https?://' }, exact: false });
    expect(ruleEffect(custom('isUuid', []))).to.deep.equal({ kind: 'string', constraints: { format: 'uuid' }, exact: true });
    expect(ruleEffect(custom('isUuid', ['all']))).to.deep.equal({ kind: 'string', constraints: { format: 'uuid' }, exact: true });
    expect(ruleEffect(custom('isUuid', ['4']))).to.deep.equal({ kind: 'string', constraints: { format: 'uuid' }, exact: false });
    expect(ruleEffect(custom('isIp', ['4']))).to.deep.equal({ kind: 'string', constraints: { format: 'ipv4' }, exact: true });
    expect(ruleEffect(custom('isIp', [6]))).to.deep.equal({ kind: 'string', constraints: { format: 'ipv6' }, exact: true });
    expect(ruleEffect(custom('isIp', [undefined]))).to.deep.equal({ kind: 'string', exact: false });
    for (const name of ['isDateString', 'isIso8601', 'isRfc3339']) expect(ruleEffect(custom(name))).to.deep.equal({ kind: 'string', constraints: { format: 'date-time' }, exact: false });
    expect(ruleEffect(custom('isFqdn'))).to.deep.equal({ kind: 'string', constraints: { format: 'hostname' }, exact: false });
    expect(ruleEffect(custom('isBase64'))).to.deep.equal({ kind: 'string', constraints: { contentEncoding: 'base64' }, exact: false });
    expect(ruleEffect(custom('isJson'))).to.deep.equal({ kind: 'string', constraints: { contentMediaType: 'application/json' }, exact: false });
  });

  it('maps array and object rules', () => {
    expect(ruleEffect(custom('arrayMinSize', [1]))).to.deep.equal({ kind: 'array', constraints: { minItems: 1 }, exact: true });
    expect(ruleEffect(custom('arrayMaxSize', [3]))).to.deep.equal({ kind: 'array', constraints: { maxItems: 3 }, exact: true });
    expect(ruleEffect(custom('arrayNotEmpty'))).to.deep.equal({ kind: 'array', constraints: { minItems: 1 }, exact: true });
    expect(ruleEffect(custom('arrayUnique'))).to.deep.equal({ kind: 'array', constraints: { uniqueItems: true }, exact: false });
    expect(ruleEffect(custom('arrayUnique', [(x: { id: number }) => x.id]))).to.deep.equal({ kind: 'array', exact: false });
    expect(ruleEffect(custom('isNotEmptyObject'))).to.deep.equal({ kind: 'object', constraints: { minProperties: 1 }, exact: true });
  });

  it('leaves unknown, unnamed and non-custom rules to class-validator at run time', () => {
    expect(ruleEffect(custom('isStrongPassword'))).to.deep.equal({ exact: false });
    expect(ruleEffect({ type: 'customValidation' })).to.deep.equal({ exact: false });
    expect(ruleEffect({ type: 'nestedValidation' })).to.deep.equal({ exact: false });
    expect(ruleEffect({ type: 'conditionalValidation', name: 'isString' })).to.deep.equal({ exact: false });
  });

  it('groups the rules of a class and its bases by property', () => {
    const rules = rulesByProperty(Child);
    expect([...rules.keys()]).to.have.members(['code', 'count', 'note', 'inner', 'slow', 'quick']);
    expect(rules.get('code')!.map((r) => r.name)).to.have.members(['isString', 'isLength']);
    expect(rules.get('count')!.map((r) => r.name)).to.have.members(['isInt', 'min', 'max']);
    expect(rules.get('note')!.map((r) => r.type)).to.have.members(['conditionalValidation', 'customValidation']);
    expect(rules.get('inner')!.map((r) => r.type)).to.deep.equal(['nestedValidation']);
    expect([...rulesByProperty(Base).keys()]).to.deep.equal(['code']);
  });

  it('knows an asynchronous constraint class', () => {
    const rules = rulesByProperty(Child);
    expect(isAsyncRule(rules.get('slow')![0]!)).to.equal(true);
    expect(isAsyncRule(rules.get('quick')![0]!)).to.equal(false);
    expect(isAsyncRule(rules.get('code')![0]!)).to.equal(false);
  });
});
