import { expect } from 'chai';
import { createValidatorCompiler, type ValidatorEngine } from '../../lib/binding/create-validator-compiler.js';
import { compileWithCfworker } from '../../lib/binding/cfworker-engine.js';
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

  it('checks email with class-validator on both engines, and leaves the frozen schema it was given untouched', () => {
    const schema = Object.freeze({ type: 'string', format: 'email' } as const);
    const check = createValidatorCompiler('cfworker').compile(schema);
    expect(check('用户@例子.广告').valid).to.equal(true);
    expect(check('a@b').valid).to.equal(false);
    expect(Object.keys(schema)).to.deep.equal(['type', 'format']);
  });

  it('differs from Ajv where the README says: a fractional multipleOf, and number formats of a hand-written schema', () => {
    const verdicts = (schema: JsonObject, value: unknown) => ['ajv', 'cfworker'].map((engine) => createValidatorCompiler(engine as ValidatorEngine).compileRaw(schema)(value).valid);
    expect(verdicts({ type: 'number', multipleOf: 0.1 }, 0.3)).to.deep.equal([false, true]);
    expect(verdicts({ type: 'number', format: 'int32' }, 1.5)).to.deep.equal([false, true]);
    // Integer divisors (what @IsDivisibleBy and integer options give) agree.
    expect(verdicts({ type: 'number', multipleOf: 3 }, 7.5)).to.deep.equal([false, false]);
    expect(verdicts({ type: 'number', multipleOf: 3 }, 9)).to.deep.equal([true, true]);
  });

  it('refuses, like Ajv, a schema with a format nobody knows', () => {
    expect(() => createValidatorCompiler('cfworker').compile({ type: 'string', format: 'emial' })).to.throw(/unknown format "emial"/);
    expect(() => createValidatorCompiler('cfworker').compileLazily({ type: 'string', format: 'emial' })).to.throw(/unknown format "emial"/);
  });
});
