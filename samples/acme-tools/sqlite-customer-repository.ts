import Database from 'better-sqlite3';
import { UnknownCustomerError, type Contact, type Customer, type CustomerRepository } from './customer-repository.js';
import type { ContactSource } from './contact-export.js';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS customers (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    account_status TEXT NOT NULL CHECK (account_status IN ('ACTIVE','SUSPENDED'))
  );
  CREATE TABLE IF NOT EXISTS contacts (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    name TEXT NOT NULL,
    email TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS contacts_customer_id ON contacts(customer_id);
`;

const SEED: readonly Customer[] = [
  { id: 'CUST-1', name: 'Acme Corp', email: 'contact@acme.example', accountStatus: 'ACTIVE' },
  { id: 'CUST-2', name: 'Globex Industries', email: 'contact@globex.example', accountStatus: 'ACTIVE' },
  { id: 'CUST-3', name: 'Stark Holdings Ltd', email: 'contact@stark.example', accountStatus: 'SUSPENDED' },
];

// LIKE is case-insensitive for ASCII in SQLite; the id is compared whole, ignoring case.
const SEARCH = `
  SELECT c.id AS id, c.name AS name, c.email AS email, c.account_status AS accountStatus
  FROM customers c
  WHERE c.name LIKE @pattern ESCAPE '\\'
     OR c.email LIKE @pattern ESCAPE '\\'
     OR c.id = @query COLLATE NOCASE
     OR EXISTS (
       SELECT 1 FROM contacts k
       WHERE k.customer_id = c.id
         AND (k.name LIKE @pattern ESCAPE '\\' OR k.email LIKE @pattern ESCAPE '\\')
     )
  ORDER BY length(c.id), c.id
  LIMIT @limit
`;

/** Escapes the LIKE wildcards (and the escape character itself) so the query matches literally. */
function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A CustomerRepository stored in SQLite (a file, or ':memory:'), seeded with three customers on first start. */
export class SqliteCustomerRepository implements CustomerRepository, ContactSource {
  private readonly db: Database.Database;
  private readonly searchStatement: Database.Statement<{ pattern: string; query: string; limit: number }, Customer>;
  private readonly insertContact: (customerId: string, name: string, email: string) => Contact;

  /** Opens (creating if needed) the database at `path`, creates the schema and seeds it when empty. */
  constructor(options: { path: string }) {
    this.db = new Database(options.path);
    try {
      if (options.path !== ':memory:') this.db.pragma('journal_mode = WAL');
      this.db.pragma('foreign_keys = ON');
      this.initialise();
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.searchStatement = this.db.prepare(SEARCH);

    const findCustomer = this.db.prepare<[string], { id: string }>('SELECT id FROM customers WHERE id = ? COLLATE NOCASE');
    const insert = this.db.prepare<[string, string, string], { seq: number }>(
      `INSERT INTO contacts (id, customer_id, name, email) VALUES ('CONTACT-PENDING', ?, ?, ?) RETURNING seq`,
    );
    const assignId = this.db.prepare<[number], { id: string }>(`UPDATE contacts SET id = 'CONTACT-' || seq WHERE seq = ? RETURNING id`);
    const transaction = this.db.transaction((customerId: string, name: string, email: string): Contact => {
      const customer = findCustomer.get(customerId);
      if (customer === undefined) throw new UnknownCustomerError(customerId);
      const { seq } = insert.get(customer.id, name, email)!;
      const { id } = assignId.get(seq)!;
      return { id, customerId: customer.id, name, email };
    });
    // IMMEDIATE takes the write lock up front, so another process cannot slip in between read and write.
    this.insertContact = (customerId, name, email) => transaction.immediate(customerId, name, email);
  }

  /** Customers whose name, email or a contact contains `query`, or whose id equals it (ignoring case), by id; at most `limit`. */
  async search(query: string, limit: number): Promise<readonly Customer[]> {
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
    return this.searchStatement.all({ pattern: likePattern(query), query, limit });
  }

  /** Adds a contact (ids CONTACT-1, CONTACT-2, … never reused); rejects with UnknownCustomerError for an unknown customer. */
  async addContact(customerId: string, name: string, email: string): Promise<Contact> {
    return this.insertContact(customerId, name, email);
  }

  /** How many contacts there are, across every customer. */
  async countContacts(): Promise<number> {
    return this.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM contacts').get()!.n;
  }

  /** One page of contacts in creation order. */
  async contactsPage(offset: number, limit: number): Promise<readonly Contact[]> {
    return this.db.prepare<[number, number], Contact>('SELECT id, customer_id AS customerId, name, email FROM contacts ORDER BY seq LIMIT ? OFFSET ?').all(limit, offset);
  }

  /** Closes the database; the repository cannot be used afterwards. */
  close(): void {
    if (this.db.open) this.db.close();
  }

  private initialise(): void {
    this.db.exec(SCHEMA);
    const count = this.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM customers');
    const insert = this.db.prepare('INSERT INTO customers (id, name, email, account_status) VALUES (?, ?, ?, ?)');
    this.db
      .transaction(() => {
        if (count.get()!.n > 0) return;
        for (const c of SEED) insert.run(c.id, c.name, c.email, c.accountStatus);
      })
      .immediate();
  }
}
