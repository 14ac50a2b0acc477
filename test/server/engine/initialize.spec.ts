import { expect } from 'chai';
import { createServer, type ServerOptions } from '../../../lib/index.js';
import type { McpExtension } from '../../../lib/extensions/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { initialize, type InitializeAnswer } from '../../../lib/server/engine/initialize.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';
import type { EngineCore } from '../../../lib/server/contracts/method-call.js';
import type { RequestParams } from '../../../lib/server/protocol/json-rpc.js';

type Json = { [key: string]: any };

function coreOf(options: Partial<ServerOptions> = {}): EngineCore {
  return internalsOf(createServer({ name: 'init', version: '1.2.3', classes: [], diagnostics: silentDiagnostics, ...options }))!.core;
}

/** The answer when it settled a revision, or a failure naming the error it answered with. */
function settled(answer: InitializeAnswer): Exclude<InitializeAnswer, { error: unknown }> {
  if ('error' in answer) throw new Error(`expected a negotiated revision, got ${JSON.stringify(answer.error)}`);
  return answer;
}

describe('server/engine/initialize', () => {
  const core = coreOf({ instructions: 'Be brief.' });

  it('settles on the requested session revision and answers with it, the server info, capabilities and instructions', () => {
    for (const revision of ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']) {
      const answer = settled(initialize(core, { protocolVersion: revision, capabilities: {} }, undefined));
      expect(answer.adapter.revision).to.equal(revision);
      const result = answer.result as Json;
      expect(result.protocolVersion).to.equal(revision);
      expect(result.serverInfo).to.deep.include({ name: 'init', version: '1.2.3' });
      expect(result.instructions).to.equal('Be brief.');
      expect(result.capabilities).to.include.keys('tools', 'resources', 'prompts', 'logging');
    }
  });

  it('offers the newest session revision for an unknown, stateless, missing, inherited or non-string version', () => {
    const inherited = Object.create({ protocolVersion: '2024-11-05' }) as RequestParams;
    for (const params of [{ protocolVersion: '1999-01-01' }, { protocolVersion: '2026-07-28' }, {}, { protocolVersion: 20250618 }, inherited]) {
      const answer = settled(initialize(core, params, undefined));
      expect(answer.adapter.revision, JSON.stringify(params)).to.equal('2025-11-25');
      expect((answer.result as Json).protocolVersion).to.equal('2025-11-25');
    }
  });

  it('offers the newest revision the server was told to speak', () => {
    const older = coreOf({ revisions: ['2024-11-05', '2025-03-26'] });
    expect(settled(initialize(older, { protocolVersion: '2025-11-25' }, undefined)).adapter.revision).to.equal('2025-03-26');
    expect(settled(initialize(older, { protocolVersion: '2024-11-05' }, undefined)).adapter.revision).to.equal('2024-11-05');
  });

  it('refuses a second initialize on the connection with -32600, whatever it asks for', () => {
    const first = settled(initialize(core, { protocolVersion: '2025-06-18' }, undefined));
    expect(initialize(core, { protocolVersion: '2025-06-18' }, first.adapter)).to.deep.equal({ error: { code: -32600, message: 'initialize was already received on this connection' } });
  });

  it('answers -32022 naming the stateless revisions when the server speaks no session revision', () => {
    const stateless = coreOf({ revisions: ['2026-07-28'] });
    const answer = initialize(stateless, { protocolVersion: '2025-06-18' }, undefined);
    expect(answer).to.deep.equal({
      error: {
        code: -32022,
        message: 'This server speaks only 2026-07-28, which has no initialize; send requests with params._meta instead',
        data: { supported: ['2026-07-28'], requested: '2025-06-18' },
      },
    });
    expect((initialize(stateless, {}, undefined) as { error: Json }).error.data.requested).to.equal('');
  });

  it('describes the client from its own clientInfo (with a string name) and capabilities, ignoring anything else', () => {
    const good = settled(initialize(core, { protocolVersion: '2025-06-18', clientInfo: { name: 'inspector', version: '0.1' }, capabilities: { roots: { listChanged: true } } }, undefined));
    expect(good.client).to.deep.equal({ info: { name: 'inspector', version: '0.1' }, capabilities: { roots: { listChanged: true } } });
    for (const [clientInfo, capabilities] of [[{ version: '1' }, []], [{ name: 7 }, 'all'], ['inspector', null], [[], 5]] as const) {
      const answer = settled(initialize(core, { protocolVersion: '2025-06-18', clientInfo, capabilities } as RequestParams, undefined));
      expect(answer.client, JSON.stringify({ clientInfo, capabilities })).to.deep.equal({ capabilities: {} });
    }
    const parsed = JSON.parse('{"protocolVersion":"2025-06-18","__proto__":{"clientInfo":{"name":"forged"}},"capabilities":{}}') as RequestParams;
    const answer = settled(initialize(core, parsed, undefined));
    expect(answer.client).to.deep.equal({ capabilities: {} });
    expect(({} as Json).clientInfo).to.equal(undefined);
  });

  it("merges an extension's session capabilities into the result of the revisions it names, and nowhere else", () => {
    const extension: McpExtension = { id: 'io.example/x', sessionCapabilities: (adapter) => (adapter.revision === '2025-11-25' ? { example: { on: true } } : undefined) };
    const withExtension = coreOf({ extensions: [extension] });
    const newest = settled(initialize(withExtension, { protocolVersion: '2025-11-25' }, undefined)).result as Json;
    expect(newest.capabilities.example).to.deep.equal({ on: true });
    expect(newest.capabilities).to.include.keys('tools');
    // Asked after the merge above: the merge changed that answer only, not what the next one starts from.
    const older = settled(initialize(withExtension, { protocolVersion: '2025-06-18' }, undefined)).result as Json;
    expect(older.capabilities).to.not.have.property('example');
    expect(older.capabilities).to.include.keys('tools');
  });
});
