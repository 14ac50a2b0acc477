import { expect } from 'chai';
import { ALL_REVISIONS, STATELESS, closeHostile, envelope, expectClean, hostileServer, peerFor, prototypeSnapshot, request, theAnswer, type Peer } from './support.js';

/** Every name Object.prototype has: the keys a lookup through the prototype chain would find. */
const NAMES = Object.getOwnPropertyNames(Object.prototype);

/** A JSON object literal with `key` as an own member (JSON.stringify of `{ [key]: v }` keeps `__proto__` as a key). */
function objectWith(key: string, value: unknown, rest: Record<string, unknown> = {}): string {
  const members = [...Object.entries(rest).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(key)}:${JSON.stringify(value)}`];
  return `{${members.join(',')}}`;
}

describe('hostile/prototype-keys: every Object.prototype name as method, tool, prompt, URI and input key', () => {
  afterEach(closeHostile);

  it(`covers the ${NAMES.length} names, among them constructor, __proto__, toString, hasOwnProperty and valueOf`, () => {
    expect(NAMES).to.include.members(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']);
  });

  for (const transport of ['stdio', 'http'] as const) {
    for (const revision of ALL_REVISIONS) {
      describe(`${transport} at ${revision}`, () => {
        let peer: Peer;
        let before: string;
        let id = 0;
        beforeEach(async () => {
          before = prototypeSnapshot();
          peer = await peerFor(transport, revision, hostileServer().server);
        });
        afterEach(async () => {
          await peer.close();
          expect(prototypeSnapshot()).to.equal(before);
        });

        const call = async (method: string, params: Record<string, unknown>): Promise<{ answer: any; status?: number }> => {
          const n = `${method}-${++id}`;
          const exchange = await peer.exchange(JSON.stringify(request(revision, n, method, params)), n);
          expectClean(exchange.text);
          return { answer: theAnswer(exchange, n), status: exchange.status };
        };

        it('answers each as a method with -32601 (404 on 2026-07-28 HTTP), never a result', async () => {
          for (const name of NAMES) {
            const { answer, status } = await call(name, {});
            expect(answer.error?.code, `${name}: ${JSON.stringify(answer)}`).to.equal(-32601);
            if (transport === 'http') expect(status, name).to.equal(revision === STATELESS ? 404 : 200);
          }
        });

        it('answers each as a tool name, a prompt name and a URI as unknown', async () => {
          const notFound = revision === STATELESS ? -32602 : -32002;
          for (const name of NAMES) {
            expect((await call('tools/call', { name, arguments: {} })).answer.error?.code, `tool ${name}`).to.equal(-32602);
            expect((await call('prompts/get', { name, arguments: {} })).answer.error?.code, `prompt ${name}`).to.equal(-32602);
            expect((await call('resources/read', { uri: name })).answer.error?.code, `uri ${name}`).to.equal(notFound);
            expect((await call('completion/complete', { ref: { type: 'ref/prompt', name }, argument: { name: 'name', value: '' } })).answer.error?.code, `completion ${name}`).to.equal(-32602);
          }
        });

        it('refuses each as an argument key, naming it, and never runs the tool with it', async () => {
          for (const name of NAMES) {
            const n = `args-${++id}`;
            const raw = `{"jsonrpc":"2.0","id":${JSON.stringify(n)},"method":"tools/call","params":{"name":"echo","arguments":${objectWith(name, 1, { text: 'x' })}${revision === STATELESS ? `,"_meta":${JSON.stringify(envelope())}` : ''}}}`;
            const exchange = await peer.exchange(raw, n);
            expectClean(exchange.text);
            const answer = theAnswer(exchange, n);
            const text = JSON.stringify(answer);
            expect(answer.error?.code === -32602 || answer.result?.isError === true, `${name}: ${text}`).to.equal(true);
            expect(text, name).to.contain(name === '__proto__' || name === 'constructor' ? 'forbidden key' : 'not an accepted field');
          }
        });

        it('treats each as an ordinary (unknown) log level, capability and _meta key', async () => {
          for (const name of NAMES) {
            if (revision === STATELESS) {
              const bad = await call('tools/list', { _meta: { 'io.modelcontextprotocol/logLevel': name } });
              expect(bad.answer.error?.code, `logLevel ${name}`).to.equal(-32602);
            } else {
              expect((await call('logging/setLevel', { level: name })).answer.error?.code, `level ${name}`).to.equal(-32602);
            }
            const listed = await call('tools/list', { _meta: JSON.parse(objectWith(name, { x: 1 })) });
            expect(listed.answer.result?.tools, `_meta ${name}`).to.be.an('array');
          }
        });

        if (revision === STATELESS) {
          it('keeps asking for input when each is an inputResponses key', async () => {
            for (const name of NAMES) {
              const { answer } = await call('tools/call', { name: 'confirm', arguments: {}, inputResponses: JSON.parse(objectWith(name, { action: 'accept', content: { confirm: true } })), _meta: { 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } } });
              expect(answer.result?.resultType, `${name}: ${JSON.stringify(answer)}`).to.equal('input_required');
              expect(Object.keys(answer.result.inputRequests)).to.deep.equal(['elicitation_1']);
            }
          });
        }
      });
    }
  }
});
