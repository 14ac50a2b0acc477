import { expect } from 'chai';
import { Prompt } from '../../lib/decorators/prompt.decorator.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import type { PromptRecordOptions } from '../../lib/metadata/member-options.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';

describe('decorators/prompt.decorator', () => {
  it('records a prompt with a snake_case default name, or the name given', () => {
    class Prompts {
      @Prompt({ description: 'Review code' }) reviewCode(): string { return ''; }
      @Prompt({ name: 'summary' }) summarize(): string { return ''; }
    }
    const members = getMetadataStore().recordsFor(Prompts)!.members;
    expect(members.map((m) => [m.kind, m.key, (m.options as PromptRecordOptions).name])).to.deep.equal([['prompt', 'reviewCode', 'review_code'], ['prompt', 'summarize', 'summary']]);
    expect(members[0]!.options).to.deep.equal({ description: 'Review code', name: 'review_code' });
  });

  it('refuses an empty, non-string or reserved name', () => {
    expect(() => { class A { @Prompt({ name: ' ' }) p(): string { return ''; } } return A; }).to.throw(InvalidDecoratorOptionError, '@Prompt needs a non-empty name, got " " at A.p.');
    expect(() => { class B { @Prompt({ name: 3 as unknown as string }) p(): string { return ''; } } return B; }).to.throw(InvalidDecoratorOptionError, '@Prompt needs a non-empty name, got 3 at B.p.');
    expect(() => { class C { @Prompt({ name: 'prototype' }) p(): string { return ''; } } return C; }).to.throw(InvalidDecoratorOptionError, '@Prompt name "prototype" is reserved at C.p.');
  });

  it('refuses a static method', () => {
    expect(() => { class D { @Prompt() static p(): string { return ''; } } return D; }).to.throw(InvalidDecoratorOptionError, '@Prompt is on a static member at D.p.');
  });
});
