import { expect } from 'chai';
import { IsBoolean, IsInt, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { Args, Int, Param, Tool } from '../../lib/index.js';
import { bindArguments } from '../../lib/binding/bind-arguments.js';
import { scan } from '../../lib/model/index.js';
import { LENIENT_JSON } from '../../lib/binding/lenient-json.js';

class Filter { @IsInt() min!: number; @IsBoolean() open!: boolean; }
class Query { @IsString() text!: string; @ValidateNested() @Type(() => Filter) filter!: Filter; @IsInt({ each: true }) @Type(() => Number) pages!: number[]; }

describe('binding/lenient-json', () => {
  it('parses JSON inside strings only where the type asks for numbers, booleans, objects or lists', () => {
    expect(LENIENT_JSON.leaf({ kind: 'integer' })!('5')).to.equal(5);
    expect(LENIENT_JSON.leaf({ kind: 'number' })!('-0.5e1')).to.equal(-5);
    expect(LENIENT_JSON.leaf({ kind: 'number' })!('0x10')).to.equal('0x10');
    expect(LENIENT_JSON.leaf({ kind: 'number' })!(' 5')).to.equal(' 5');
    expect(LENIENT_JSON.leaf({ kind: 'boolean' })!('false')).to.equal(false);
    expect(LENIENT_JSON.leaf({ kind: 'array', items: { kind: 'string' } })!('["a"]')).to.deep.equal(['a']);
    expect(LENIENT_JSON.leaf({ kind: 'array', items: { kind: 'string' } })!('{"a":1}')).to.equal('{"a":1}');
    expect(LENIENT_JSON.leaf({ kind: 'record', values: { kind: 'json' }, delivery: 'object' })!('{"a":1}')).to.deep.equal({ a: 1 });
    expect(LENIENT_JSON.leaf({ kind: 'enum', values: [1, 2] })!('2')).to.equal(2);
    for (const kind of ['string', 'json', 'date'] as const) expect(LENIENT_JSON.leaf({ kind }), kind).to.equal(undefined);
  });

  it('lets a lenient tool take "5" for an integer and "{…}" for an object, nested ones included, but never a number for a string', async () => {
    class Tools {
      @Tool({ lenientArguments: true }) page(@Param('n', { type: () => Int }) n: number, @Param('label') label: string): string { return `${n}${label}`; }
      @Tool({ lenientArguments: true }) search(@Args() query: Query): number { return query.filter.min; }
      @Tool() strict(@Param('n', { type: () => Int }) n: number): number { return n; }
    }
    const [page, search, strict] = scan([Tools]).tools;
    expect(await bindArguments(page!, { n: '5', label: '7' })).to.deep.equal({ ok: true, args: [5, '7'] });
    expect(await bindArguments(page!, { n: 5, label: 7 })).to.deep.equal({ ok: false, issues: [{ path: 'label', message: 'must be string' }] });
    const bound = await bindArguments(search!, '{"text":"tea","filter":"{\\"min\\":\\"2\\",\\"open\\":\\"true\\"}","pages":"[1,\\"2\\"]"}');
    expect(bound.ok).to.equal(true);
    const query = (bound as { ok: true; args: readonly Query[] }).args[0]!;
    expect(query.filter).to.be.instanceOf(Filter);
    expect([query.filter.min, query.filter.open, query.pages]).to.deep.equal([2, true, [1, 2]]);
    expect(await bindArguments(strict!, { n: '5' })).to.deep.equal({ ok: false, issues: [{ path: 'n', message: 'must be integer' }] });
  });

  it('guards what it parses like any other input', async () => {
    class Tools { @Tool({ lenientArguments: true }) search(@Args() query: Query): number { return query.filter.min; } }
    const tool = scan([Tools]).tools[0]!;
    expect(await bindArguments(tool, { text: 'x', filter: '{"__proto__":{"polluted":1},"min":1,"open":true}', pages: [] })).to.deep.equal({ ok: false, issues: [{ path: 'filter.__proto__', message: 'is a forbidden key' }] });
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
