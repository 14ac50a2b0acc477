// Every type written out, for toolchains that emit no design metadata (docs/guide/without-metadata.md includes it by
// region). Run by test/docs/examples/without-metadata.spec.ts, compiled by esbuild (no metadata) and by tsc.
// #region explicit
import { IsInt, IsOptional, IsString, Length, Min } from 'class-validator';
import { Args, Ctx, Field, Param, Tool, type McpContext } from 'mcp-decorators';

export class NewContact {
  @IsString() @Length(1, 50) name!: string;
  @IsOptional() @IsInt() @Min(0) age?: number;
  @Field({ type: () => Boolean }) @IsOptional() vip?: boolean;
}

export class ContactTools {
  @Tool() add(@Param('a', { type: () => Number }) a: number, @Param('b', { type: () => Number }) b: number): number { return a + b; }
  @Tool() add_contact(@Args({ type: () => NewContact }) contact: NewContact, @Ctx() ctx: McpContext): string { return contact.name; }
}
// #endregion explicit
