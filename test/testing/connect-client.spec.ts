import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Prompt } from '../../lib/decorators/prompt.decorator.js';
import { Resource } from '../../lib/decorators/resource.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/server/contracts/diagnostics.js';
import { InvalidConnectOptionError } from '../../lib/errors/invalid-connect-option.error.js';
import { connectClient, type RevisionSession } from '../../lib/testing/connect-client.js';

class Notes {
  @Tool() add(@Param('text') text: string): string { return `added ${text}`; }
  @Resource('notes://index') index(): string { return 'the index'; }
  @Prompt() recap(@Param('topic') topic: string): string { return `Recap ${topic}`; }
}

const server = () => createServer({ name: 'notes', version: '1.2.3', classes: [Notes], diagnostics: silentDiagnostics });

describe('testing/connect-client', () => {
  const open: RevisionSession[] = [];
  afterEach(async () => {
    for (const session of open.splice(0)) await session.close();
  });
  const connect = async (...args: Parameters<typeof connectClient>): Promise<RevisionSession> => {
    const session = await connectClient(...args);
    open.push(session);
    return session;
  };

  for (const [client, revision] of [['v1', '2024-11-05'], ['v2', '2025-06-18'], ['v2', '2026-07-28']] as const) {
    it(`connects the ${client} client in memory at exactly ${revision} and speaks every kind of member`, async () => {
      const session = await connect({ revision, client, transport: 'memory', server });
      expect(session).to.deep.include({ revision, client, transport: 'memory', negotiatedRevision: revision });
      expect(((await session.listTools()) as { tools: { name: string }[] }).tools.map((t) => t.name)).to.deep.equal(['add']);
      const outcome = await session.callToolOutcome('add', { text: 'milk' });
      expect(outcome.ok && (outcome.result as { content: unknown }).content).to.deep.equal([{ type: 'text', text: 'added milk' }]);
      expect(((await session.readResource('notes://index')) as { contents: { text: string }[] }).contents[0]!.text).to.equal('the index');
      expect(((await session.getPrompt('recap', { topic: 'q3' })) as { messages: { content: { text: string } }[] }).messages[0]!.content.text).to.equal('Recap q3');
      expect(session.serverVersion()).to.deep.include({ name: 'notes', version: '1.2.3' });
    });
  }

  it('serves the server over HTTP on a free loopback port; close ends the session', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'http', server });
    expect(session.negotiatedRevision).to.equal('2025-11-25');
    expect((await session.callTool('add', { text: 'eggs' })).content).to.deep.equal([{ type: 'text', text: 'added eggs' }]);
    await session.close();
    expect(await session.callTool('add', { text: 'late' }).then(() => 'answered', () => 'refused')).to.equal('refused');
  });

  it('refuses options it cannot connect with before starting anything, saying what to pass', async () => {
    const refusal = (options: Parameters<typeof connectClient>[0]) => connectClient(options).then(() => undefined, (e: unknown) => e);
    const memory = await refusal({ revision: '2025-06-18', client: 'v2', transport: 'memory' });
    expect(memory).to.be.instanceOf(InvalidConnectOptionError);
    expect((memory as Error).message).to.equal('connectClient: a memory connection needs options.server. Pass server: () => createMyServer().');
    expect(((await refusal({ revision: '2025-06-18', client: 'v1', transport: 'http' })) as Error).message).to.equal('connectClient: an http connection needs options.server. Pass server: () => createMyServer(); it is served on 127.0.0.1 at a free port.');
    expect(((await refusal({ revision: '2026-07-28', client: 'v1', transport: 'memory', server })) as Error).message).to.contain('the v1 client cannot speak 2026-07-28');
  });
});
