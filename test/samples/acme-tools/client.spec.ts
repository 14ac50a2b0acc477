import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CALLED, runConversation, type Step } from '../../../samples/acme-tools/client.js';
import { createAcmeServer } from '../../../samples/acme-tools/server.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

describe('samples/acme-tools/client (the course conversation)', function () {
  this.timeout(60_000);

  it('node dist/samples/acme-tools/client.js, as the README shows it, passes every check and exits 0', async () => {
    // execFile rejects on a non-zero exit, with the client's own message on stderr.
    const { stdout, stderr } = await run(process.execPath, [join(root, 'dist/samples/acme-tools/client.js')], { cwd: root });
    expect(stderr).to.equal('');
    expect(stdout).to.match(/\nacme-tools: every check passed\n$/);
    for (const ask of ['tools/list', 'calculate 1/0', 'add_contact Dana Wu at CUST-2', 'export_contacts', '(server restarted) search_customers dana.wu@globex.example']) {
      expect(stdout).to.include(`${ask}\n  → `);
    }
  });

  it('runs the same conversation with the v2 client', async () => {
    const steps: Step[] = [];
    await runConversation({ client: 'v2', onStep: (s) => steps.push(s) });
    expect(steps.map((s) => s.ask.split(' ')[0])).to.deep.equal(['tools/list', 'calculate', 'calculate', 'search_customers', 'add_contact', 'add_contact', 'export_contacts', '(server']);
    expect(steps.find((s) => s.ask === 'export_contacts')?.answer).to.match(/^Exported \d+ contacts\. \(text\/csv, \d+ rows\)$/);
  });

  it('calls every tool the server offers the model, so a new tool is not left out of the conversation unnoticed', async () => {
    const server = createAcmeServer({ database: ':memory:' });
    try {
      // An app-only tool (visibility ['app']: refresh_customer, the customer card's button) is the view's, not the model's.
      const appOnly = (t: { _meta?: { ui?: { visibility?: string[] } } }) => t._meta?.ui?.visibility?.includes('model') === false;
      const tools = server.model.tools as unknown as { name: string; _meta?: { ui?: { visibility?: string[] } } }[];
      expect(tools.filter(appOnly).map((t) => t.name)).to.deep.equal(['refresh_customer']);
      expect([...CALLED].sort()).to.deep.equal(tools.filter((t) => !appOnly(t)).map((t) => t.name).sort());
    } finally {
      await server.close();
    }
  });
});
