import { expect } from 'chai';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forEachRevision, type RevisionSession } from '../../../lib/testing/index.js';
import { createGuardedServer } from '../../../samples/guarded/server.js';

type Json = { [key: string]: any };

const stdioEntry = join(dirname(fileURLToPath(import.meta.url)), '../../../samples/guarded/stdio.js');
const ADMIN = { experimental: { 'notes-admin': {} } };

const textOf = (result: Json): string => (result.content as { text: string }[])[0]!.text;
const names = async (session: RevisionSession): Promise<string[]> => ((await session.listTools()).tools as Json[]).map((t) => t.name as string);

/** What a refused read looks like to each client line: a thrown protocol error carrying the code. */
async function readError(session: RevisionSession, uri: string): Promise<{ code: number; message: string }> {
  try {
    await session.readResource(uri);
  } catch (error) {
    return { code: (error as { code: number }).code, message: (error as Error).message };
  }
  throw new Error(`reading ${uri} was not refused`);
}

describe('samples/guarded', () => {
  forEachRevision('an ordinary client: the admin tools are hidden and refused, the notes are served', {
    server: () => createGuardedServer(),
    stdio: { command: process.execPath, args: [stdioEntry] },
  }, async (session) => {
    expect(await names(session)).to.deep.equal(['add_note', 'search_notes']);
    const refused = await session.callTool('set_maintenance', { on: true });
    expect(refused.isError).to.equal(true);
    expect(textOf(refused)).to.equal('Only an administration console may call set_maintenance.');
    expect(textOf(await session.callTool('add_note', { title: 'Groceries', body: 'milk, bread' }))).to.equal('1');
    expect(textOf(await session.callTool('search_notes', { query: 'milk' }))).to.equal('1: Groceries');
    expect(((await session.readResource('notes://1')).contents as Json[])[0]!.text).to.equal('Groceries\n\nmilk, bread');
    const missing = await readError(session, 'notes://9');
    // The server sends -32002 before 2026-07-28; the v2 client reports that code as -32602, the 2026 one.
    expect(missing.code).to.equal(session.revision !== '2026-07-28' && session.client === 'v1' ? -32002 : -32602);
    expect(missing.message).to.contain('No note 9; read notes://index for the notes there are');
  });

  forEachRevision('an administration console: sees every tool, closes the notes, reads the call times', {
    server: () => createGuardedServer(),
    stdio: { command: process.execPath, args: [stdioEntry] },
    capabilities: ADMIN,
  }, async (session) => {
    expect(await names(session)).to.deep.equal(['add_note', 'search_notes', 'set_maintenance', 'call_times']);
    await session.callTool('search_notes', { query: 'nothing' });
    await session.callTool('search_notes', { query: 'again' });
    expect(textOf(await session.callTool('set_maintenance', { on: true }))).to.equal('Maintenance is on: the notes are closed.');
    const closed = await session.callTool('add_note', { title: 'x', body: 'y' });
    expect(closed.isError).to.equal(true);
    expect(textOf(closed)).to.equal('The notes are closed for maintenance; try again later.');
    const read = await readError(session, 'notes://index');
    expect(read.code).to.equal(-32602);
    expect(read.message).to.contain('The notes are closed for maintenance; try again later.');
    expect(textOf(await session.callTool('set_maintenance', { on: false }))).to.equal('Maintenance is off.');
    expect(textOf(await session.callTool('add_note', { title: 'x', body: 'y' }))).to.equal('1');
    // The interceptor timed both searches (and nothing else) and left their results alone.
    const times = textOf(await session.callTool('call_times')).split('\n');
    expect(times).to.have.length(2);
    for (const line of times) expect(line).to.match(/^search_notes \d+\.\d\d ms$/);
  });
});
