import { expect } from 'chai';
import { ALL_REVISIONS, STATELESS, closeHostile, expectClean, hostileServer, peerFor, request, theAnswer, type AnyRevision, type Peer } from './support.js';

/** One framing case: what is sent, and the one answer JSON-RPC 2.0 and MCP give it (or none). */
interface FramingCase {
  readonly name: string;
  readonly raw: (revision: AnyRevision) => string;
  /** The answer: its id and code; `none` for messages that get no reply. */
  readonly expect: { readonly id: string | number | null; readonly code: number } | 'none';
  /** The HTTP status of the answer (default 400 for errors). */
  readonly status?: number;
  /** Where the case applies, when not everywhere. */
  readonly only?: (transport: 'stdio' | 'http', revision: AnyRevision) => boolean;
}

// The session revisions over HTTP go through the official SDK's transport, whose schema takes only whole-number ids.
const ourFraming = (transport: 'stdio' | 'http', revision: AnyRevision): boolean => transport === 'stdio' || revision === STATELESS;

const ping = (revision: AnyRevision, id: unknown): Record<string, unknown> => ({ ...request(revision, 0, revision === STATELESS ? 'tools/list' : 'ping'), id });
const text = (value: unknown): string => JSON.stringify(value);

const CASES: readonly FramingCase[] = [
  { name: 'truncated JSON', raw: () => '{"jsonrpc":"2.0","id":1,"method":"pi', expect: { id: null, code: -32700 } },
  { name: 'garbage', raw: () => 'hello there', expect: { id: null, code: -32700 } },
  { name: 'a root that is a number', raw: () => '42', expect: { id: null, code: -32600 } },
  { name: 'a root that is a string', raw: () => '"ping"', expect: { id: null, code: -32600 } },
  { name: 'a root that is null', raw: () => 'null', expect: { id: null, code: -32600 } },
  { name: 'a root that is true', raw: () => 'true', expect: { id: null, code: -32600 } },
  { name: 'an empty object', raw: () => '{}', expect: { id: null, code: -32600 } },
  { name: 'jsonrpc "1.0"', raw: (r) => text({ ...ping(r, 5), jsonrpc: '1.0' }), expect: { id: 5, code: -32600 } },
  { name: 'no jsonrpc member', raw: (r) => { const { jsonrpc: _, ...rest } = ping(r, 6); return text(rest); }, expect: { id: 6, code: -32600 } },
  { name: 'a null id', raw: (r) => text(ping(r, null)), expect: { id: null, code: -32600 } },
  { name: 'an object id', raw: (r) => text(ping(r, { a: 1 })), expect: { id: null, code: -32600 } },
  { name: 'an array id', raw: (r) => text(ping(r, [1])), expect: { id: null, code: -32600 } },
  { name: 'a boolean id', raw: (r) => text(ping(r, true)), expect: { id: null, code: -32600 } },
  { name: 'an id of 1e400', raw: (r) => text(ping(r, 0)).replace('"id":0', '"id":1e400'), expect: { id: null, code: -32600 } },
  { name: 'an id of 1.5 (answered: MCP ids are strings or numbers)', raw: (r) => text(ping(r, 1.5)), expect: { id: 1.5, code: 0 }, status: 200, only: ourFraming },
  { name: 'an id of 1.5 (refused, echoed: the SDK transport takes whole ids)', raw: (r) => text(ping(r, 1.5)), expect: { id: 1.5, code: -32600 }, only: (t, r) => !ourFraming(t, r) },
  { name: 'an id of 2^64', raw: (r) => text(ping(r, 0)).replace('"id":0', '"id":18446744073709551616'), expect: { id: null, code: -32600 } },
  { name: 'a method that is a number', raw: (r) => text({ ...ping(r, 7), method: 12 }), expect: { id: 7, code: -32600 } },
  { name: 'an extra top-level member', raw: (r) => text({ ...ping(r, 8), x: 1 }), expect: { id: 8, code: -32600 } },
  { name: 'params that are an array', raw: (r) => text({ ...ping(r, 9), params: [1, 2] }), expect: { id: 9, code: -32600 } },
  { name: 'a progressToken that is an object', raw: (r) => text(request(r, 10, 'tools/list', { _meta: { progressToken: { x: 1 } } })), expect: { id: 10, code: -32600 } },
  { name: 'a message with neither method nor result', raw: () => text({ jsonrpc: '2.0', id: 11 }), expect: { id: 11, code: -32600 } },
  { name: 'an empty batch', raw: () => '[]', expect: { id: null, code: -32600 } },
  { name: 'a leading byte-order mark', raw: (r) => `\ufeff${text(ping(r, 12))}`, expect: { id: 12, code: 0 }, status: 200 },
  { name: 'CRLF framing', raw: (r) => `${text(ping(r, 13))}\r`, expect: { id: 13, code: 0 }, status: 200 },
];

