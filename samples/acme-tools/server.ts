import { apps, createServer, skills, tasks, type DecoratedMcpServer, type ServerOptions } from 'mcp-decorators';
import { AcmeTools } from './acme-tools.js';
import { CustomerCard } from './customer-card.js';
import { AcmeSkills, ContactExport } from './contact-export.js';
import { SqliteCustomerRepository } from './sqlite-customer-repository.js';

/** Where the acme-tools database lives unless told otherwise: ACME_DB, or acme-tools.db in the working folder. */
export function defaultDatabasePath(): string {
  return process.env.ACME_DB ?? 'acme-tools.db';
}

/**
 * The acme-tools server: three tools on a SQLite customer database, a long-running export that runs as a task,
 * and a customer card view (MCP Apps) for search_customers with the app-only tool its button calls.
 * `database` is a file path, or ':memory:' for a database that lives as long as the process; `diagnostics` as in
 * createServer (tests pass silentDiagnostics).
 */
export function createAcmeServer(options: { readonly database?: string; readonly diagnostics?: ServerOptions['diagnostics'] } = {}): DecoratedMcpServer {
  const repository = new SqliteCustomerRepository({ path: options.database ?? defaultDatabasePath() });
  return createServer({
    name: 'acme-tools',
    title: 'Acme tools',
    version: '1.0.0',
    instructions: 'Customer lookups and contact management for Acme, plus a calculator. Find a customer with search_customers before adding contacts.',
    classes: [new AcmeTools(repository), new ContactExport(repository), new CustomerCard(repository)],
    extensions: [tasks(), skills({ classes: [AcmeSkills] }), apps()],
    ...(options.diagnostics === undefined ? {} : { diagnostics: options.diagnostics }),
  });
}

export default createAcmeServer;
