import { expect } from 'chai';
import { createServer, serveHttp, type DecoratedMcpServer, type HttpServerHandle, type Principal } from '../../../../lib/index.js';
import { InvalidTokenError } from '../../../../lib/auth/index.js';
import { createHttpEntry, type HttpEntry } from '../../../../lib/http/index.js';
import { silentDiagnostics } from '../../../../lib/observability/index.js';
import { internalsOf } from '../../../../lib/server/engine/server-internals.js';
import { stepProbe } from '../../../../lib/server/protocol/step-probe.js';
import { ScopedNotes } from '../../../fixtures/scoped-notes.js';
import { post2026 } from '../../../support/wire.js';

const WRITER: Principal = { subject: 'writer', clientId: 'writer', scopes: ['notes:read', 'notes:write'], claims: {} };

/** How often one request ran each step that should run once. */
interface Work {
  gate: number;
  verdict: number;
  toolLookup: number;
  table: number;
}

function notesServer(): DecoratedMcpServer {
  // A bearer token checked by a verifier of the server's own: the gate parses the header and verifies it as usual.
  const verify = async (token: string): Promise<Principal> => {
    if (token !== 'writer-token') throw new InvalidTokenError('the token is not known');
    return WRITER;
  };
  return createServer({ name: 'notes', version: '1.0.0', classes: [ScopedNotes], diagnostics: silentDiagnostics, auth: { issuer: 'http://as.test', audience: 'http://notes.test/mcp', verify } });
}

/**
 * Counts, on the real objects, the work one request does: the message gate and the access verdict through the
 * protocol's step probe (they are pure functions), tool lookups by wrapping the server's own catalogue's `tool`, and
 * method-table lookups by wrapping the `get` and `has` of both of the server's method tables.
 */
function countWork(server: DecoratedMcpServer): { readonly work: Work; restore(): void } {
  const work: Work = { gate: 0, verdict: 0, toolLookup: 0, table: 0 };
  const core = internalsOf(server)!.core;
  const catalogue = core.catalogue;
  const tool = catalogue.tool;
  Object.defineProperty(catalogue, 'tool', { configurable: true, value: (name: string) => (work.toolLookup++, tool.call(catalogue, name)) });
  const tables = [core.methods.stateless, core.methods.session];
  for (const table of tables) {
    const { get, has } = table;
    Object.defineProperty(table, 'get', { configurable: true, value: (method: string) => (work.table++, get.call(table, method)) });
    Object.defineProperty(table, 'has', { configurable: true, value: (method: string) => (work.table++, has.call(table, method)) });
  }
  stepProbe.count = (step) => void (step === 'message-gate' ? work.gate++ : step === 'access-verdict' ? work.verdict++ : undefined);
  return {
    work,
    restore() {
      delete stepProbe.count;
      delete (catalogue as { tool?: unknown }).tool;
      for (const table of tables) {
        delete (table as { get?: unknown }).get;
        delete (table as { has?: unknown }).has;
      }
    },
  };
}

describe('server/transports/http: the work of one authenticated 2026-07-28 tools/call', () => {
  let handle: HttpServerHandle | undefined;
  let entry: HttpEntry | undefined;
  afterEach(async () => {
    delete stepProbe.count;
    await handle?.close();
    await entry?.close();
    handle = entry = undefined;
  });

  const mounts: [string, (server: DecoratedMcpServer) => Promise<string | HttpEntry>][] = [
    ['node:http (serveHttp)', async (server) => (handle = await serveHttp(server, { port: 0 })).url],
    ['fetch (createHttpEntry)', async (server) => (entry = createHttpEntry(server))],
  ];

  for (const [mount, open] of mounts) {
    it(`passes the message gate once, decides access once, looks the tool up once and the method table once (${mount})`, async () => {
      const server = notesServer();
      const target = await open(server);
      // A first request warms what is computed once per server (member plans, the SDK's lazy parts).
      expect((await post2026(target, 'tools/call', { name: 'add_note', arguments: { text: 'warm' } }, { headers: { authorization: 'Bearer writer-token' } })).status).to.equal(200);
      const { work, restore } = countWork(server);
      try {
        const response = await post2026(target, 'tools/call', { name: 'add_note', arguments: { text: 'milk' } }, { id: 7, headers: { authorization: 'Bearer writer-token' } });
        const body = (await response.json()) as { id: number; result: { content: { text: string }[] } };
        expect(response.status).to.equal(200);
        expect(body.id).to.equal(7);
        expect(body.result.content[0]!.text).to.equal('added 2');
      } finally {
        restore();
      }
      expect(work).to.deep.equal({ gate: 1, verdict: 1, toolLookup: 1, table: 1 });
    });
  }

  it('still refuses, with one verdict, a token that lacks the scope (403 before anything runs)', async () => {
    const server = createServer({
      name: 'notes',
      version: '1.0.0',
      classes: [ScopedNotes],
      diagnostics: silentDiagnostics,
      auth: { issuer: 'http://as.test', audience: 'http://notes.test/mcp', verify: async () => ({ ...WRITER, scopes: ['notes:read'] }) },
    });
    entry = createHttpEntry(server);
    const { work, restore } = countWork(server);
    try {
      const response = await post2026(entry, 'tools/call', { name: 'add_note', arguments: { text: 'x' } }, { headers: { authorization: 'Bearer reader-token' } });
      expect(response.status).to.equal(403);
      expect(response.headers.get('www-authenticate')).to.contain('error="insufficient_scope"');
    } finally {
      restore();
    }
    expect(work).to.deep.equal({ gate: 1, verdict: 1, toolLookup: 1, table: 0 });
  });

  it('looks the tool up once without auth too (its Mcp-Param-* headers and the call share it)', async () => {
    const server = createServer({ name: 'notes', version: '1.0.0', classes: [ScopedNotes], diagnostics: silentDiagnostics });
    entry = createHttpEntry(server);
    const { work, restore } = countWork(server);
    try {
      const response = await post2026(entry, 'tools/call', { name: 'about', arguments: {} });
      expect(response.status).to.equal(200);
      expect(((await response.json()) as { result: { content: { text: string }[] } }).result.content[0]!.text).to.equal('scoped notes');
    } finally {
      restore();
    }
    // `about` is @Public(): no declared access, so no verdict is computed.
    expect(work).to.deep.equal({ gate: 1, verdict: 0, toolLookup: 1, table: 1 });
  });
});
