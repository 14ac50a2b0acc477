import 'reflect-metadata';
import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsEnum, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import type { Args, Param, Tool } from '../lib/index.js';

// The cold start's DTO toolset: what an application's own DTO module looks like (it imports class-validator itself).
// It imports nothing of the framework, so the benchmark can time node + this module alone: class-validator's share.

enum Plan { Free = 'free', Pro = 'pro', Team = 'team' }

/** A user to create. */
export class NewUser {
  @IsString() @Length(1, 50) name!: string;
  @IsEmail() email!: string;
  @IsInt() @Min(0) @Max(150) age!: number;
  @IsEnum(Plan) plan!: Plan;
  @IsOptional() @IsBoolean() active?: boolean;
}

/** A postal address. */
export class Address {
  @IsString() @MaxLength(100) street!: string;
  @IsString() @MaxLength(60) city!: string;
  @IsString() @Matches(/^[0-9A-Z -]{3,10}$/) postcode!: string;
  @IsString() @Length(2, 2) country!: string;
}

/** An order line. */
export class OrderLine {
  @IsString() @Length(1, 40) sku!: string;
  @IsInt() @Min(1) @Max(999) quantity!: number;
  @IsNumber() @Min(0) price!: number;
}

/** A search. */
export class Search {
  @IsString() @Length(1, 200) query!: string;
  @IsOptional() @IsInt() @Min(1) @Max(100) limit?: number;
  @IsOptional() @IsIn(['relevance', 'date', 'name']) sort?: string;
}

/** A note with tags. */
export class Note {
  @IsString() @MaxLength(2000) body!: string;
  @IsArray() @ArrayMaxSize(10) @IsString({ each: true }) tags!: string[];
  @IsOptional() @IsBoolean() pinned?: boolean;
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
