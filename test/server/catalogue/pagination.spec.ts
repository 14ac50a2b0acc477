import { expect } from 'chai';
import { Prompt, Tool } from '../../../lib/index.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';

class Five {
  @Tool() one(): string { return '1'; }
  @Tool() two(): string { return '2'; }
  @Tool() three(): string { return '3'; }
  @Tool() four(): string { return '4'; }
  @Tool() five(): string { return '5'; }
  @Prompt() only(): string { return 'p'; }
}

const names = (list: { name: string }[]) => list.map((t) => t.name);

describe('server/catalogue/pagination', () => {
  afterEach(closeServers);

  it('pages tools/list by pageSize following nextCursor: 2, 2, 1', async () => {
    const raw = await session(serve([Five], { pageSize: 2 }), '2025-06-18');
    const first = resultOf(await raw.request('tools/list'));
    expect(names(first.tools)).to.deep.equal(['one', 'two']);
    expect(first.nextCursor).to.be.a('string');
    const second = resultOf(await raw.request('tools/list', { cursor: first.nextCursor }));
    expect(names(second.tools)).to.deep.equal(['three', 'four']);
    expect(second.nextCursor).to.be.a('string');
    const third = resultOf(await raw.request('tools/list', { cursor: second.nextCursor }));
    expect(names(third.tools)).to.deep.equal(['five']);
    expect(third).to.not.have.property('nextCursor');
  });

  it('gives the whole list and no nextCursor when it fits one page', async () => {
    const raw = await session(serve([Five], { pageSize: 5 }), '2025-06-18');
    const result = resultOf(await raw.request('tools/list'));
    expect(names(result.tools)).to.deep.equal(['one', 'two', 'three', 'four', 'five']);
    expect(result).to.not.have.property('nextCursor');
  });

  it('pages other lists too', async () => {
    const raw = await session(serve([Five], { pageSize: 2 }), '2025-06-18');
    const result = resultOf(await raw.request('prompts/list'));
    expect(result).to.deep.equal({ prompts: [{ name: 'only' }] });
  });

  it('accepts a null cursor as the first page', async () => {
    const raw = await session(serve([Five], { pageSize: 2 }), '2025-06-18');
    expect(names(resultOf(await raw.request('tools/list', { cursor: null })).tools)).to.deep.equal(['one', 'two']);
  });

  for (const cursor of ['garbage', '', 42, Buffer.from('{"o":99}').toString('base64url'), Buffer.from('{"o":0}').toString('base64url')]) {
    it(`refuses the cursor ${JSON.stringify(cursor)} with -32602`, async () => {
      const raw = await session(serve([Five], { pageSize: 2 }), '2025-06-18');
      const error = errorOf(await raw.request('tools/list', { cursor }));
      expect(error).to.deep.equal({ code: -32602, message: 'Invalid cursor: pass back the nextCursor of the previous page unchanged' });
    });
  }
});
