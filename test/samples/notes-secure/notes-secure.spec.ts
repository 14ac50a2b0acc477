import { expect } from 'chai';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { serveHttp, type HttpServerHandle } from '../../../lib/index.js';
import { silentDiagnostics, type RequestLogRecord, type RequestLogger } from '../../../lib/observability/index.js';
import { createSecureNotesServer } from '../../../samples/notes-secure/server.js';
import { startAuthorizationServer, type AuthorizationServer } from '../../support/authorization-server.js';
import { RawStdio } from '../../support/raw-stdio.js';
import { AuthClient } from '../../server/transports/http/auth-client.js';

const RESOURCE = 'http://notes.test/mcp';
const stdioEntry = join(dirname(fileURLToPath(import.meta.url)), '../../../samples/notes-secure/stdio.js');

/** A request logger that keeps the records, in the order written. */
function keep(): RequestLogger & { readonly lines: { level: string; record: RequestLogRecord }[] } {
  const lines: { level: string; record: RequestLogRecord }[] = [];
  return { lines, info: (record) => void lines.push({ level: 'info', record }), warn: (record) => void lines.push({ level: 'warn', record }), error: (record) => void lines.push({ level: 'error', record }) };
}

describe('samples/notes-secure', () => {
  let as: AuthorizationServer;
  let handle: HttpServerHandle | undefined;
  before(async () => {
    as = await startAuthorizationServer();
  });
  after(async () => {
    await as.close();
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  for (const revision of ['2025-11-25', '2026-07-28']) {
    it(`${revision}: readers search, writers add (five a minute), and one log line per request names the caller`, async () => {
      const log = keep();
      handle = await serveHttp(createSecureNotesServer({ auth: { issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri }, requestLog: log, diagnostics: silentDiagnostics }), { port: 0, jsonResponses: true });
      const http = new AuthClient(handle.url, revision);
      const reader = await as.token('reader', RESOURCE);
      const writer = await as.token('writer', RESOURCE);
      const text = (answer: { body: any }): string => answer.body.result.content[0].text;
      expect((await http.request(reader, 'tools/call', { name: 'add_note', arguments: { text: 'milk' } })).status).to.equal(403);
      for (let i = 1; i <= 5; i++) expect(text(await http.request(writer, 'tools/call', { name: 'add_note', arguments: { text: `milk ${i}` } }))).to.equal(`Added note #${i}.`);
      const sixth = await http.request(writer, 'tools/call', { name: 'add_note', arguments: { text: 'too many' } });
      expect(sixth.body.result.isError).to.equal(true);
      expect(text(sixth)).to.match(/^Rate limit reached: Tool add_note allows 5 calls per 60 s\. Retry in \d+\.\d s\.$/);
      expect(text(await http.request(reader, 'tools/call', { name: 'search_notes', arguments: { query: 'milk 3' } }))).to.equal('#3 milk 3 (writer)');
      const calls = log.lines.filter((l) => l.record.method === 'tools/call');
      expect(calls.map((l) => [l.level, l.record.name, l.record.outcome, l.record.subject])).to.deep.equal([
        ['warn', 'add_note', 'refused', 'reader'],
        ...[1, 2, 3, 4, 5].map(() => ['info', 'add_note', 'ok', 'writer']),
        ['warn', 'add_note', 'tool_error', 'writer'],
        ['info', 'search_notes', 'ok', 'reader'],
      ]);
      expect(calls[1]!.record).to.include({ revision, clientId: 'writer' });
      expect(calls[1]!.record.durationMs).to.be.a('number').and.at.least(0);
    });
  }

  it('plugs into pino: the same records, as pino writes them', async () => {
    const written: string[] = [];
    const logger = pino({ base: null }, { write: (line: string) => void written.push(line) });
    handle = await serveHttp(createSecureNotesServer({ auth: { issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri }, requestLog: logger, diagnostics: silentDiagnostics }), { port: 0, jsonResponses: true });
    const http = new AuthClient(handle.url, '2026-07-28');
    await http.request(await as.token('reader', RESOURCE), 'tools/call', { name: 'about', arguments: {} });
    const line = JSON.parse(written.find((l) => l.includes('"tools/call"'))!);
    expect(line).to.include({ level: 30, msg: 'mcp request', method: 'tools/call', name: 'about', revision: '2026-07-28', outcome: 'ok', subject: 'reader' });
  });

  it('on stdio takes no token: the local scopes come from the environment, logs go to stderr and stdout carries only protocol', async function () {
    this.timeout(15_000);
    const stdio = new RawStdio(process.execPath, [stdioEntry], { NOTES_LOCAL_SCOPES: 'notes:read' });
    try {
      await stdio.initialize('2025-11-25');
      const listed = await stdio.request('tools/list');
      expect(((listed.result as { tools: { name: string }[] }).tools).map((t) => t.name)).to.deep.equal(['about', 'search_notes']);
      const refused = (await stdio.request('tools/call', { name: 'add_note', arguments: { text: 'x' } })).result as { isError: boolean; content: { text: string }[] };
      expect(refused.isError).to.equal(true);
      expect(refused.content[0]!.text).to.contain('Tool add_note needs the scope notes:write');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const lines = stdio.stderr.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { method: string; outcome: string });
      expect(lines.map((l) => [l.method, l.outcome])).to.deep.equal([['tools/list', 'ok'], ['tools/call', 'tool_error']]);
      expect(stdio.stdoutNoise).to.deep.equal([]);
    } finally {
      await stdio.close();
    }
  });
});
