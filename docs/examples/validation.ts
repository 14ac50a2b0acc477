// A DTO whose rules come from mcp-decorators/validation (docs/guide/validation.md includes it by region). Run by
// test/docs/examples/validation.spec.ts.
// #region validation
import { IsEmail, IsOptional, IsString, Length } from 'mcp-decorators/validation';
import { Args, Tool } from 'mcp-decorators';

export class NewContact {
  @IsString() @Length(1, 80) name!: string;
  @IsEmail() email!: string;
  @IsOptional() @IsString() company?: string;
}

export class ContactTools {
  @Tool({ name: 'add_contact' })
  add(@Args() contact: NewContact): string {
    return `${contact.name} <${contact.email}>`;
  }
}
// #endregion validation
