import { expect } from 'chai';
import { Param } from '../../../lib/decorators/param.decorator.js';
import { Resource } from '../../../lib/decorators/resource.decorator.js';
import { ResourceTemplate } from '../../../lib/decorators/resource-template.decorator.js';
import { UseGuards } from '../../../lib/decorators/use-guards.decorator.js';
import type { Invocation } from '../../../lib/model/middleware.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';

const asked: Invocation[] = [];
let handlerRuns = 0;

class Notes {
  @Resource('notes://index') index(): string { handlerRuns++; return 'index'; }

  @UseGuards((invocation) => (asked.push(invocation), invocation.arguments.id === 'public' ? true : `Note ${String(invocation.arguments.id)} is private.`))
  @ResourceTemplate('notes://{id}')
  note(@Param('id') id: string): string { handlerRuns++; return id; }
}

describe('server/methods/resource-access', () => {
  afterEach(closeServers);
  beforeEach(() => {
    asked.length = 0;
    handlerRuns = 0;
  });

  it('subscribes to a fixed resource or a URI a template matches, without running the handler', async () => {
    const raw = await session(serve([Notes]), '2025-06-18');
    expect(resultOf(await raw.request('resources/subscribe', { uri: 'notes://index' }))).to.deep.equal({});
    expect(resultOf(await raw.request('resources/subscribe', { uri: 'notes://public' }))).to.deep.equal({});
    expect(handlerRuns).to.equal(0);
  });

  it("runs the member's guards with the template variables, and refuses what they refuse", async () => {
    const raw = await session(serve([Notes]), '2025-06-18');
    expect(errorOf(await raw.request('resources/subscribe', { uri: 'notes://secret' }))).to.deep.equal({ code: -32602, message: 'Note secret is private.' });
    expect(asked.map((i) => [i.kind, i.name, i.member, i.arguments])).to.deep.equal([['resource', 'notes://secret', 'Notes.note', { id: 'secret' }]]);
    expect(handlerRuns).to.equal(0);
  });

  it('refuses a URI no resource serves', async () => {
    const raw = await session(serve([Notes]), '2025-06-18');
    expect(errorOf(await raw.request('resources/subscribe', { uri: 'other://x' })).code).to.equal(-32002);
  });
});
