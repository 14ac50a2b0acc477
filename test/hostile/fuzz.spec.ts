import { expect } from 'chai';
import { Param, Prompt, Resource, ResourceTemplate, Tool, createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { ALL_REVISIONS, SPEC_CODES, STATELESS, closeHostile, expectClean, peerFor, prototypeSnapshot, request, type AnyRevision, type Peer } from './support.js';
import { prng } from '../support/prng.js';

/** Tools that answer at once: the fuzzer waits for each answer before the next message. */
class FuzzTools {
  @Tool() echo(@Param('text') text: string): string {
    return text;
  }

  @Tool() fail(@Param('why', { optional: true }) why?: string): string {
    throw new Error(`failed on purpose: ${String(why)}`);
  }

  @Prompt() greet(@Param('name') name: string): string {
    return `Hello ${name}`;
  }

  @Resource('test://static') fixed(): string {
    return 'static';
  }

  @ResourceTemplate('test://template/{id}/data') data(@Param('id') id: string): string {
    return `data ${id}`;
  }
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
const METHODS = ['ping', 'initialize', 'tools/list', 'tools/call', 'prompts/list', 'prompts/get', 'resources/list', 'resources/read', 'resources/templates/list',
  'resources/subscribe', 'resources/unsubscribe', 'completion/complete', 'logging/setLevel', 'server/discover', 'notifications/initialized', 'notifications/cancelled',
  'notifications/progress', 'tasks/get', '', ' ping', 'PING', ...PROTOTYPE_NAMES];
const KEYS = ['jsonrpc', 'id', 'method', 'params', 'result', 'error', 'name', 'arguments', 'uri', 'text', '_meta', 'cursor', 'level', 'ref', 'argument', 'requestState',
  'inputResponses', 'progressToken', 'io.modelcontextprotocol/protocolVersion', 'io.modelcontextprotocol/clientCapabilities', ...PROTOTYPE_NAMES];

function seeds(revision: AnyRevision): unknown[] {
  return [
    request(revision, 1, 'ping'),
    request(revision, 2, 'tools/list', { cursor: 'abc' }),
    request(revision, 3, 'tools/call', { name: 'echo', arguments: { text: 'hi' } }),
    request(revision, 4, 'tools/call', { name: 'fail', arguments: { why: 'x' } }),
    request(revision, 5, 'prompts/get', { name: 'greet', arguments: { name: 'Ada' } }),
    request(revision, 6, 'resources/read', { uri: 'test://template/1/data' }),
    request(revision, 7, 'completion/complete', { ref: { type: 'ref/resource', uri: 'test://template/{id}/data' }, argument: { name: 'id', value: '' } }),
    request(revision, 8, 'logging/setLevel', { level: 'info' }),
    request(revision, 9, 'server/discover'),
    { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1, reason: 'x' } },
    { jsonrpc: '2.0', id: 10, result: {} },
    { jsonrpc: '2.0', id: 11, error: { code: -1, message: 'no' } },
  ];
}

function randomValue(r: () => number, depth = 0): unknown {
  switch (Math.floor(r() * 14)) {
    case 0: return Math.floor(r() * 1000) - 500;
    case 1: return r() * 1e6;
    case 2: return [2 ** 53 + 2, -0, 1e308, 0.1 + 0.2, -1][Math.floor(r() * 5)];
    case 3: return PROTOTYPE_NAMES[Math.floor(r() * PROTOTYPE_NAMES.length)];
    case 4: return 'x'.repeat(Math.floor(r() * 300));
    // Any code point but the surrogates (which UTF-8 cannot carry); the lone ones come from case 12, escaped.
    case 5: return String.fromCodePoint(...Array.from({ length: 8 }, () => {
      const c = Math.floor(r() * 0x10ffff);
      return c >= 0xd800 && c <= 0xdfff ? 0x41 : c;
    }));
    case 6: return r() < 0.5;
    case 7: return null;
    case 8: return depth > 3 ? [] : Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1));
    case 9: return depth > 3 ? {} : Object.fromEntries(Array.from({ length: Math.floor(r() * 4) }, () => [KEYS[Math.floor(r() * KEYS.length)]!, randomValue(r, depth + 1)]));
    case 10: {
      let deep: unknown = 1;
      for (let i = 0; i < 20 + Math.floor(r() * 80); i++) deep = r() < 0.5 ? [deep] : { a: deep };
      return deep;
    }
    case 11: return METHODS[Math.floor(r() * METHODS.length)];
    case 12: return '\u202e\u0000\ud800';
    default: return {};
  }
}

/** Picks a random object or array inside a value (the value itself included). */
function randomNode(r: () => number, value: unknown): Record<string, unknown> | unknown[] | undefined {
  const nodes: (Record<string, unknown> | unknown[])[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (v === null || typeof v !== 'object' || depth > 6) return;
    nodes.push(v as Record<string, unknown>);
    for (const child of Object.values(v)) walk(child, depth + 1);
  };
  walk(value, 0);
  return nodes.length === 0 ? undefined : nodes[Math.floor(r() * nodes.length)];
}

