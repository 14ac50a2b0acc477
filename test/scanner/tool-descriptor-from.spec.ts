import { expect } from 'chai';
import { IsInt, IsString } from 'class-validator';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { UnsupportedTypeError } from '../../lib/errors/unsupported-type.error.js';
import { toolDescriptorFrom } from '../../lib/scanner/tool-descriptor-from.js';
import { memberOf, scanContext } from '../support/scan-context.js';
import { createValidatorCompiler, type ValidatorCompiler } from '../../lib/binding/create-validator-compiler.js';

class Forecast { @IsInt() celsius!: number; }
class Query { @IsString() city!: string; }
const rawSchema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };

class Weather {
  @Tool({ output: Forecast, annotations: { readOnlyHint: true } })
  forecast(@Param('city') city: string): Forecast { return { celsius: city.length }; }

  @Tool() search(@Args() query: Query): string { return query.city; }

  @Tool({ inputSchema: rawSchema }) raw(@Args() input: { q: string }): string { return input.q; }
}

describe('scanner/tool-descriptor-from', () => {
  const instance = new Weather();

  it('describes a @Param tool, binds its arguments and checks its structured output against the declared type', async () => {
    const tool = toolDescriptorFrom(memberOf(Weather, 'forecast'), instance, scanContext());
    expect(tool).to.deep.include({ kind: 'tool', name: 'forecast', member: 'Weather.forecast', annotations: { readOnlyHint: true }, arity: 1 });
    expect(tool.input.kind).to.equal('params');
    expect(tool.output).to.deep.include({ kind: 'object', name: 'Forecast' });
    expect(await tool.bind({ city: 'Oslo' })).to.deep.equal({ ok: true, args: ['Oslo'] });
    expect(tool.checkOutput!({ celsius: 4 })).to.deep.equal([]);
    expect(tool.checkOutput!({ celsius: 'warm' }).map((i) => i.path)).to.deep.equal(['celsius']);
    expect(tool.invoke(['Oslo'])).to.deep.equal({ celsius: 4 });
  });

  it('describes an @Args tool by its DTO, and a hand-written schema as a copy', async () => {
    const dto = toolDescriptorFrom(memberOf(Weather, 'search'), instance, scanContext());
    expect(dto.input).to.deep.include({ kind: 'dto', index: 0 });
    expect(dto.checkOutput).to.equal(undefined);
    const raw = toolDescriptorFrom(memberOf(Weather, 'raw'), instance, scanContext());
    expect(raw.input).to.deep.equal({ kind: 'raw', schema: rawSchema, index: 0 });
    expect((raw.input as { schema: object }).schema).to.not.equal(rawSchema);
    expect((await raw.bind({})).ok).to.equal(false);
    expect(await raw.bind({ q: 'x' })).to.deep.equal({ ok: true, args: [{ q: 'x' }] });
  });

  it('gives the tools of one scan that take the same DTO one check, compiled on its first use; a refusal names each tool', async () => {
    class Twice {
      @Tool() first(@Args() query: Query): string { return query.city; }
      @Tool() second(@Args() query: Query): string { return query.city; }
    }
    const real = createValidatorCompiler();
    let prepared = 0;
    let compiled = 0;
    const counting: ValidatorCompiler = { ...real, compileLazily: (schema) => {
      prepared++;
      const check = real.compileLazily(schema);
      let first = true;
      return (value) => {
        if (first) compiled++;
        first = false;
        return check(value);
      };
    } };
    const context = scanContext({ compiler: counting });
    const [first, second] = ['first', 'second'].map((key) => toolDescriptorFrom(memberOf(Twice, key), new Twice(), context));
    expect([prepared, compiled]).to.deep.equal([1, 0]);
    expect(await first!.bind({ city: 'Oslo' })).to.deep.include({ ok: true });
    expect((await second!.bind({ city: 7 })).ok).to.equal(false);
    expect([prepared, compiled]).to.deep.equal([1, 1]);
    // Another scan prepares its own.
    toolDescriptorFrom(memberOf(Twice, 'first'), new Twice(), scanContext({ compiler: counting }));
    expect(prepared).to.equal(2);
    // A schema the compiler refuses is refused at scan, for every tool that takes it (nothing is kept of a refusal).
    const refusing = scanContext({ compiler: { ...real, compileLazily: () => { throw new Error('unknown format "emial"'); } } });
    for (const key of ['first', 'second']) {
      expect(() => toolDescriptorFrom(memberOf(Twice, key), new Twice(), refusing)).to.throw(UnsupportedTypeError, new RegExp(`the argument schema does not compile \\(unknown format "emial"\\) at Twice\\.${key}\\.`));
    }
  });

  it('marks a tool strict when the scan profile is strict', () => {
    const tool = toolDescriptorFrom(memberOf(Weather, 'forecast'), instance, scanContext({ profile: 'strict' }));
    expect(tool.profile).to.equal('strict');
    expect(toolDescriptorFrom(memberOf(Weather, 'forecast'), instance, scanContext())).to.not.have.property('profile');
  });

  it('refuses mixed bindings, a non-object raw schema, @Param beside a raw schema and a non-object output', () => {
    class Mixed { @Tool() t(@Args() q: Query, @Param('x') x: string): string { return q.city + x; } }
    expect(() => toolDescriptorFrom(memberOf(Mixed, 't'), new Mixed(), scanContext())).to.throw(InvalidDecoratorOptionError, '@Args() is combined with other argument bindings at Mixed.t(#0). A tool takes either one @Args() DTO or @Param()s, not both.');
    class ArrayRaw { @Tool({ inputSchema: { type: 'array' } }) t(): string { return ''; } }
    expect(() => toolDescriptorFrom(memberOf(ArrayRaw, 't'), new ArrayRaw(), scanContext())).to.throw(UnsupportedTypeError, 'the inputSchema option is not an object schema at ArrayRaw.t. Give a JSON Schema whose root has type: "object".');
    class RawParam { @Tool({ inputSchema: rawSchema }) t(@Param('q') q: string): string { return q; } }
    expect(() => toolDescriptorFrom(memberOf(RawParam, 't'), new RawParam(), scanContext())).to.throw(InvalidDecoratorOptionError, 'a tool with a hand-written inputSchema binds its arguments with @Param');
    class ListOut { @Tool({ output: () => [String] }) t(): string[] { return []; } }
    expect(() => toolDescriptorFrom(memberOf(ListOut, 't'), new ListOut(), scanContext())).to.throw(UnsupportedTypeError, 'the output type is array, but MCP output schemas describe objects');
    class Scalar { @Tool() t(@Args({ type: () => String }) s: string): string { return s; } }
    expect(() => toolDescriptorFrom(memberOf(Scalar, 't'), new Scalar(), scanContext())).to.throw(UnsupportedTypeError, '@Args() needs a DTO class, got string');
  });
});
