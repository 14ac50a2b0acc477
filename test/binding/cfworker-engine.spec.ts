import { expect } from 'chai';
import { createValidatorCompiler, type ValidatorEngine } from '../../lib/binding/create-validator-compiler.js';
import { compileWithCfworker, MAX_REPEATING_ITEMS } from '../../lib/binding/cfworker-engine.js';
import { schemaIssues } from '../../lib/binding/schema-issues.js';
import type { BindOutcome } from '../../lib/model/binding.js';
import type { ToolDescriptor } from '../../lib/model/tool-descriptor.js';
import { inputSchemaFor } from '../../lib/model/index.js';
import type { JsonObject } from '../../lib/vocabulary/json-value.js';
import { toolDescriptorFrom } from '../../lib/scanner/tool-descriptor-from.js';
import { CORPUS, Shop } from '../fixtures/validator-corpus.js';
import { memberOf, scanContext } from '../support/scan-context.js';

function toolsOn(engine: ValidatorEngine): Map<string, ToolDescriptor> {
  const context = scanContext({ compiler: createValidatorCompiler(engine) });
  const shop = new Shop();
  return new Map(['order', 'find', 'draw'].map((key) => [key, toolDescriptorFrom(memberOf(Shop, key), shop, context)]));
}

async function outcome(tool: ToolDescriptor, args: unknown): Promise<{ ok: boolean; issues: readonly { path: string; message: string }[] }> {
  const bound: BindOutcome = await tool.bind(structuredClone(args));
  return bound.ok ? { ok: true, issues: [] } : { ok: false, issues: bound.issues.map((i) => ({ path: i.path, message: i.message })) };
}

