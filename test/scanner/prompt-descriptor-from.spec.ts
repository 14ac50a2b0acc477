import { expect } from 'chai';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Ctx } from '../../lib/decorators/ctx.decorator.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Prompt } from '../../lib/decorators/prompt.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { UnsupportedTypeError } from '../../lib/errors/unsupported-type.error.js';
import { promptDescriptorFrom } from '../../lib/scanner/prompt-descriptor-from.js';
import { memberOf, scanContext } from '../support/scan-context.js';

enum Tone { Formal = 'formal', Casual = 'casual' }

class Prompts {
  greeting = 'Hello';

  @Prompt({ name: 'review_code', title: 'Review', description: 'Asks for a review' })
  review(@Param('code') code: string, @Ctx() _ctx: unknown, @Param('tone', { enum: Tone, optional: true }) tone?: Tone): string {
    return `${this.greeting} ${tone ?? 'formal'} ${code}`;
  }
}

describe('scanner/prompt-descriptor-from', () => {
  it('describes a prompt with its string arguments, context slot and options', () => {
    const prompt = promptDescriptorFrom(memberOf(Prompts, 'review'), new Prompts(), scanContext());
    expect(prompt).to.deep.include({ kind: 'prompt', name: 'review_code', title: 'Review', description: 'Asks for a review', member: 'Prompts.review', arity: 3, contextIndex: 1 });
    expect(prompt.params.map((p) => [p.name, p.optional])).to.deep.equal([['code', false], ['tone', true]]);
  });

  it('binds arguments into their parameter slots and invokes the method on the instance', async () => {
    const prompt = promptDescriptorFrom(memberOf(Prompts, 'review'), new Prompts(), scanContext());
    const bound = await prompt.bind({ code: 'x = 1', tone: 'casual' });
    expect(bound).to.deep.equal({ ok: true, args: ['x = 1', undefined, 'casual'] });
    expect(prompt.invoke(['x = 1', undefined, 'casual'])).to.equal('Hello casual x = 1');
    const refused = await prompt.bind({ tone: 'rude' });
    expect(refused.ok).to.equal(false);
  });

  it('refuses a prompt argument that is not a string, and @Args on a prompt', () => {
    class Numeric { @Prompt() p(@Param('n') n: number): string { return String(n); } }
    expect(() => promptDescriptorFrom(memberOf(Numeric, 'p'), new Numeric(), scanContext())).to.throw(UnsupportedTypeError, 'prompt argument "n" is typed number at Numeric.p(#0 "n"). Prompt arguments are strings on the wire;');
    class Whole { @Prompt() p(@Args() a: object): string { return String(a); } }
    expect(() => promptDescriptorFrom(memberOf(Whole, 'p'), new Whole(), scanContext())).to.throw(InvalidDecoratorOptionError, '@Args() is on a prompt');
  });
});
