import { expect } from 'chai';
import { IsInt, IsOptional, IsString, Length, Matches, Max, Min, Validate, ValidateNested, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isAsyncRule, isConditional, ruleEffect, rulesByProperty, type RuleMetadata } from '../../lib/scanner/class-validator-rules.js';

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

  it('dispatches built-in rules to the table, @IsDefined included, whatever its metadata type', () => {
    expect(ruleEffect(custom('isNumber', [{}]))).to.deep.equal({ kind: 'number', exact: true });
    expect(ruleEffect(custom('isEnum', [Level]))).to.deep.equal({ enumValues: [0, 1], exact: true });
    expect(ruleEffect(custom('isEnum', [Colour]))).to.deep.equal({ enumValues: ['red', 'green'], exact: true });
    const defined = ruleEffect({ type: 'isDefined', name: 'isDefined' });
    expect(defined.exact).to.equal(true);
    expect(defined.refine!({ kind: 'string' }, false).exact).to.equal(true);
    expect(defined.refine!({ kind: 'string' }, true).exact).to.equal(false);
  });

  it('leaves a rule with its own validateIf to class-validator, and knows which rules are conditional', () => {
    const onlyIf = (): boolean => true;
    expect(ruleEffect({ ...custom('isString'), validateIf: onlyIf })).to.deep.equal({ exact: false });
    expect(isConditional({ ...custom('isString'), validateIf: onlyIf })).to.equal(true);
    expect(isConditional({ type: 'conditionalValidation' })).to.equal(true);
    expect(isConditional({ type: 'conditionalValidation', name: 'isOptional' })).to.equal(false);
    expect(isConditional(custom('isString'))).to.equal(false);
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
