import { expect } from 'chai';
import { Param, Prompt, ResourceTemplate } from '../../../lib/index.js';
import { REVISIONS, closeServers, errorOf, resultOf, serve, session } from '../serve.js';

enum Colour { Red = 'red', Green = 'green', Grey = 'grey' }

class Completions {
  @Prompt()
  pick(@Param('word', { complete: ['alpha', 'beta', 'alpine'] }) word: string, @Param('free', { optional: true }) free?: string): string {
    return `${word}${free ?? ''}`;
  }

  @Prompt()
  paired(@Param('city', { complete: (value: string, context) => [`${context.arguments.country ?? '?'}-${value}`] }) city: string, @Param('country') country: string): string {
    return `${city}, ${country}`;
  }

  @Prompt()
  many(@Param('n', { complete: Array.from({ length: 150 }, (_, i) => `n${i}`) }) n: string): string {
    return n;
  }

  @ResourceTemplate('paint://{colour}')
  paint(@Param('colour', { enum: Colour }) colour: Colour): string {
    return colour;
  }
}

const completion = (result: any) => result.completion;

describe('server/methods/completion', () => {
  afterEach(closeServers);

  for (const revision of REVISIONS) {
    it(`completes a prompt argument from its list by prefix at ${revision}`, async () => {
      const raw = await session(serve([Completions]), revision);
      const result = resultOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'pick' }, argument: { name: 'word', value: 'al' } }));
      expect(result).to.deep.equal({ completion: { values: ['alpha', 'alpine'], total: 2, hasMore: false } });
    });
  }

  it('is case-insensitive and gives everything for an empty value', async () => {
    const raw = await session(serve([Completions]), '2025-06-18');
    const upper = resultOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'pick' }, argument: { name: 'word', value: 'AL' } }));
    expect(completion(upper).values).to.deep.equal(['alpha', 'alpine']);
    const all = resultOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'pick' }, argument: { name: 'word', value: '' } }));
    expect(completion(all).values).to.deep.equal(['alpha', 'beta', 'alpine']);
  });

  it('gives no values for an argument without a completion source', async () => {
    const raw = await session(serve([Completions]), '2025-06-18');
    const result = resultOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'pick' }, argument: { name: 'free', value: 'a' } }));
    expect(result).to.deep.equal({ completion: { values: [], total: 0, hasMore: false } });
  });

  it('passes the other arguments of context to a completion function', async () => {
    const raw = await session(serve([Completions]), '2025-06-18');
    const result = resultOf(await raw.request('completion/complete', {
      ref: { type: 'ref/prompt', name: 'paired' },
      argument: { name: 'city', value: 'Os' },
      context: { arguments: { country: 'NO' } },
    }));
    expect(completion(result).values).to.deep.equal(['NO-Os']);
  });

  it('caps values at 100 and says there are more', async () => {
    const raw = await session(serve([Completions]), '2025-06-18');
    const result = completion(resultOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'many' }, argument: { name: 'n', value: 'n' } })));
    expect(result.values).to.have.length(100);
    expect(result.values[0]).to.equal('n0');
    expect(result.total).to.equal(150);
    expect(result.hasMore).to.equal(true);
  });

  it('completes a template variable from its enum values', async () => {
    const raw = await session(serve([Completions]), '2025-06-18');
    const result = resultOf(await raw.request('completion/complete', { ref: { type: 'ref/resource', uri: 'paint://{colour}' }, argument: { name: 'colour', value: 'gr' } }));
    expect(result).to.deep.equal({ completion: { values: ['green', 'grey'], total: 2, hasMore: false } });
  });

  it('answers an unknown prompt with -32602', async () => {
    const raw = await session(serve([Completions]), '2025-06-18');
    const error = errorOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'nope' }, argument: { name: 'word', value: 'a' } }));
    expect(error).to.deep.equal({ code: -32602, message: 'Unknown prompt: nope' });
  });

  it('answers an unknown template with -32602', async () => {
    const raw = await session(serve([Completions]), '2025-06-18');
    const error = errorOf(await raw.request('completion/complete', { ref: { type: 'ref/resource', uri: 'paint://{hue}' }, argument: { name: 'hue', value: 'a' } }));
    expect(error).to.deep.equal({ code: -32602, message: 'Unknown resource template: paint://{hue}' });
  });

  it('answers a malformed request with -32602', async () => {
    const raw = await session(serve([Completions]), '2025-06-18');
    expect(errorOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'pick' } })).code).to.equal(-32602);
    expect(errorOf(await raw.request('completion/complete', { ref: { type: 'ref/other' }, argument: { name: 'word', value: '' } })).code).to.equal(-32602);
  });
});
