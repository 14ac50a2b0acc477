import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { UnknownCustomerError } from '../../../samples/acme-tools/customer-repository.js';
import { SqliteCustomerRepository } from '../../../samples/acme-tools/sqlite-customer-repository.js';

const SEEDED = [
  { id: 'CUST-1', name: 'Acme Corp', email: 'contact@acme.example', accountStatus: 'ACTIVE' },
  { id: 'CUST-2', name: 'Globex Industries', email: 'contact@globex.example', accountStatus: 'ACTIVE' },
  { id: 'CUST-3', name: 'Stark Holdings Ltd', email: 'contact@stark.example', accountStatus: 'SUSPENDED' },
];

/** Rows of a table, read through a separate connection so the repository is not trusted to report on itself. */
function rowsOf(path: string, sql: string): unknown[] {
  const db = new Database(path, { fileMustExist: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

describe('samples/acme-tools/sqlite-customer-repository', () => {
  let dir: string;
  let path: string;
  const opened: SqliteCustomerRepository[] = [];

  function open(at = path): SqliteCustomerRepository {
    const repository = new SqliteCustomerRepository({ path: at });
    opened.push(repository);
    return repository;
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'acme-sqlite-'));
    path = join(dir, 'customers.db');
  });

  afterEach(() => {
    for (const repository of opened.splice(0)) repository.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds the three customers exactly once', async () => {
    open().close();
    const again = open();
    expect(await again.search('', 100)).to.deep.equal(SEEDED);
    again.close();
    expect(rowsOf(path, 'SELECT id, name, email, account_status FROM customers ORDER BY id')).to.deep.equal(
      SEEDED.map((c) => ({ id: c.id, name: c.name, email: c.email, account_status: c.accountStatus })),
    );
    expect(rowsOf(path, 'PRAGMA journal_mode')).to.deep.equal([{ journal_mode: 'wal' }]);
  });

  it('returns customers with exactly the keys id, name, email, accountStatus in that order', async () => {
    const [first] = await open().search('acme', 10);
    expect(Object.keys(first!)).to.deep.equal(['id', 'name', 'email', 'accountStatus']);
  });

  it('searches by name part, email and id, ignoring case', async () => {
    const repository = open();
    expect(await repository.search('globex', 10)).to.deep.equal([SEEDED[1]]);
    expect(await repository.search('HOLDINGS', 10)).to.deep.equal([SEEDED[2]]);
    expect(await repository.search('contact@stark.example', 10)).to.deep.equal([SEEDED[2]]);
    expect(await repository.search('cust-2', 10)).to.deep.equal([SEEDED[1]]);
  });

  it('matches the id whole, not as a part', async () => {
    expect(await open().search('cust-', 10)).to.deep.equal([]);
  });

  it('finds a customer by the name or email of one of its contacts', async () => {
    const repository = open();
    expect(await repository.search('pepper@stark.example', 10)).to.deep.equal([]);
    await repository.addContact('CUST-3', 'Pepper Potts', 'pepper@stark.example');
    expect(await repository.search('pepper@stark.example', 10)).to.deep.equal([SEEDED[2]]);
    expect(await repository.search('potts', 10)).to.deep.equal([SEEDED[2]]);
  });

  it('returns [] when nothing matches', async () => {
    expect(await open().search('initech', 10)).to.deep.equal([]);
  });

  it('applies the limit, in id order', async () => {
    const repository = open();
    expect(await repository.search('contact@', 2)).to.deep.equal([SEEDED[0], SEEDED[1]]);
    expect(await repository.search('contact@', 0)).to.deep.equal([]);
  });

  it('orders CUST-10 after CUST-9', async () => {
    const repository = open();
    repository.close();
    const db = new Database(path);
    const insert = db.prepare(`INSERT INTO customers VALUES (?, ?, ?, 'ACTIVE')`);
    for (let n = 4; n <= 11; n++) insert.run(`CUST-${n}`, `Company ${n}`, `c${n}@example.test`);
    db.close();
    const ids = (await open().search('', 100)).map((c) => c.id);
    expect(ids).to.deep.equal(Array.from({ length: 11 }, (_, i) => `CUST-${i + 1}`));
  });

  it('treats %, _ and \\ in a query literally', async () => {
    const repository = open();
    expect(await repository.search('%', 10)).to.deep.equal([]);
    expect(await repository.search('_', 10)).to.deep.equal([]);
    expect(await repository.search('\\', 10)).to.deep.equal([]);
    expect(await repository.search('Acme%Corp', 10)).to.deep.equal([]);
    expect(await repository.search('Acme_Corp', 10)).to.deep.equal([]);
    await repository.addContact('CUST-1', '100% Wile_E', 'wile@acme.example');
    expect(await repository.search('%', 10)).to.deep.equal([SEEDED[0]]);
    expect(await repository.search('_', 10)).to.deep.equal([SEEDED[0]]);
    expect(await repository.search('0% w', 10)).to.deep.equal([SEEDED[0]]);
  });

  it('addContact returns CONTACT-1 then CONTACT-2, allowing duplicates', async () => {
    const repository = open();
    const first = await repository.addContact('CUST-1', 'Wile E. Coyote', 'wile@acme.example');
    const second = await repository.addContact('CUST-1', 'Wile E. Coyote', 'wile@acme.example');
    expect(first).to.deep.equal({ id: 'CONTACT-1', customerId: 'CUST-1', name: 'Wile E. Coyote', email: 'wile@acme.example' });
    expect(Object.keys(first)).to.deep.equal(['id', 'customerId', 'name', 'email']);
    expect(second).to.deep.equal({ ...first, id: 'CONTACT-2' });
    expect(rowsOf(path, 'SELECT seq, id, customer_id FROM contacts ORDER BY seq')).to.deep.equal([
      { seq: 1, id: 'CONTACT-1', customer_id: 'CUST-1' },
      { seq: 2, id: 'CONTACT-2', customer_id: 'CUST-1' },
    ]);
  });

  it('addContact matches the customer id ignoring case and stores the canonical id', async () => {
    const contact = await open().addContact('cust-2', 'Hank Scorpio', 'hank@globex.example');
    expect(contact).to.deep.equal({ id: 'CONTACT-1', customerId: 'CUST-2', name: 'Hank Scorpio', email: 'hank@globex.example' });
    expect(rowsOf(path, 'SELECT customer_id FROM contacts')).to.deep.equal([{ customer_id: 'CUST-2' }]);
  });

  it('addContact rejects an unknown customer with UnknownCustomerError and stores nothing', async () => {
    const repository = open();
    let caught: unknown;
    await repository.addContact('CUST-404', 'Nobody', 'nobody@example.test').catch((error: unknown) => (caught = error));
    expect(caught).to.be.instanceOf(UnknownCustomerError);
    expect((caught as UnknownCustomerError).customerId).to.equal('CUST-404');
    expect(rowsOf(path, 'SELECT count(*) AS n FROM contacts')).to.deep.equal([{ n: 0 }]);
    expect(await repository.addContact('CUST-1', 'Somebody', 'somebody@acme.example')).to.include({ id: 'CONTACT-1' });
  });

  it('keeps data across closing and reopening the same file', async () => {
    const first = open();
    const hank = await first.addContact('CUST-2', 'Hank Scorpio', 'hank@globex.example');
    first.close();
    const second = open();
    expect(await second.search('', 100)).to.deep.equal(SEEDED);
    expect(await second.search('scorpio', 10)).to.deep.equal([SEEDED[1]]);
    expect(hank.id).to.equal('CONTACT-1');
    expect((await second.addContact('CUST-2', 'Frank Grimes', 'frank@globex.example')).id).to.equal('CONTACT-2');
  });

  it('never reuses a contact id, even after the newest contact is deleted', async () => {
    const repository = open();
    await repository.addContact('CUST-1', 'Wile E. Coyote', 'wile@acme.example');
    await repository.addContact('CUST-1', 'Road Runner', 'beep@acme.example');
    repository.close();
    const db = new Database(path);
    db.prepare(`DELETE FROM contacts WHERE id = 'CONTACT-2'`).run();
    db.close();
    expect((await open().addContact('CUST-1', 'Road Runner', 'beep@acme.example')).id).to.equal('CONTACT-3');
  });

  it('gives 50 concurrent addContact calls 50 distinct ids and 50 rows', async () => {
    const repository = open();
    const contacts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => repository.addContact('CUST-1', `Person ${i}`, `person${i}@acme.example`)),
    );
    const ids = contacts.map((c) => c.id);
    expect(new Set(ids).size).to.equal(50);
    expect([...ids].sort()).to.deep.equal(Array.from({ length: 50 }, (_, i) => `CONTACT-${i + 1}`).sort());
    expect(rowsOf(path, 'SELECT count(DISTINCT id) AS ids, count(*) AS n FROM contacts')).to.deep.equal([{ ids: 50, n: 50 }]);
  });

  it('works in memory, one separate database per instance', async () => {
    const repository = open(':memory:');
    expect(await repository.search('', 100)).to.deep.equal(SEEDED);
    expect(await repository.addContact('CUST-3', 'Happy Hogan', 'happy@stark.example')).to.deep.equal({
      id: 'CONTACT-1', customerId: 'CUST-3', name: 'Happy Hogan', email: 'happy@stark.example',
    });
    expect(await repository.search('hogan', 10)).to.deep.equal([SEEDED[2]]);
    const other = open(':memory:');
    expect(await other.search('hogan', 10)).to.deep.equal([]);
  });
});
