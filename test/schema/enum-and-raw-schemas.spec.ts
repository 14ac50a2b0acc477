import { expect } from 'chai';
import { IsString } from 'class-validator';
import { Args, Field, Param, Tool, type JsonObject } from '../../lib/index.js';
import { bindArguments } from '../../lib/binding/bind-arguments.js';
import { inputSchemaFor, scan } from '../../lib/model/index.js';
import { recordModel } from '../support/emitted-schemas.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

const RAW: JsonObject = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: { address: { $anchor: 'addressDef', type: 'object', properties: { street: { type: 'string' } } } },
  properties: { name: { type: 'string' }, address: { $ref: '#/$defs/address' }, phone: { type: 'string' }, email: { type: 'string' } },
  allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
  additionalProperties: false,
};

describe('schema: enum titles and hand-written input schemas', () => {
  it('emits untitled and titled (oneOf const/title) single choices and multi-choice arrays; legacy enumNames become titles in a tool', () => {
    class Choices {
      @Field({ enum: ['a', 'b'] }) untitled!: string;
      @Field({ enum: ['a', 'b'], enumTitles: ['Option A', 'Option B'] }) titled!: string;
      @Field({ enum: ['a', 'b'], enumNames: ['Option A', 'Option B'] }) legacy!: string;
      @Field({ enum: ['a', 'b'] }) untitledMulti!: string[];
      @Field({ enum: ['a', 'b'], enumTitles: ['Option A', 'Option B'], type: () => [String] }) titledMulti!: string[];
    }
    class T { @Tool() pick(@Args() choices: Choices): string { return JSON.stringify(choices); } }
    const tool = recordModel(scan([T])).tools[0]!;
    expect(inputSchemaFor(tool).properties).to.deep.equal({
      untitled: { enum: ['a', 'b'], type: 'string' },
      titled: { type: 'string', oneOf: [{ const: 'a', title: 'Option A' }, { const: 'b', title: 'Option B' }] },
      legacy: { type: 'string', oneOf: [{ const: 'a', title: 'Option A' }, { const: 'b', title: 'Option B' }] },
      untitledMulti: { type: 'array', items: { enum: ['a', 'b'], type: 'string' } },
      titledMulti: { type: 'array', items: { anyOf: [{ const: 'a', title: 'Option A' }, { const: 'b', title: 'Option B' }] } },
    });
  });

  it('keeps tool schemas to standard keywords: they compile under strict Ajv2020 that knows no MCP extension', () => {
    class Choices { @Field({ enum: ['a', 'b'], enumNames: ['Option A', 'Option B'] }) legacy!: string; }
    class T { @Tool() pick(@Args() choices: Choices): string { return choices.legacy; } }
    const schema = inputSchemaFor(scan([T]).tools[0]!);
    expect(JSON.stringify(schema)).to.not.include('enumNames');
    expect(() => addFormats(new Ajv2020({ strict: true })).compile(schema)).to.not.throw();
  });

  it('refuses titles that do not pair up with the values', () => {
    class Bad { @Field({ enum: ['a', 'b'], enumTitles: ['only one'] }) x!: string; @IsString() y!: string; }
    class T { @Tool() go(@Args() b: Bad): string { return b.y; } }
    expect(() => scan([T])).to.throw('enumTitles has 1 entries for 2 enum values at Bad.x');
  });

  it('sends a hand-written inputSchema verbatim and validates arguments against it', async () => {
    class T {
      @Tool({ description: 'contact', inputSchema: RAW })
      contact(@Args() args: Record<string, unknown>): string { return JSON.stringify(args); }
    }
    const tool = scan([T]).tools[0]!;
    expect(inputSchemaFor(tool)).to.deep.equal(RAW);
    expect(await bindArguments(tool, { name: 'Ada', email: 'ada@example.com' })).to.deep.equal({ ok: true, args: [{ name: 'Ada', email: 'ada@example.com' }] });
    const refused = await bindArguments(tool, { name: 'Ada', fax: '1' });
    expect(refused.ok).to.equal(false);
    expect(!refused.ok && refused.issues.map((i) => i.path)).to.include('fax');
  });

  it('refuses @Param on a tool with a hand-written schema, and a schema whose root is not an object', () => {
    class WithParam { @Tool({ inputSchema: RAW }) go(@Param('name') name: string): string { return name; } }
    expect(() => scan([WithParam])).to.throw('a tool with a hand-written inputSchema binds its arguments with @Param at WithParam.go(#0)');
    class NotObject { @Tool({ inputSchema: { type: 'array' } }) go(): string { return ''; } }
    expect(() => scan([NotObject])).to.throw('the inputSchema option is not an object schema at NotObject.go');
  });
});
