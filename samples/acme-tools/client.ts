import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectClient, type ClientLine, type RevisionSession } from 'mcp-decorators/testing';

const here = dirname(fileURLToPath(import.meta.url));

/** The tools the conversation below calls, in order of first use. */
export const CALLED = ['calculate', 'search_customers', 'add_contact', 'export_contacts'] as const;

/** One step of the course's conversation, as the demo prints it. */
export interface Step {
  readonly ask: string;
  readonly answer: string;
}

function textOf(result: { [key: string]: unknown }): string {
  const content = result.content as { type: string; text?: string }[];
  return content.map((c) => c.text ?? `[${c.type}]`).join('\n');
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`acme-tools client check failed: ${message}`);
}

/**
 * Runs the course's conversation against the acme-tools server over stdio with an official client and
 * checks every answer; restarts the server on the same database to show the data survives.
 */
export async function runConversation(options: { readonly revision?: string; readonly client?: ClientLine; readonly onStep?: (step: Step) => void } = {}): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'acme-tools-'));
  const database = join(folder, 'acme.db');
  const connect = (): Promise<RevisionSession> =>
    connectClient({ revision: options.revision ?? '2025-11-25', client: options.client ?? 'v1', transport: 'stdio', stdio: { command: process.execPath, args: [join(here, 'stdio.js')], env: { ACME_DB: database } } });
  const step = (ask: string, answer: string) => options.onStep?.({ ask, answer });
  let session = await connect();
  try {
    const listed = ((await session.listTools()).tools as { name: string }[]).map((t) => t.name);
    // What is checked is what this conversation calls: the server may offer more tools than it needs.
    const missing = CALLED.filter((name) => !listed.includes(name));
    check(missing.length === 0, `the server lists the tools this conversation calls (${CALLED.join(', ')}); missing: ${missing.join(', ')}`);
    step('tools/list', listed.join(', '));

    const compound = await session.callTool('calculate', { expression: '(18500 * 1.075^7) - 18500' });
    check(JSON.parse(textOf(compound)).result === 12192.409091061392, 'calculate gives 12192.409091061392');
    step('calculate (18500 * 1.075^7) - 18500', textOf(compound));

    const byZero = await session.callTool('calculate', { expression: '1/0' });
    check(byZero.isError === true, 'calculate 1/0 is a tool error');
    step('calculate 1/0', `isError: ${textOf(byZero)}`);

    const before = await session.callTool('search_customers', { query: 'dana.wu@globex.example' });
    check(textOf(before) === '[]', 'nobody has that email yet');
    step('search_customers dana.wu@globex.example', textOf(before));

    const added = await session.callTool('add_contact', { customerId: 'CUST-2', name: 'Dana Wu', email: 'dana.wu@globex.example' });
    check(JSON.parse(textOf(added)).id === 'CONTACT-1', 'the first contact is CONTACT-1');
    step('add_contact Dana Wu at CUST-2', textOf(added));

    const unknown = await session.callTool('add_contact', { customerId: 'CUST-999', name: 'Dana Wu', email: 'dana.wu@globex.example' });
    check(unknown.isError === true && textOf(unknown).includes('search_customers'), 'an unknown customer points the model at search_customers');
    step('add_contact at CUST-999', `isError: ${textOf(unknown)}`);

    const exported = await session.callTool('export_contacts', {});
    const csv = (exported.content as { type: string; resource?: { mimeType?: string; text?: string } }[]).find((c) => c.type === 'resource')?.resource;
    check(csv?.mimeType === 'text/csv' && csv.text?.includes('CONTACT-1,CUST-2,Dana Wu,dana.wu@globex.example') === true, 'export_contacts returns a CSV resource holding the new contact');
    step('export_contacts', `${textOf({ content: (exported.content as { type: string }[]).filter((c) => c.type === 'text') })} (text/csv, ${csv!.text!.trim().split('\n').length - 1} rows)`);

    await session.close();
    session = await connect();
    const after = await session.callTool('search_customers', { query: 'dana.wu@globex.example' });
    const found = JSON.parse(textOf(after)) as { name: string }[];
    // Names come from the database, so they arrive labelled as data from it (untrusted()).
    check(found.length === 1 && found[0]!.name === '<untrusted-data source="acme customers database">Globex Industries</untrusted-data>', 'after a restart the contact still finds Globex Industries, its name labelled as data');
    step('(server restarted) search_customers dana.wu@globex.example', textOf(after));
  } finally {
    await session.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

// Run directly (node dist/samples/acme-tools/client.js [revision] [v1|v2]) it checks itself and exits non-zero on a mismatch.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [revision, client] = process.argv.slice(2);
  runConversation({ revision, client: client === 'v2' ? 'v2' : 'v1', onStep: (s) => console.log(`${s.ask}\n  → ${s.answer}`) }).then(
    () => console.log('acme-tools: every check passed'),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
