import { expect } from 'chai';
import { Param, Prompt, message, text } from '../../../lib/index.js';
import { REVISIONS, closeServers, errorOf, resultOf, serve, session } from '../serve.js';

enum Tone { Formal = 'formal', Casual = 'casual' }

class Prompts {
  @Prompt({ title: 'Review code', description: 'Asks for a code review' })
  review(@Param('code', { description: 'The code' }) code: string, @Param('language', { optional: true }) language?: string): string {
    return `Please review this ${language ?? 'code'}:\n${code}`;
  }

  @Prompt()
  dialogue(@Param('tone', { enum: Tone }) tone: Tone): unknown {
    return [message('user', `Be ${tone}`), message('assistant', text('Understood'))];
  }

  @Prompt()
  bare(): string {
    return 'no arguments';
  }

  @Prompt()
  failing(): string {
    throw new Error('prompt broke');
  }
}

describe('server/methods/prompts', () => {
  afterEach(closeServers);

  it('prompts/list gives arguments with required flags', async () => {
    const raw = await session(serve([Prompts]), '2025-06-18');
    const result = resultOf(await raw.request('prompts/list'));
    expect(result).to.deep.equal({
      prompts: [
        {
          name: 'review',
          title: 'Review code',
          description: 'Asks for a code review',
          arguments: [
            { name: 'code', description: 'The code', required: true },
            { name: 'language', required: false },
          ],
        },
        { name: 'dialogue', arguments: [{ name: 'tone', required: true }] },
        { name: 'bare' },
        { name: 'failing' },
      ],
    });
  });

  it('prompts/list leaves title out at 2024-11-05', async () => {
    const raw = await session(serve([Prompts]), '2024-11-05');
    expect(resultOf(await raw.request('prompts/list')).prompts[0]).to.not.have.property('title');
  });

  for (const revision of REVISIONS) {
    it(`prompts/get turns a string into one user text message at ${revision}`, async () => {
      const raw = await session(serve([Prompts]), revision);
      const result = resultOf(await raw.request('prompts/get', { name: 'review', arguments: { code: 'x = 1' } }));
      expect(result).to.deep.equal({
        description: 'Asks for a code review',
        messages: [{ role: 'user', content: { type: 'text', text: 'Please review this code:\nx = 1' } }],
      });
    });
  }

  it('prompts/get passes optional arguments and returns message lists as they are', async () => {
    const raw = await session(serve([Prompts]), '2025-06-18');
    const review = resultOf(await raw.request('prompts/get', { name: 'review', arguments: { code: 'fn main() {}', language: 'Rust' } }));
    expect(review.messages[0].content.text).to.equal('Please review this Rust:\nfn main() {}');
    const dialogue = resultOf(await raw.request('prompts/get', { name: 'dialogue', arguments: { tone: 'casual' } }));
    expect(dialogue).to.deep.equal({
      messages: [
        { role: 'user', content: { type: 'text', text: 'Be casual' } },
        { role: 'assistant', content: { type: 'text', text: 'Understood' } },
      ],
    });
  });

  it('prompts/get works without arguments for a prompt that has none', async () => {
    const raw = await session(serve([Prompts]), '2025-06-18');
    expect(resultOf(await raw.request('prompts/get', { name: 'bare' }))).to.deep.equal({ messages: [{ role: 'user', content: { type: 'text', text: 'no arguments' } }] });
  });

  it('answers an unknown prompt with -32602', async () => {
    const raw = await session(serve([Prompts]), '2025-06-18');
    expect(errorOf(await raw.request('prompts/get', { name: 'nope', arguments: {} }))).to.deep.equal({ code: -32602, message: 'Unknown prompt: nope' });
  });

  it('answers a missing required argument with -32602 naming it', async () => {
    const raw = await session(serve([Prompts]), '2025-06-18');
    const error = errorOf(await raw.request('prompts/get', { name: 'review', arguments: { language: 'Go' } }));
    expect(error.code).to.equal(-32602);
    expect(error.message).to.match(/^Invalid arguments for prompt review: /);
    expect(error.message).to.contain('code');
  });

  it('answers missing arguments altogether with -32602', async () => {
    const raw = await session(serve([Prompts]), '2025-06-18');
    expect(errorOf(await raw.request('prompts/get', { name: 'review' })).code).to.equal(-32602);
  });

  it('answers an argument outside its enum with -32602', async () => {
    const raw = await session(serve([Prompts]), '2025-06-18');
    const error = errorOf(await raw.request('prompts/get', { name: 'dialogue', arguments: { tone: 'angry' } }));
    expect(error.code).to.equal(-32602);
    expect(error.message).to.contain('tone');
  });

  it('answers a failing prompt handler with -32603 and its message', async () => {
    const raw = await session(serve([Prompts]), '2025-06-18');
    const response = await raw.request('prompts/get', { name: 'failing' });
    expect(errorOf(response)).to.deep.equal({ code: -32603, message: 'Prompt failing failed: prompt broke' });
    expect(JSON.stringify(response)).to.not.match(/\bat /);
  });
});