describe('hostile/framing: JSON-RPC 2.0 and MCP framing over stdio and HTTP', () => {
  afterEach(closeHostile);

  for (const transport of ['stdio', 'http'] as const) {
    for (const revision of ALL_REVISIONS) {
      describe(`${transport} at ${revision}`, () => {
        let peer: Peer;
        beforeEach(async () => {
          peer = await peerFor(transport, revision, hostileServer().server);
        });
        afterEach(() => peer.close());

        for (const c of CASES.filter((k) => k.only?.(transport, revision) ?? true)) {
          it(`${c.name} → ${c.expect === 'none' ? 'no answer' : c.expect.code === 0 ? 'served' : c.expect.code}`, async () => {
            const exchange = await peer.exchange(c.raw(revision), c.expect === 'none' || c.expect.id === null ? undefined : c.expect.id);
            expectClean(exchange.text);
            if (c.expect === 'none') {
              expect(exchange.messages).to.deep.equal([]);
              return;
            }
            const answer = theAnswer(exchange, c.expect.id);
            if (c.expect.code === 0) expect(answer.result, JSON.stringify(answer)).to.be.an('object');
            else expect(answer.error?.code, JSON.stringify(answer)).to.equal(c.expect.code);
            expect(exchange.messages, 'one answer and nothing else').to.have.length(1);
            if (transport === 'http') expect(exchange.status).to.equal(c.status ?? 400);
          });
        }

        it('gives a malformed response from the client no answer', async () => {
          const exchange = await peer.exchange(text({ jsonrpc: '2.0', id: 99, result: 'not an object', extra: 1 }));
          if (transport === 'stdio') expect(exchange.messages).to.deep.equal([]);
          else expect(exchange.status).to.equal(400);
        });

        // On 2026-07-28 HTTP every POST stands alone, so ids cannot collide there.
        if (!(transport === 'http' && revision === STATELESS)) {
          it('refuses a second request with an id still in progress, and still answers the first', async () => {
            const slow = text(request(revision, 'dup', 'tools/call', { name: 'slow', arguments: { ms: 300 } }));
            const first = peer.exchange(slow, (m) => m.id === 'dup' && 'result' in m);
            await new Promise<void>((resolve) => setImmediate(resolve));
            const second = await peer.exchange(slow);
            const refused = second.messages.find((m) => m.id === 'dup' && m.error);
            expect(refused?.error.code, second.text).to.equal(-32600);
            expect(refused?.error.message).to.match(/still in progress/);
            const answers = [...(await first).messages, ...second.messages].filter((m) => m.id === 'dup' && m.result);
            expect(answers.map((m) => m.result.content[0].text)).to.deep.equal(['slept 300']);
          });
        }

        const batch = (r: AnyRevision): string =>
          text([request(r, 'b1', 'tools/call', { name: 'echo', arguments: { text: 'one' } }), { jsonrpc: '2.0', method: 'notifications/roots/list_changed' }, request(r, 'b2', 'tools/call', { name: 'echo', arguments: { text: 'two' } })]);

        if (revision === '2025-03-26') {
          it('serves a batch of two requests and a notification with one array of two responses', async () => {
            const exchange = await peer.exchange(batch(revision), 'b1');
            expectClean(exchange.text);
            const answers = transport === 'stdio' ? exchange.messages : [exchange.messages];
            expect(answers, exchange.text).to.have.length(1);
            const array = answers[0].flat();
            expect(array.map((m: any) => m.id).sort()).to.deep.equal(['b1', 'b2']);
            expect(array.map((m: any) => m.result.content[0].text).sort()).to.deep.equal(['one', 'two']);
          });

          it('answers the malformed members of a batch', async () => {
            const exchange = await peer.exchange(text([request(revision, 'ok', 'ping'), { jsonrpc: '2.0', id: 'bad', method: 5 }]), 'ok');
            if (transport === 'http') {
              expect(exchange.status).to.equal(400);
              expect(exchange.messages[0].error.code).to.equal(-32600);
              return;
            }
            const [array] = exchange.messages;
            expect(array).to.deep.include.members([{ jsonrpc: '2.0', id: 'ok', result: {} }]);
            expect(array.find((m: any) => m.id === 'bad').error.code).to.equal(-32600);
          });
        } else {
          it('refuses a batch with one -32600: this revision has none', async () => {
            const exchange = await peer.exchange(batch(revision));
            expectClean(exchange.text);
            const answer = theAnswer(exchange, null);
            expect(answer.error.code).to.equal(-32600);
            expect(answer.error.message).to.match(/batch/);
            expect(exchange.messages).to.have.length(1);
            if (transport === 'http') expect(exchange.status).to.equal(400);
          });
        }
      });
    }
  }
});
