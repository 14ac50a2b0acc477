import { expect } from 'chai';
import { ArrayMaxSize, IsEmail, IsEnum, IsInt, IsOptional, IsString, Length, Matches, Max, Min, ValidateNested, IsIn, IsUrl, IsPositive, ArrayNotEmpty, IsBoolean } from 'class-validator';
import { Type } from 'class-transformer';
import { AnyJson, Args, Field, Int, Param, Tool } from '../../lib/index.js';
import { inputSchemaFor, outputSchemaFor, scan } from '../../lib/model/index.js';
import { record, recordModel } from '../support/emitted-schemas.js';
import { lengthConstraints } from '../../lib/schema/string-length.js';

enum Color { Red = 'red', Green = 'green' }
enum Level { Low = 1, High = 2 }

class Waypoint {
  @IsString() @Field({ description: 'Place name' }) name!: string;
  @Min(-90) @Max(90) lat!: number;
  @IsOptional() @IsInt() elevation?: number;
}

class TreeNode {
  @IsString() label!: string;
  @IsOptional() @ValidateNested({ each: true }) @Type(() => TreeNode) children?: TreeNode[];
}

class Signup {
  @IsString() @Length(1, 50) name!: string;
  @IsEmail() email!: string;
  @IsOptional() @IsUrl() site?: string;
  @IsEnum(Color) color!: Color;
  @IsIn(['a', 'b']) letter!: string;
  @IsPositive() age!: number;
  @IsString({ each: true }) @ArrayNotEmpty() @ArrayMaxSize(3) tags!: string[];
  @Matches(/^[A-Z]{3}$/) code!: string;
  @ValidateNested() @Type(() => Waypoint) home!: Waypoint;
  @IsBoolean() @Field({ nullable: true, description: 'Opted in' }) optIn!: boolean | null;
}

function toolOf(cls: new () => object, name: string) {
  const model = recordModel(scan([cls]));
  const tool = model.tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
}

