import { expect } from 'chai';
import { Ctx } from '../../lib/decorators/ctx.decorator.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import type { McpContext } from '../../lib/model/handler-context.js';

describe('decorators/ctx.decorator', () => {
  it('records a ctx binding at its position', () => {
    class Slow { @Tool() wait(@Param('n') n: number, @Ctx() ctx: McpContext): string { return `${n}${ctx.revision}`; } }
    const ctx = getMetadataStore().recordsFor(Slow)!.params.find((p) => p.binding === 'ctx');
    expect(ctx).to.deep.equal({ binding: 'ctx', key: 'wait', index: 1, name: '', options: {} });
  });

  it('refuses a parameter of a static method', () => {
    expect(() => { class S { static wait(@Ctx() ctx: McpContext): string { return ctx.revision; } } return S; })
      .to.throw(InvalidDecoratorOptionError, '@Ctx is on a static member at S.wait.');
  });
});
