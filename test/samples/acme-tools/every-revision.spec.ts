import { expect } from 'chai';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forEachRevision } from '../../../lib/testing/index.js';
import { createAcmeServer } from '../../../samples/acme-tools/server.js';
import { recordToolsList } from '../../support/emitted-schemas.js';
import type { JsonValue } from '../../../lib/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

forEachRevision('samples/acme-tools on every revision with the official clients', {
  server: () => createAcmeServer({ database: ':memory:' }),
  stdio: { command: process.execPath, args: [join(root, 'dist/samples/acme-tools/stdio.js')], env: { ACME_DB: ':memory:' } },
}, async (session) => {
  expect(session.negotiatedRevision).to.equal(session.revision);
  const tools = (await session.listTools()).tools as { name: string; annotations?: object; outputSchema?: object }[];
  recordToolsList('samples/acme-tools', tools as unknown as JsonValue[], session.revision);
  expect(tools.map((t) => t.name)).to.deep.equal(['calculate', 'search_customers', 'add_contact', 'export_contacts', 'refresh_customer']);
  expect(tools[0]!.annotations === undefined).to.equal(session.revision === '2024-11-05');
  expect(tools[0]!.outputSchema === undefined).to.equal(session.revision < '2025-06-18');
  const calculation = await session.callTool('calculate', { expression: '2^10' });
  expect(calculation.isError).to.not.equal(true);
  expect(JSON.parse((calculation.content as { text: string }[])[0]!.text)).to.deep.equal({ expression: '2^10', result: 1024 });
  const added = await session.callTool('add_contact', { customerId: 'CUST-3', name: 'Pepper', email: 'pepper@stark.example' });
  expect(JSON.parse((added.content as { text: string }[])[0]!.text).id).to.equal('CONTACT-1');
  const found = await session.callTool('search_customers', { query: 'pepper' });
  expect(JSON.parse((found.content as { text: string }[])[0]!.text)[0].accountStatus).to.equal('SUSPENDED');
  // The customer card's button: app-only, but the server answers any client that calls it (hosts hide it from models).
  const refreshed = await session.callTool('refresh_customer', { id: 'CUST-3' });
  expect(JSON.parse((refreshed.content as { text: string }[])[0]!.text).accountStatus).to.equal('SUSPENDED');
});
