import 'reflect-metadata';
import type * as ClassValidator from 'class-validator';
import type { Args, Param, Tool } from '../lib/index.js';

// The cold start's DTO toolset: what an application's own DTO module looks like. Its rules come from class-validator
// itself (the default) or, when MCPD_VALIDATION names mcp-decorators/validation's module, from the framework's
// decorators that load each rule's module alone. It imports nothing else of the framework, so the benchmark can time
// node + this module alone: the validation library's share.
const v = (await import(process.env.MCPD_VALIDATION ?? 'class-validator')) as Pick<typeof ClassValidator, 'ArrayMaxSize' | 'IsArray' | 'IsBoolean' | 'IsEmail' | 'IsEnum' | 'IsIn' | 'IsInt' | 'IsNumber' | 'IsOptional' | 'IsString' | 'Length' | 'Matches' | 'Max' | 'MaxLength' | 'Min'>;

enum Plan { Free = 'free', Pro = 'pro', Team = 'team' }

/** A user to create. */
export class NewUser {
  @v.IsString() @v.Length(1, 50) name!: string;
  @v.IsEmail() email!: string;
  @v.IsInt() @v.Min(0) @v.Max(150) age!: number;
  @v.IsEnum(Plan) plan!: Plan;
  @v.IsOptional() @v.IsBoolean() active?: boolean;
}

/** A postal address. */
export class Address {
  @v.IsString() @v.MaxLength(100) street!: string;
  @v.IsString() @v.MaxLength(60) city!: string;
  @v.IsString() @v.Matches(/^[0-9A-Z -]{3,10}$/) postcode!: string;
  @v.IsString() @v.Length(2, 2) country!: string;
}

/** An order line. */
export class OrderLine {
  @v.IsString() @v.Length(1, 40) sku!: string;
  @v.IsInt() @v.Min(1) @v.Max(999) quantity!: number;
  @v.IsNumber() @v.Min(0) price!: number;
}

/** A search. */
export class Search {
  @v.IsString() @v.Length(1, 200) query!: string;
  @v.IsOptional() @v.IsInt() @v.Min(1) @v.Max(100) limit?: number;
  @v.IsOptional() @v.IsIn(['relevance', 'date', 'name']) sort?: string;
}

/** A note with tags. */
export class Note {
  @v.IsString() @v.MaxLength(2000) body!: string;
  @v.IsArray() @v.ArrayMaxSize(10) @v.IsString({ each: true }) tags!: string[];
  @v.IsOptional() @v.IsBoolean() pinned?: boolean;
}

/** The DTO classes, in the order the tools take them. */
export const DTOS = [NewUser, Address, OrderLine, Search, Note] as const;

/** The decorators the tools are declared with: the compiled modules' or the bundle's. */
export interface DtoDecorators {
  readonly Args: typeof Args;
  readonly Param: typeof Param;
  readonly Tool: typeof Tool;
}

/**
 * A class with `count` tools: the even ones take one of the DTOs whole (`@Args() input: NewUser`…), the odd ones one
 * string field, decorated as the compiler would (a loop cannot write a hundred methods with decorators).
 */
export function dtoToolsClass(count: number, { Args, Param, Tool }: DtoDecorators): new () => object {
  class DtoTools {}
  const proto = DtoTools.prototype as unknown as Record<string, unknown>;
  for (let i = 0; i < count; i++) {
    const key = `tool_${i}`;
    proto[key] = function tool(input: unknown): string {
      return JSON.stringify(input);
    };
    if (i % 2 === 0) {
      Reflect.defineMetadata('design:paramtypes', [DTOS[(i / 2) % DTOS.length]], proto, key);
      Args()(proto, key, 0);
    } else {
      Reflect.defineMetadata('design:paramtypes', [String], proto, key);
      Param('text')(proto, key, 0);
    }
    Tool({ name: key, description: `Tool number ${i}` })(proto, key, Object.getOwnPropertyDescriptor(proto, key)!);
  }
  return DtoTools;
}
