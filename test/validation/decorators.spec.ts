import { expect } from 'chai';
import * as ClassValidator from 'class-validator';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Args, Tool, createServer } from '../../lib/index.js';
import * as Validation from '../../lib/validation/index.js';
import { recordServer } from '../support/emitted-schemas.js';
import { openRawSession } from '../support/raw-session.js';
import { repositoryRoot } from '../support/staged-package.js';

const here = dirname(fileURLToPath(import.meta.url));
type Decorator = (...args: unknown[]) => (target: object, key?: string | symbol) => void;
const facade = Validation as unknown as Record<string, Decorator>;
const root = ClassValidator as unknown as Record<string, unknown>;

/** class-validator's decorators: its exported functions named in capitals, less its classes. */
const CLASSES = new Set(['ValidationError', 'ValidationTypes', 'Validator', 'MetadataStorage']);
const decoratorNames = Object.keys(root).filter((name) => /^[A-Z]/.test(name) && typeof root[name] === 'function' && !CLASSES.has(name)).sort();

/** Arguments a decorator needs to be applied at all (the rest take only validation options, given here too). */
class Checker implements ClassValidator.ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return value === 'ok';
  }
}
const ARGUMENTS: { readonly [name: string]: readonly unknown[] } = {
  IsEnum: [{ A: 'a', B: 'b' }],
  IsIn: [['a', 'b']],
  IsNotIn: [['c']],
  Length: [1, 5],
  Matches: [/^x+$/i],
  Validate: [Checker],
  ValidateBy: [{ name: 'isOk', validator: { validate: (value: unknown) => value === 'ok' } }],
  ValidateIf: [(o: { on?: boolean }) => o.on === true],
  IsInstance: [Date],
  ValidatorConstraint: [{ name: 'checker' }],
};

/** The parts of a rule's metadata class-validator acts on (the class it belongs to aside). */
function metadataOf(target: Function): unknown[] {
  return ClassValidator.getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .map((m) => ({ type: m.type, name: m.name, property: m.propertyName, constraints: m.constraints?.map((c) => (typeof c === 'function' ? 'function' : c)), options: [m.each, m.groups, m.always, m.message, m.context] }));
}