function mutate(r: () => number, value: unknown): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  const times = 1 + Math.floor(r() * 3);
  let root = copy;
  for (let i = 0; i < times; i++) {
    const node = randomNode(r, root);
    const choice = Math.floor(r() * 6);
    if (!node || choice === 5) {
      root = r() < 0.5 ? [root] : randomValue(r);
      continue;
    }
    const keys = Object.keys(node);
    const key = choice === 0 || keys.length === 0 ? KEYS[Math.floor(r() * KEYS.length)]! : keys[Math.floor(r() * keys.length)]!;
    if (choice === 1 && keys.length > 0) delete (node as Record<string, unknown>)[key];
    else Object.defineProperty(node, Array.isArray(node) ? String(Math.floor(r() * (node.length + 1))) : key, { value: randomValue(r), enumerable: true, writable: true, configurable: true });
  }
  return root;
}

function textMutate(r: () => number, text: string): string {
  switch (Math.floor(r() * 8)) {
    case 0: return text.slice(0, Math.floor(r() * text.length));
    case 1: {
      const at = Math.floor(r() * text.length);
      return text.slice(0, at) + String.fromCharCode(Math.floor(r() * 128)) + text.slice(at);
    }
    case 2: return `\ufeff${text}`;
    case 3: return `${text}\r`;
    case 4: return text.replace(/\d+/, '1e400');
    default: return text;
  }
}

/** An id the server echoes: a string, or a finite number that is not a whole number past 2^53. */
function readable(id: unknown): id is string | number {
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id) && (Number.isSafeInteger(id) || !Number.isInteger(id)));
}

/** Gives every readable id (string or finite number) a name of its own, so answers to earlier messages are never counted. */
function uniqueIds(value: unknown, n: number): unknown {
  const rename = (m: unknown): unknown => {
    if (m === null || typeof m !== 'object' || Array.isArray(m) || !Object.hasOwn(m, 'id')) return m;
    const id = (m as { id: unknown }).id;
    if (!readable(id)) return m;
    return Object.defineProperty({ ...m }, 'id', { value: typeof id === 'number' ? n * 1000 + (Math.abs(id) % 1000) : `${n}:${id}`, enumerable: true, writable: true, configurable: true });
  };
  return Array.isArray(value) ? value.map(rename) : rename(value);
}

/** What one generated line is owed: an answer to its id when it is a request whose id can be read. */
function owedId(raw: string): string | number | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.replace(/^\ufeff/, '').replace(/\r$/, ''));
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || !Object.hasOwn(parsed, 'method')) return undefined;
  const id = (parsed as { id?: unknown }).id;
  return readable(id) ? id : undefined;
}

// FUZZ_SEED replays another run; FUZZ_SCALE multiplies the message counts (for a longer campaign by hand).
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_201);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const BUDGET_MS = { stdio: 2_500 * SCALE, http: 2_000 * SCALE } as const;
const COUNT = { stdio: 3_000 * SCALE, http: 800 * SCALE } as const;

describe(`hostile/fuzz: generated and mutated messages (seed ${SEED})`, function () {
  this.timeout(30_000 * SCALE);
  afterEach(closeHostile);

  for (const transport of ['stdio', 'http'] as const) {
    for (const revision of ALL_REVISIONS) {
      it(`${transport} at ${revision}: every request with a readable id gets exactly one answer with a spec code, no stack, Object.prototype untouched`, async () => {
        const before = prototypeSnapshot();
        const server = createServer({ name: 'fuzz', version: '1', classes: [FuzzTools], diagnostics: silentDiagnostics });
        const peer: Peer = await peerFor(transport, revision, server);
        const r = prng(SEED + ALL_REVISIONS.indexOf(revision) * 7919 + (transport === 'http' ? 1 : 0));
        const corpus = seeds(revision);
        const started = Date.now();
        let sent = 0;
        try {
          while (sent < COUNT[transport] && Date.now() - started < BUDGET_MS[transport]) {
            const seed = corpus[Math.floor(r() * corpus.length)];
            // What the server reads: the text as UTF-8 (a lone surrogate would arrive as U+FFFD).
            const text = textMutate(r, JSON.stringify(uniqueIds(r() < 0.85 ? mutate(r, seed) : seed, sent + 1))).replace(/\n/g, ' ');
            const raw = Buffer.from(text, 'utf8').toString('utf8');
            const id = owedId(raw);
            const exchange = await peer.exchange(raw, id);
            sent++;
            expectClean(exchange.text);
            const allowed = transport === 'http' ? new Set([...SPEC_CODES, -32000, -32001]) : SPEC_CODES;
            for (const message of exchange.messages.flat()) {
              expect(message.jsonrpc, raw).to.equal('2.0');
              if (message.error) expect(allowed.has(message.error.code), `${message.error.code} for ${raw}`).to.equal(true);
            }
            if (id !== undefined) {
              const answers = exchange.messages.flat().filter((m: any) => m.id === id && ('result' in m || 'error' in m));
              expect(answers, `answers to ${JSON.stringify(id)} for ${raw}: ${exchange.text}`).to.have.length(1);
            }
          }
        } finally {
          await peer.close();
        }
        // Bounded in time, but it always gets through a meaningful number.
        expect(sent).to.be.at.least(transport === 'http' ? 100 : 300);
        for (const line of peer.wire) expect(JSON.parse(line)).to.satisfy((m: unknown) => Array.isArray(m) || (m as { jsonrpc?: unknown }).jsonrpc === '2.0');
        expect(prototypeSnapshot()).to.equal(before);
        expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
      });
    }
  }
});
