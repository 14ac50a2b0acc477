import { createServer, skills, tasks, type DecoratedMcpServer } from 'mcp-decorators';
import { AcmeTools } from './acme-tools.js';
import { AcmeSkills, ContactExport } from './contact-export.js';
import { SqliteCustomerRepository } from './sqlite-customer-repository.js';

/** Where the acme-tools database lives unless told otherwise: ACME_DB, or acme-tools.db in the working folder. */
export function defaultDatabasePath(): string {
  return process.env.ACME_DB ?? 'acme-tools.db';
}

/**
 * The acme-tools server: three tools on a SQLite customer database, and a long-running export that runs as a task.
 * `database` is a file path, or ':memory:' for a database that lives as long as the process.
 */
export function createAcmeServer(options: { readonly database?: string } = {}): DecoratedMcpServer {
  const repository = new SqliteCustomerRepository({ path: options.database ?? defaultDatabasePath() });
  return createServer({
    name: 'acme-tools',
    title: 'Acme tools',
    version: '1.0.0',
    instructions: 'Customer lookups and contact management for Acme, plus a calculator. Find a customer with search_customers before adding contacts.',
    classes: [new AcmeTools(repository), new ContactExport(repository)],
    extensions: [tasks(), skills({ classes: [AcmeSkills] })],
  });
}

export default createAcmeServer;
