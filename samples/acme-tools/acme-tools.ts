import { IsEmail, IsNumber, IsString } from 'mcp-decorators/validation';
import { Field, Int, Param, Tool, ToolError, untrusted } from 'mcp-decorators';
import { evaluateExpression } from './expression-evaluator.js';
import { UnknownCustomerError, type Contact, type CustomerRepository } from './customer-repository.js';

/** The answer calculate gives: the expression as received and its value. */
export class Calculation {
  @IsString() @Field({ description: 'The expression that was evaluated' }) expression!: string;
  @IsNumber() @Field({ description: 'Its value' }) result!: number;
}

/** The record add_contact creates. */
export class CreatedContact {
  @IsString() @Field({ description: 'New contact id, e.g. CONTACT-1' }) id!: string;
  @IsString() @Field({ description: 'Customer the person works for' }) customerId!: string;
  @IsString() name!: string;
  @IsEmail() email!: string;
}

const MAX_LIMIT = 50;
const DEFAULT_LIMIT = 10;
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** Where customer names come from; anyone who can edit a customer record writes what the model reads there. */
export const CUSTOMER_NAMES = 'acme customers database';

/** Thrown by a tool to hand the model a message it can act on; the framework turns it into an isError result. */
export class ToolRefusal extends ToolError {}

/**
 * The acme-tools server: a calculator, a customer search and a way to add contacts.
 * Every tool says what it will not do, so the model does not reach for the wrong one.
 */
export class AcmeTools {
  constructor(private readonly customers: CustomerRepository) {}

  @Tool({
    title: 'Calculator',
    description:
      'Works out an arithmetic expression and returns its value. Understands + - * / ^ (power), brackets, and the functions ' +
      'sqrt, abs, floor, ceil and round(value, places), e.g. "2^10" or "round(3.14159, 2)". For maths only: it has no ' +
      'exchange rates, so it cannot convert currencies.',
    annotations: { readOnlyHint: true, openWorldHint: false },
    output: Calculation,
  })
  calculate(@Param('expression', { description: 'The arithmetic expression to work out' }) expression: string): Calculation {
    if (expression.trim() === '') throw new ToolRefusal("'expression' must not be blank");
    try {
      return { expression, result: evaluateExpression(expression) };
    } catch (error) {
      throw new ToolRefusal(`Invalid expression: ${(error as Error).message}`);
    }
  }

  @Tool({
    name: 'search_customers',
    title: 'Search customers',
    description:
      'Looks customers up by name, email address or customer id (a contact\'s name or email finds their company too). ' +
      `Returns a JSON list of matches with id, name, email and accountStatus. Meant for finding a customer, not for ` +
      `exporting the database: at most ${MAX_LIMIT} results come back.`,
    annotations: { readOnlyHint: true, openWorldHint: false },
    // Hosts that render views show the result in the customer card (customer-card.ts); others get the JSON text.
    ui: 'customer_card',
  })
  async searchCustomers(
    @Param('query', { description: 'What to look for: part of a name or email address, or a customer id' }) query: string,
    @Param('limit', { type: () => Int, description: 'Most results to return', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT }) limit: number,
  ): Promise<string> {
    if (query.trim() === '') throw new ToolRefusal("'query' must not be blank");
    const capped = Math.min(Math.max(Math.trunc(limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
    // A customer's name is whatever was typed into the record: cleaned and labelled as data, not the tool's words.
    const found = await this.customers.search(query, capped);
    return JSON.stringify(found.map((customer) => ({ ...customer, name: untrusted(customer.name, { source: CUSTOMER_NAMES }) })));
  }

  @Tool({
    name: 'add_contact',
    title: 'Add contact',
    description:
      'Records a person as a contact at an existing customer and returns the new record. Customers are companies; ' +
      'contacts are the people who work there. It needs the customer id, so find the customer with search_customers ' +
      'first. It never creates customers and does not look for duplicates: calling it twice adds the person twice.',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    output: CreatedContact,
  })
  async addContact(
    @Param('customerId', { description: "Id of the customer the person works for, e.g. 'CUST-2'" }) customerId: string,
    @Param('name', { description: "The person's full name, e.g. 'Dana Wu'" }) name: string,
    @Param('email', { format: 'email', description: "The person's email address" }) email: string,
  ): Promise<Contact> {
    if (customerId.trim() === '' || name.trim() === '') throw new ToolRefusal("'customerId' and 'name' must not be blank");
    if (!EMAIL_SHAPE.test(email.trim())) throw new ToolRefusal(`'${email}' is not a valid email address`);
    try {
      return await this.customers.addContact(customerId.trim(), name.trim(), email.trim());
    } catch (error) {
      if (error instanceof UnknownCustomerError) {
        throw new ToolRefusal(`No customer with id '${customerId}'. Use search_customers to find the right one.`);
      }
      throw error;
    }
  }
}