describe('schema/input-schema-for', () => {
  it('maps primitives, Int, enums, arrays and optional parameters', () => {
    class T {
      @Tool()
      run(
        @Param('s') s: string,
        @Param('n') n: number,
        @Param('i', { type: () => Int }) i: number,
        @Param('b') b: boolean,
        @Param('d') d: Date,
        @Param('color', { enum: Color }) color: Color,
        @Param('level', { type: () => Level }) level: Level,
        @Param('tags', { type: () => [String] }) tags: string[],
        @Param('grid', { type: () => [[Int]] }) grid: number[][],
        @Param('any', { type: () => AnyJson, optional: true }) any?: unknown,
      ): string {
        return [s, n, i, b, d, color, level, tags, grid, any].join();
      }
    }
    expect(inputSchemaFor(toolOf(T, 'run'))).to.deep.equal({
      type: 'object',
      properties: {
        s: { type: 'string' },
        n: { type: 'number' },
        i: { type: 'integer' },
        b: { type: 'boolean' },
        d: { type: 'string', format: 'date-time' },
        color: { enum: ['red', 'green'], type: 'string' },
        level: { enum: [1, 2], type: 'integer' },
        tags: { type: 'array', items: { type: 'string' } },
        grid: { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
        any: {},
      },
      required: ['s', 'n', 'i', 'b', 'd', 'color', 'level', 'tags', 'grid'],
      additionalProperties: false,
    });
  });

  it('writes nullable, default, description, examples and bounds', () => {
    class T {
      @Tool()
      run(
        @Param('q', { description: 'Query', minLength: 2, maxLength: 9, pattern: '^[a-z]+$', examples: ['abc'] }) q: string,
        @Param('limit', { type: () => Int, minimum: 1, maximum: 50, default: 10 }) limit: number,
        @Param('note', { type: () => String, nullable: true, optional: true }) note?: string | null,
      ): string {
        return `${q}${limit}${note}`;
      }
    }
    const schema = inputSchemaFor(toolOf(T, 'run'));
    expect(schema.properties).to.deep.equal({
      q: { type: 'string', minLength: 2, maxLength: 9, pattern: '^[a-z]+$', description: 'Query', examples: ['abc'] },
      limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
      note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    });
    expect(schema.required).to.deep.equal(['q']);
  });

  it('maps a class-validator DTO per the decorator table, nested classes as $defs', () => {
    class T {
      @Tool() signup(@Args() input: Signup): string {
        return input.name;
      }
    }
    const schema = inputSchemaFor(toolOf(T, 'signup'));
    expect(schema).to.deep.equal({
      type: 'object',
      properties: {
        // validator.js counts "❤️" as one character and JSON Schema's maxLength as two: the exact bound is a pattern.
        name: { type: 'string', minLength: 1, pattern: lengthConstraints(1, 50)!.pattern! },
        email: { type: 'string', format: 'email' },
        // validator.js's isURL takes "example.com" and ftp:, which no standard format does: class-validator judges.
        site: { type: 'string' },
        color: { enum: ['red', 'green'], type: 'string' },
        letter: { type: 'string', enum: ['a', 'b'] },
        age: { type: 'number', exclusiveMinimum: 0 },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
        code: { type: 'string', pattern: '^[A-Z]{3}$' },
        home: { $ref: '#/$defs/Waypoint' },
        optIn: { anyOf: [{ type: 'boolean' }, { type: 'null' }], description: 'Opted in' },
      },
      required: ['name', 'email', 'color', 'letter', 'age', 'tags', 'code', 'home', 'optIn'],
      additionalProperties: false,
      $defs: {
        Waypoint: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'Place name' },
            lat: { type: 'number', minimum: -90, maximum: 90 },
            elevation: { type: 'integer' },
          },
          required: ['name', 'lat'],
          additionalProperties: false,
        },
      },
    });
  });

  it('handles recursive DTOs with refs that never dangle', () => {
    class T {
      @Tool() tree(@Param('root') root: TreeNode): string {
        return root.label;
      }
    }
    const schema = inputSchemaFor(toolOf(T, 'tree'));
    expect(schema.properties).to.deep.equal({ root: { $ref: '#/$defs/TreeNode' } });
    expect(schema.$defs).to.deep.equal({
      TreeNode: {
        type: 'object',
        properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/TreeNode' } } },
        required: ['label'],
        additionalProperties: false,
      },
    });
  });

  it('names two different classes of the same name apart', () => {
    const makeA = () => { class Item { @IsString() a!: string; } return Item; };
    const makeB = () => { class Item { @IsInt() b!: number; } return Item; };
    const A = makeA();
    const B = makeB();
    class T {
      @Tool() both(@Param('a', { type: () => A }) a: object, @Param('b', { type: () => B }) b: object): string {
        return String([a, b]);
      }
    }
    const schema = inputSchemaFor(toolOf(T, 'both'));
    expect(schema.properties).to.deep.equal({ a: { $ref: '#/$defs/Item' }, b: { $ref: '#/$defs/Item_2' } });
    expect(Object.keys(schema.$defs as object)).to.deep.equal(['Item', 'Item_2']);
  });

  it('builds the output schema from the declared output type, left open', () => {
    class Out { @IsString() text!: string; @IsOptional() @IsInt() count?: number; }
    class T {
      @Tool({ output: Out }) a(): Out { return { text: 'x' }; }
      @Tool({ output: () => Out }) b(): Out { return { text: 'y' }; }
    }
    const model = recordModel(scan([T]));
    const expected = { type: 'object', properties: { text: { type: 'string' }, count: { type: 'integer' } }, required: ['text'] };
    expect(outputSchemaFor(model.tools[0]!)).to.deep.equal(expected);
    expect(outputSchemaFor(model.tools[1]!)).to.deep.equal(expected);
  });

  it('is pure: the same descriptor gives equal JSON every time', () => {
    class T { @Tool() a(@Param('w') w: Waypoint): string { return w.name; } }
    const tool = toolOf(T, 'a');
    expect(record('repeat', inputSchemaFor(tool))).to.deep.equal(inputSchemaFor(tool));
  });
});
