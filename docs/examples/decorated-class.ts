// The README's decorated class, line for line (test/docs/readme.spec.ts holds the README's block equal to the two
// regions below). Run by test/docs/examples/decorated-class.spec.ts.
// #region readme
import { IsEmail, IsString } from 'mcp-decorators/validation'; // class-validator's rules, each loaded alone
import { Args, Int, Param, Tool, createServer, serveStdio } from 'mcp-decorators';
import { inputSchemaFor, scan } from 'mcp-decorators/model';

class NewContact {
  @IsString() customerId!: string;
  @IsString() name!: string;
  @IsEmail() email!: string;
}

class CustomerTools {
  @Tool({ description: 'Find customers by name, email or id', annotations: { readOnlyHint: true } })
  searchCustomers(                                       // tool name: search_customers
    @Param('query', { description: 'Text to look for' }) query: string,
    @Param('limit', { type: () => Int, minimum: 1, maximum: 50, default: 10 }) limit: number,
  ): string {
    return `${query} (${limit})`;
  }

  @Tool({ name: 'add_contact' })
  add(@Args() contact: NewContact): string {           // the whole arguments object as one DTO
    return contact.email;
  }
}

const model = scan([CustomerTools]);
inputSchemaFor(model.tools[0]);
// { type: 'object', properties: { query: {...}, limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
//   required: ['query'], additionalProperties: false }

const server = createServer({ name: 'customers', version: '1.0.0', classes: [CustomerTools] });
// #endregion readme

export { CustomerTools, model, server };

/** The README's last line: serves the server on this process's stdin/stdout. */
export async function serve(): Promise<void> {
  // #region readme-serve
  await serveStdio(server);                                // or connectInMemory(server) in tests
  // #endregion readme-serve
}
