import { expect } from 'chai';
import { ArgumentLimits, Param, RateLimit, Scopes, Tool, createServer, type Principal } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { adapterFor } from '../../lib/revisions/index.js';
import type { RequestParams } from '../../lib/server/protocol/json-rpc.js';
import { internalsOf } from '../../lib/server/engine/server-internals.js';
import { goneOf, type OneShotRequest } from '../../lib/server/engine/one-shot.js';
import { oneShotExchange } from '../../lib/server/transports/http/one-shot/one-shot-exchange.js';
import { isPlain, type HttpAnswer } from '../../lib/server/transports/http/wire/http-answer.js';

/** Reading needs notes:read; writing notes:write; `bulk` limits its arguments; `limited` allows one call a minute. */
@Scopes('notes:read')
class GrantedNotes {
  @Tool()
  read(): string {
    return 'read';
  }

  @Scopes('notes:write')
  @Tool()
  write(): string {
    return 'written';
  }

  @ArgumentLimits({ maxElements: 3 })
  @Tool()
  bulk(@Param('items', { type: () => [String] }) items: string[]): string {
    return `bulk ${items.length}`;
  }

  @RateLimit({ points: 1, duration: 60 })
  @Tool()
  limited(): string {
    return 'limited';
  }
}

const reader: Principal = { subject: 'reader', scopes: ['notes:read'], claims: {} };
const era = { adapter: adapterFor('2026-07-28'), client: { capabilities: {} } };

function coreOf() {
  return internalsOf(createServer({ name: 'granted', version: '1.0.0', classes: [GrantedNotes], diagnostics: silentDiagnostics }))!.core;
}

/** A 2026-07-28 tools/call as the HTTP entry hands it on: with the member it found and whether it granted access. */
function call(core: ReturnType<typeof coreOf>, params: RequestParams, granted: { tool: string; accessGranted: boolean } | undefined): OneShotRequest {
  const target = granted ? { target: { member: core.catalogue.tool(granted.tool)!, accessGranted: granted.accessGranted } } : {};
  return { id: 1, method: 'tools/call', params, terms: era, stateless: true, whenGone: goneOf(new AbortController().signal), principal: reader, ...target };
}

async function answerOf(answer: HttpAnswer): Promise<{ result?: { isError?: boolean; content: { text: string }[] }; error?: { code: number; message: string } }> {
  return JSON.parse(isPlain(answer) ? answer.body : await answer.text());
}

describe('hostile/access-granted: access the HTTP entry decided once is never reused beyond that member and caller', () => {
  it('a grant for one tool does not admit another tool named in the same request', async () => {
    const core = coreOf();
    const answer = await answerOf(await oneShotExchange(core, call(core, { name: 'write', arguments: {} }, { tool: 'read', accessGranted: true })));
    expect(JSON.stringify(answer)).to.match(/notes:write/);
    expect(JSON.stringify(answer)).to.not.contain('written');
  });

  it('a target found without a decision (accessGranted: false) is checked', async () => {
    const core = coreOf();
    const answer = await answerOf(await oneShotExchange(core, call(core, { name: 'write', arguments: {} }, { tool: 'write', accessGranted: false })));
    expect(JSON.stringify(answer)).to.match(/notes:write/);
    expect(JSON.stringify(answer)).to.not.contain('written');
  });

  it('a granted call still has its argument limits applied', async () => {
    const core = coreOf();
    const answer = await answerOf(await oneShotExchange(core, call(core, { name: 'bulk', arguments: { items: ['a', 'b', 'c', 'd', 'e'] } }, { tool: 'bulk', accessGranted: true })));
    expect(answer.error?.code, JSON.stringify(answer)).to.equal(-32602);
  });

  it('a granted call still counts against its rate limit', async () => {
    const core = coreOf();
    const first = await answerOf(await oneShotExchange(core, call(core, { name: 'limited', arguments: {} }, { tool: 'limited', accessGranted: true })));
    expect(first.result?.content[0]?.text).to.equal('limited');
    const second = await answerOf(await oneShotExchange(core, call(core, { name: 'limited', arguments: {} }, { tool: 'limited', accessGranted: true })));
    expect(second.result?.isError, JSON.stringify(second)).to.equal(true);
    expect(second.result?.content[0]?.text).to.match(/rate limit|Too many|limit/i);
  });
});
