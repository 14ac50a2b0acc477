import { expect } from 'chai';
import { Param } from '../../../lib/decorators/param.decorator.js';
import { Prompt } from '../../../lib/decorators/prompt.decorator.js';
import { Tool } from '../../../lib/decorators/tool.decorator.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';

class Many {
  @Tool() a(): string { return 'a'; }
  @Tool() b(): string { return 'b'; }
  @Tool() c(): string { return 'c'; }
  @Tool() d(): string { return 'd'; }
  @Tool() e(): string { return 'e'; }
  @Prompt() p(@Param('x') x: string): string { return x; }
}

describe('server/methods/list-method', () => {
  afterEach(closeServers);

  it('pages a list by the server page size, under the key of its kind, until no nextCursor is given', async () => {
    const raw = await session(serve([Many], { pageSize: 2 }), '2025-06-18');
    const names: string[] = [];
    const cursors: string[] = [];
    let cursor: string | undefined;
    do {
      const page = resultOf(await raw.request('tools/list', cursor === undefined ? {} : { cursor }));
      expect(page.tools.length).to.be.at.most(2);
      names.push(...page.tools.map((t: { name: string }) => t.name));
      cursor = page.nextCursor;
      if (cursor !== undefined) cursors.push(cursor);
    } while (cursor !== undefined);
    expect(names).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    expect(cursors).to.have.length(2);
    expect(resultOf(await raw.request('prompts/list'))).to.deep.equal({ prompts: [{ name: 'p', arguments: [{ name: 'x', required: true }] }] });
  });

  it('refuses a cursor it did not give, with -32602', async () => {
    const raw = await session(serve([Many], { pageSize: 2 }), '2025-06-18');
    for (const cursor of ['not-a-cursor', 42, Buffer.from(JSON.stringify({ o: 99 })).toString('base64url')]) {
      expect(errorOf(await raw.request('tools/list', { cursor }))).to.deep.include({ code: -32602, message: 'Invalid cursor: pass back the nextCursor of the previous page unchanged' });
    }
  });

  it('encodes each entry for the revision of the session', async () => {
    class Titled { @Tool({ title: 'Shiny' }) t(): string { return ''; } }
    const server = serve([Titled]);
    expect(resultOf(await (await session(server, '2025-06-18')).request('tools/list')).tools[0]).to.have.property('title', 'Shiny');
    expect(resultOf(await (await session(server, '2024-11-05')).request('tools/list')).tools[0]).to.not.have.property('title');
  });
});