describe('validation (mcp-decorators/validation)', () => {
  it('is written from the installed class-validator (scripts/validation-decorators.mjs --check)', function () {
    this.timeout(20_000);
    expect(() => execFileSync(process.execPath, [join(repositoryRoot, 'scripts/validation-decorators.mjs'), '--check'], { stdio: 'pipe' })).not.to.throw();
  });

  it('exports every decorator of class-validator, and nothing else', () => {
    expect(decoratorNames.length).to.be.greaterThan(100);
    expect(Object.keys(Validation).sort()).to.deep.equal(decoratorNames);
  });

  it('records for each decorator the metadata class-validator\'s own records, with the same arguments', () => {
    for (const name of decoratorNames) {
      if (name === 'ValidatorConstraint') continue;
      const args = [...(ARGUMENTS[name] ?? []), { each: name === 'IsString', groups: ['g'], message: `${name}!`, context: { n: name } }];
      class Ours {
        value?: unknown;
      }
      class Theirs {
        value?: unknown;
      }
      facade[name]!(...args)(Ours.prototype, 'value');
      (root[name] as Decorator)(...args)(Theirs.prototype, 'value');
      expect(metadataOf(Ours), name).to.deep.equal(metadataOf(Theirs)).and.to.have.length.greaterThan(0);
    }
  });

  it('registers a constraint class as class-validator does (@ValidatorConstraint with @Validate)', async () => {
    @Validation.ValidatorConstraint({ name: 'even' })
    class Even implements ClassValidator.ValidatorConstraintInterface {
      validate(value: unknown): boolean {
        return typeof value === 'number' && value % 2 === 0;
      }
      defaultMessage(): string {
        return '$property must be even';
      }
    }
    class Pair {
      @Validation.Validate(Even) count!: number;
    }
    const errors = await ClassValidator.validate(Object.assign(new Pair(), { count: 3 }));
    expect(errors.map((e) => e.constraints)).to.deep.equal([{ even: 'count must be even' }]);
  });

  it('gives class-validator\'s own validate() the same rules and messages', async () => {
    class Ours {
      @Validation.IsString() @Validation.Length(2, 3) code!: string;
      @Validation.IsOptional() @Validation.IsInt({ each: true }) @Validation.ArrayMaxSize(2) counts?: number[];
    }
    class Theirs {
      @ClassValidator.IsString() @ClassValidator.Length(2, 3) code!: string;
      @ClassValidator.IsOptional() @ClassValidator.IsInt({ each: true }) @ClassValidator.ArrayMaxSize(2) counts?: number[];
    }
    for (const input of [{ code: 'abcd', counts: [1, 2.5, 3] }, { code: 7 }, { code: 'ab', counts: [1] }]) {
      const ours = await ClassValidator.validate(Object.assign(new Ours(), input));
      const theirs = await ClassValidator.validate(Object.assign(new Theirs(), input));
      expect(ours.map((e) => [e.property, e.constraints]), JSON.stringify(input)).to.deep.equal(theirs.map((e) => [e.property, e.constraints]));
    }
  });

  it('gives a tool the same input schema as class-validator\'s decorators do', async () => {
    enum Size { S = 's', M = 'm' }
    class OursInput {
      @Validation.IsString() @Validation.MaxLength(20) @Validation.Matches(/^[a-z]+$/) slug!: string;
      @Validation.IsEnum(Size) size!: Size;
      @Validation.IsOptional() @Validation.IsNumber() @Validation.Min(0) @Validation.Max(10) weight?: number;
      @Validation.IsArray() @Validation.ArrayMaxSize(3) @Validation.IsEmail({}, { each: true }) owners!: string[];
    }
    class TheirsInput {
      @ClassValidator.IsString() @ClassValidator.MaxLength(20) @ClassValidator.Matches(/^[a-z]+$/) slug!: string;
      @ClassValidator.IsEnum(Size) size!: Size;
      @ClassValidator.IsOptional() @ClassValidator.IsNumber() @ClassValidator.Min(0) @ClassValidator.Max(10) weight?: number;
      @ClassValidator.IsArray() @ClassValidator.ArrayMaxSize(3) @ClassValidator.IsEmail({}, { each: true }) owners!: string[];
    }
    class Shelf {
      @Tool() ours(@Args() input: OursInput): string {
        return input.slug;
      }
      @Tool() theirs(@Args() input: TheirsInput): string {
        return input.slug;
      }
    }
    const server = recordServer(createServer({ name: 'shelf', version: '1', classes: [Shelf] }));
    const raw = await openRawSession(server);
    try {
      await raw.initialize('2025-11-25');
      const listed = (await raw.request('tools/list')).result as { tools: { name: string; inputSchema: object }[] };
      const [ours, theirs] = ['ours', 'theirs'].map((name) => listed.tools.find((t) => t.name === name)!.inputSchema);
      expect(ours).to.deep.equal(theirs);
      expect(ours).to.have.nested.property('properties.owners.items.format', 'email');
      await raw.close();
    } finally {
      await server.close();
    }
  });

  it('serves DTOs without loading class-validator\'s root or libphonenumber-js until a rule only class-validator can check is called', function () {
    this.timeout(20_000);
    const report = JSON.parse(execFileSync(process.execPath, [join(here, '../fixtures/validation/lazy-dto-server.js')], { encoding: 'utf8' })) as Record<string, { result?: { isError?: boolean; content?: { text: string }[] } } & string[]>;
    for (const moment of ['afterList', 'afterExact'] as const) expect(report[moment], moment).to.not.include.members(['class-validator root']).and.not.include('libphonenumber-js');
    expect(report.afterRuntime).to.include('class-validator root');
    expect(report.exact!.result).to.deep.include({ content: [{ type: 'text', text: 'welcome Ada' }] });
    expect(report.refused!.result!.isError).to.equal(true);
    expect(report.refused!.result!.content![0]!.text).to.match(/email/);
    expect(report.weak!.result!.isError).to.equal(true);
    expect(report.weak!.result!.content![0]!.text).to.match(/secret: is not strong enough/);
    expect(report.strong!.result!.isError).to.not.equal(true);
  });
});
