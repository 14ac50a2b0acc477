import { expect } from 'chai';
import { Ctx } from '../../../lib/decorators/ctx.decorator.js';
import { Param } from '../../../lib/decorators/param.decorator.js';
import { Prompt } from '../../../lib/decorators/prompt.decorator.js';
import { ResourceTemplate } from '../../../lib/decorators/resource-template.decorator.js';
import { AccessDeniedError } from '../../../lib/errors/access-denied.error.js';
import { ResourceNotFoundError } from '../../../lib/errors/resource-not-found.error.js';
import type { McpContext } from '../../../lib/model/handler-context.js';
import type { Diagnostics } from '../../../lib/server/contracts/diagnostics.js';
import { ProtocolError } from '../../../lib/server/protocol/protocol-error.js';
import { openRawSession } from '../../support/raw-session.js';
import { closeServers, errorOf, serve, session } from '../serve.js';

class Failing {
  @Prompt() broken(): string { throw new Error('database is down'); }
  @Prompt() denied(): string { throw new AccessDeniedError('Only editors may use this prompt.'); }
  @Prompt() protocol(): string { throw new ProtocolError(-32099, 'Custom refusal', { why: 'test' }); }
  @Prompt() async slow(@Ctx() ctx: McpContext): Promise<string> {
    await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve, { once: true }));
    return 'late';
  }
  @ResourceTemplate('notes://{id}') note(@Param('id') id: string): string { throw new ResourceNotFoundError(`notes://${id}`, `No note ${id}`); }
}

function recording(): Diagnostics & { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, warn: (m: string) => void warnings.push(m), error: (m: string) => void errors.push(m) };
}

describe('server/methods/failed-call', () => {
  afterEach(closeServers);

  it('answers a handler that throws with -32603 naming what failed, and reports it to diagnostics', async () => {
    const diagnostics = recording();
    const raw = await session(serve([Failing], { diagnostics }), '2025-06-18');
    expect(errorOf(await raw.request('prompts/get', { name: 'broken' }))).to.deep.equal({ code: -32603, message: 'Prompt broken failed: database is down' });
    expect(diagnostics.errors).to.deep.equal(['prompt broken (Failing.broken) failed']);
  });

  it('answers an access refusal with -32602 and its message, and passes a ProtocolError through as it is', async () => {
    const raw = await session(serve([Failing], { diagnostics: recording() }), '2025-06-18');
    expect(errorOf(await raw.request('prompts/get', { name: 'denied' }))).to.deep.equal({ code: -32602, message: 'Only editors may use this prompt.' });
    expect(errorOf(await raw.request('prompts/get', { name: 'protocol' }))).to.deep.equal({ code: -32099, message: 'Custom refusal', data: { why: 'test' } });
  });

  it("answers a resource that is not there with the revision's code and the URI", async () => {
    const raw = await session(serve([Failing]), '2025-06-18');
    expect(errorOf(await raw.request('resources/read', { uri: 'notes://7' }))).to.deep.equal({ code: -32002, message: 'No note 7', data: { uri: 'notes://7' } });
    const stateless = await openRawSession(serve([Failing]));
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
    expect(errorOf(await stateless.request('resources/read', { uri: 'notes://7', _meta: meta }))).to.deep.include({ code: -32602, message: 'No note 7' });
    await stateless.close();
  });

  it('answers a handler that runs out of time with -32603 saying so, and warns', async () => {
    const diagnostics = recording();
    const raw = await session(serve([Failing], { diagnostics, handlerTimeoutMs: 20 }), '2025-06-18');
    expect(errorOf(await raw.request('prompts/get', { name: 'slow' }))).to.deep.equal({ code: -32603, message: 'Prompt slow timed out after 20 ms' });
    expect(diagnostics.warnings).to.deep.equal(['prompt slow (Failing.slow) timed out after 20 ms and was aborted; raise handlerTimeoutMs if it needs longer']);
  });
});
