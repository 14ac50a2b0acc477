import { expect } from 'chai';
import { Tool, createServer, toolResult, text } from '../../lib/index.js';
import type { Diagnostics } from '../../lib/observability/index.js';
import { ALL_REVISIONS, STATELESS, closeHostile, expectClean, hostileServer, peerFor, request, stdioPeer, theAnswer } from './support.js';

/** `{"a":{"a":…{"a":1}…}}` nested `depth` levels deep, as raw JSON text. */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

class LeakyTools {
  @Tool({ description: 'Puts a Date instance where JSON belongs' })
  leaky(): unknown {
    return toolResult({ content: [text('x')], _meta: { when: new Date(0) } as never });
  }
}

describe('hostile/engine: the gate runs before anything reads a request', () => {
  afterEach(closeHostile);

  for (const transport of ['stdio', 'http'] as const) {
    for (const revision of ALL_REVISIONS) {
      it(`refuses arguments nested 3,000 levels deep with the documented refusal, not -32603 (${transport}, ${revision})`, async () => {
        const peer = await peerFor(transport, revision, hostileServer().server);
        try {
          const raw = JSON.stringify(request(revision, 'deep', 'tools/call', { name: 'echo', arguments: { text: 'x', deep: 0 } })).replace('"deep":0', `"deep":${nested(3000)}`);
          const exchange = await peer.exchange(raw, 'deep');
          expectClean(exchange.text);
          const answer = theAnswer(exchange, 'deep');
          const said = JSON.stringify(answer);
          expect(said).to.contain('is nested deeper than 32 levels');
          if (revision === '2025-11-25' || revision === STATELESS) expect(answer.result.isError, said).to.equal(true);
          else expect(answer.error.code, said).to.equal(-32602);
        } finally {
          await peer.close();
        }
      });
    }
  }

  for (const revision of ALL_REVISIONS) {
    it(`never calls a template handler with an empty required variable (${revision})`, async () => {
      const peer = await stdioPeer(revision);
      try {
        const empty = theAnswer(await peer.exchange(JSON.stringify(request(revision, 1, 'resources/read', { uri: 'test://template//data' })), 1), 1);
        expect(empty.error?.code, JSON.stringify(empty)).to.equal(revision === STATELESS ? -32602 : -32002);
        const full = theAnswer(await peer.exchange(JSON.stringify(request(revision, 2, 'resources/read', { uri: 'test://template/7/data' })), 2), 2);
        expect(full.result.contents[0].text).to.equal('data for 7');
      } finally {
        await peer.close();
      }
    });
  }

  for (const revision of ['2024-11-05', '2025-03-26'] as const) {
    it(`says that ${revision} has no elicitation, even to a client that claims the capability`, async () => {
      const peer = await stdioPeer(revision);
      try {
        const answer = theAnswer(await peer.exchange(JSON.stringify(request(revision, 1, 'tools/call', { name: 'confirm', arguments: {} })), 1), 1);
        expect(answer.result).to.deep.equal({ content: [{ type: 'text', text: `This client cannot answer elicitation requests: protocol revision ${revision} has no elicitation requests.` }], isError: true });
      } finally {
        await peer.close();
      }
    });
  }

  it('answers a result that is not plain JSON data with a generic -32603, the detail going to diagnostics only', async () => {
    const logged: string[] = [];
    const diagnostics: Diagnostics = { warn: (m) => void logged.push(m), error: (m) => void logged.push(m) };
    const server = createServer({ name: 'leaky', version: '1', classes: [LeakyTools], diagnostics });
    const peer = await stdioPeer('2025-11-25', server);
    try {
      const exchange = await peer.exchange(JSON.stringify(request('2025-11-25', 1, 'tools/call', { name: 'leaky', arguments: {} })), 1);
      expect(theAnswer(exchange, 1)).to.deep.equal({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error while handling tools/call' } });
      expect(exchange.text).to.not.contain('1970');
      expect(logged).to.deep.equal(['tools/call produced a result that is not plain JSON data (result._meta.when is an instance of Date, not plain JSON data); answered -32603 instead']);
    } finally {
      await peer.close();
    }
  });
});