describe('binding/cfworker-engine: validation without code generation, side by side with Ajv', () => {
  const ajv = toolsOn('ajv');
  const cfworker = toolsOn('cfworker');

  it('scans the same schemas on both engines', () => {
    for (const name of ['order', 'find', 'draw']) expect(inputSchemaFor(cfworker.get(name)!)).to.deep.equal(inputSchemaFor(ajv.get(name)!));
  });

  for (const { tool, label, valid, args } of CORPUS) {
    it(`${tool}: ${label} — ${valid ? 'accepted' : 'refused'} by both, with the same issues`, async () => {
      const [a, c] = [await outcome(ajv.get(tool)!, args), await outcome(cfworker.get(tool)!, args)];
      expect(a.ok, `Ajv: ${JSON.stringify(a.issues)}`).to.equal(valid);
      expect(c).to.deep.equal(a);
    });
  }

  it('gives Ajv\'s errors (keywords, paths, parameters) for the raw schema check, before the binder reads them', () => {
    const compiler = createValidatorCompiler('ajv');
    const checks = new Map(['order', 'find', 'draw'].map((name) => {
      const schema = inputSchemaFor(ajv.get(name)!);
      return [name, { ajv: compiler.compile(schema), cfworker: createValidatorCompiler('cfworker').compile(schema) }];
    }));
    for (const { tool, args } of CORPUS) {
      const { ajv: a, cfworker: c } = checks.get(tool)!;
      const [expected, actual] = [a(args), c(args)];
      expect(actual.valid, `${tool} ${JSON.stringify(args)}`).to.equal(expected.valid);
      if (!expected.valid && !actual.valid) expect(schemaIssues(actual.errors)).to.deep.equal(schemaIssues(expected.errors));
    }
  });

  it('names a missing property, an extra one and a duplicate the way Ajv does', () => {
    const schema = { type: 'object', properties: { a: { type: 'array', items: { type: 'string' }, uniqueItems: true } }, required: ['a', 'b c'], additionalProperties: false } as const;
    const errors = compileWithCfworker(schema, () => true)({ a: ['x', 'y', 'x', 'y'], z: 1 });
    const expected = createValidatorCompiler('ajv').compileRaw(schema)({ a: ['x', 'y', 'x', 'y'], z: 1 });
    expect(expected.valid).to.equal(false);
    const strip = (e: readonly { keyword: string; instancePath: string; schemaPath: string; params: object; message?: string }[]) => e.map(({ keyword, instancePath, schemaPath, params, message }) => ({ keyword, instancePath, schemaPath, params, message }));
    expect(strip(errors)).to.deep.equal(strip(expected.valid ? [] : expected.errors));
  });

  it('checks uniqueItems on large arrays in one pass where no item repeats, with Ajv\'s answers, and bounds the pairwise check to MAX_REPEATING_ITEMS', () => {
    const schema = { type: 'object', properties: { tags: { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'object' }] }, uniqueItems: true }, plain: { type: 'array' } }, additionalProperties: false } as const;
    const ajvCheck = createValidatorCompiler('ajv').compileRaw(schema);
    const check = compileWithCfworker(schema, () => true);
    const strip = (e: readonly { keyword: string; instancePath: string; params: object; message?: string }[]) => e.map(({ keyword, instancePath, params, message }) => ({ keyword, instancePath, params, message }));
    const answers = (value: unknown) => {
      const expected = ajvCheck(value);
      return [strip(check(value)), strip(expected.valid ? [] : expected.errors)];
    };
    // Distinct items, 0 and -0 counted equal, objects equal whatever their key order: the same answers as Ajv.
    const distinct = Array.from({ length: 50_000 }, (_, i) => i);
    for (const value of [{ tags: distinct }, { tags: [0, -0] }, { tags: [{ a: 1, b: 2 }, { b: 2, a: 1 }] }, { tags: [1, 2, 1], plain: [1, 1] }, { tags: [{ a: [1] }, { a: [2] }], plain: distinct }]) {
      const [actual, expected] = answers(value);
      expect(actual, JSON.stringify(value).slice(0, 80)).to.deep.equal(expected);
    }
    // A repeat in an array the library would compare pair by pair for too long: refused at its path, saying why.
    const long = [...Array.from({ length: MAX_REPEATING_ITEMS }, (_, i) => i), 7];
    expect(check({ tags: long })).to.deep.equal([{ instancePath: '/tags', schemaPath: '#', keyword: 'uniqueItems', params: { limit: MAX_REPEATING_ITEMS }, message: `has ${MAX_REPEATING_ITEMS + 1} items and repeats one; where code generation is refused, uniqueItems is checked on at most ${MAX_REPEATING_ITEMS} items` }]);
    const [atLimit, ajvAtLimit] = answers({ tags: long.slice(1) });
    expect(atLimit).to.deep.equal(ajvAtLimit);
    expect(ajvAtLimit).to.have.length(1);
  });

  it('refuses a "__proto__" key as an extra property like Ajv, also when a lone surrogate sends the value through its JSON form', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false } as const;
    for (const text of ['{"a":"x","__proto__":{"a":1}}', '{"a":"x","\\ud800":1,"__proto__":{"a":1}}']) {
      const value: unknown = JSON.parse(text);
      const expected = createValidatorCompiler('ajv').compileRaw(schema)(value);
      const actual = createValidatorCompiler('cfworker').compileRaw(schema)(value);
      const extra = (r: typeof actual) => (r.valid ? [] : r.errors.filter((e) => e.keyword === 'additionalProperties').map((e) => (e.params as { additionalProperty: string }).additionalProperty));
      expect(extra(expected), text).to.include('__proto__');
      expect(extra(actual), text).to.deep.equal(extra(expected));
    }
  });

  const RAW: readonly [string, JsonObject, unknown][] = [
    ['a type beside keywords of another type', { type: 'string', minLength: 1, minimum: 5 }, 3],
    ['an integer type before its enum', { type: 'integer', enum: [1, 2], minimum: 1 }, 'x'],
    ['an enum before a string type with string keywords', { type: 'string', enum: ['a'], minLength: 2 }, 5],
    ['object keywords in Ajv\'s order', { type: 'object', minProperties: 3, required: ['a'], properties: { b: { type: 'string' } }, additionalProperties: false }, { b: 1, c: 2 }],
    ['a failed then', { if: { type: 'number' }, then: { minimum: 5 }, else: { type: 'string' } }, 2],
    ['a failed else', { if: { type: 'number' }, then: { minimum: 5 }, else: { type: 'string' } }, true],
    ['not', { not: { const: 'x' }, type: 'string' }, 'x'],
    ['a nested anyOf', { type: 'object', properties: { v: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'array', items: { type: 'integer' } }] } } }, { v: [1, 'a'] }],
    ['map values and a propertyless object', { type: 'object', additionalProperties: { type: 'integer', maximum: 3 } }, { a: 4, b: 'x' }],
    ['duplicates among mixed types', { type: 'array', items: { type: ['string', 'number'] }, uniqueItems: true }, ['1', 1, 2, '1']],
    ['duplicates among objects', { type: 'array', uniqueItems: true }, [{ a: 1 }, 2, { a: 1 }]],
  ];

  for (const [label, schema, value] of RAW) {
    it(`gives Ajv's errors, in Ajv's order, for a hand-written schema: ${label}`, () => {
      const strip = (e: readonly { keyword: string; instancePath: string; schemaPath: string; params: object; message?: string }[]) => e.map(({ keyword, instancePath, schemaPath, params, message }) => ({ keyword, instancePath, schemaPath, params, message }));
      const expected = createValidatorCompiler('ajv').compileRaw(schema)(value);
      const actual = createValidatorCompiler('cfworker').compileRaw(schema)(value);
      expect(expected.valid).to.equal(false);
      expect(strip(actual.valid ? [] : actual.errors)).to.deep.equal(strip(expected.valid ? [] : expected.errors));
    });
  }

  it('checks email with class-validator on both engines, and leaves the frozen schema it was given untouched', () => {
    const schema = Object.freeze({ type: 'string', format: 'email' } as const);
    const check = createValidatorCompiler('cfworker').compile(schema);
    expect(check('用户@例子.广告').valid).to.equal(true);
    expect(check('a@b').valid).to.equal(false);
    expect(Object.keys(schema)).to.deep.equal(['type', 'format']);
  });

  it('differs from Ajv where docs/guide/validation.md says: a fractional multipleOf, number formats and contains in a hand-written schema', () => {
    const verdicts = (schema: JsonObject, value: unknown) => ['ajv', 'cfworker'].map((engine) => createValidatorCompiler(engine as ValidatorEngine).compileRaw(schema)(value).valid);
    expect(verdicts({ type: 'number', multipleOf: 0.1 }, 0.3)).to.deep.equal([false, true]);
    expect(verdicts({ type: 'number', format: 'int32' }, 1.5)).to.deep.equal([false, true]);
    // A failed `contains`: the same refusal, but Ajv also lists why each item did not match.
    const contains = ['ajv', 'cfworker'].map((engine) => createValidatorCompiler(engine as ValidatorEngine).compileRaw({ type: 'array', contains: { type: 'string' } })([1, 2]));
    expect(contains.map((c) => (c.valid ? [] : c.errors.map((e) => `${e.instancePath} ${e.message ?? ''}`)))).to.deep.equal([
      ['/0 must be string', '/1 must be string', ' must contain at least 1 valid item(s)'],
      [' must contain at least 1 valid item(s)'],
    ]);
    // Integer divisors (what @IsDivisibleBy and integer options give) agree.
    expect(verdicts({ type: 'number', multipleOf: 3 }, 7.5)).to.deep.equal([false, false]);
    expect(verdicts({ type: 'number', multipleOf: 3 }, 9)).to.deep.equal([true, true]);
  });

  it('refuses, like Ajv, a schema with a format nobody knows', () => {
    expect(() => createValidatorCompiler('cfworker').compile({ type: 'string', format: 'emial' })).to.throw(/unknown format "emial"/);
    expect(() => createValidatorCompiler('cfworker').compileLazily({ type: 'string', format: 'emial' })).to.throw(/unknown format "emial"/);
  });
});
