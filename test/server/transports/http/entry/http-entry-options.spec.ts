import { expect } from 'chai';
import { Param, Tool } from '../../../../../lib/index.js';
import type { Diagnostics } from '../../../../../lib/server/contracts/diagnostics.js';
import { sessionlessOf } from '../../../../../lib/server/transports/http/entry/http-entry-options.js';
import { serve } from '../../../serve.js';
import { answerOf, closeAll, expectHttpError, initializeMessage, listen, post } from '../http-support.js';

class Adder {
  @Tool() add(@Param('a') a: number, @Param('b') b: number): string {
    return String(a + b);
  }
}

function recording(): Diagnostics & { readonly warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => void warnings.push(message), error: (message) => void warnings.push(message) };
}

describe('server/transports/http/http-entry-options', () => {
  afterEach(closeAll);

  describe('sessionlessOf', () => {
    it('reads sessionless, and is false when neither name is given', () => {
      const diagnostics = recording();
      expect(sessionlessOf({ sessionless: true }, diagnostics)).to.equal(true);
      expect(sessionlessOf({ sessionless: false }, diagnostics)).to.equal(false);
      expect(sessionlessOf({}, diagnostics)).to.equal(false);
      expect(diagnostics.warnings).to.deep.equal([]);
    });

    it('honours the deprecated stateless and says to write sessionless instead', () => {
      const diagnostics = recording();
      expect(sessionlessOf({ stateless: true }, diagnostics)).to.equal(true);
      expect(diagnostics.warnings).to.have.length(1);
      expect(diagnostics.warnings[0]).to.contain("'stateless' is deprecated").and.contain('sessionless: true');
    });

    it('lets sessionless win over stateless when both are given, and says the old one is ignored', () => {
      const diagnostics = recording();
      expect(sessionlessOf({ sessionless: false, stateless: true }, diagnostics)).to.equal(false);
      expect(diagnostics.warnings[0]).to.contain('ignored here: sessionless: false is set');
    });
  });

  for (const option of [{ sessionless: true }, { stateless: true }] as const) {
    const name = Object.keys(option)[0]!;
    describe(`an entry with ${name}: true`, () => {
      it('answers initialize and tools/call without a session, and GET and DELETE with 405', async () => {
        const diagnostics = recording();
        const http = await listen(option, serve([Adder], { diagnostics }));
        const initialized = await post(http.url, initializeMessage('2025-11-25'));
        expect(initialized.headers.has('mcp-session-id')).to.equal(false);
        expect((await answerOf(initialized, 1)).result.protocolVersion).to.equal('2025-11-25');
        const called = await post(http.url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 20, b: 22 } } }, { 'mcp-protocol-version': '2025-11-25' });
        expect((await answerOf(called, 2)).result).to.deep.equal({ content: [{ type: 'text', text: '42' }] });
        const get = await fetch(http.url, { headers: { accept: 'text/event-stream' } });
        expect(get.headers.get('allow')).to.equal('POST');
        await expectHttpError(get, 405, -32000);
        await expectHttpError(await fetch(http.url, { method: 'DELETE' }), 405, -32000);
        expect(http.entry.sessionCount).to.equal(0);
        // The old name is reported once, when the entry is made, not per request.
        expect(diagnostics.warnings.filter((w) => w.includes('deprecated'))).to.have.length(name === 'stateless' ? 1 : 0);
      });
    });
  }

  it('keeps sessions without either option', async () => {
    const http = await listen({}, serve([Adder]));
    const initialized = await post(http.url, initializeMessage('2025-11-25'));
    expect(initialized.headers.get('mcp-session-id')).to.be.a('string');
    expect(http.entry.sessionCount).to.equal(1);
  });
});
