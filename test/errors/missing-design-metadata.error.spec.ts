import { expect } from 'chai';
import { IsOptional } from 'class-validator';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Ctx } from '../../lib/decorators/ctx.decorator.js';
import { Field } from '../../lib/decorators/field.decorator.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { MissingDesignMetadataError } from '../../lib/errors/missing-design-metadata.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

const REMEDIES = 'Either build with design metadata (tsc with "experimentalDecorators" and "emitDecoratorMetadata", swc with jsc.transform.legacyDecorator and decoratorMetadata, '
  + 'or run the TypeScript sources with `node --import mcp-decorators/register`), or give each one its type: '
  + "@Param('name', { type: () => String }), @Args({ type: () => MyDto }), @Field({ type: () => Number }); an enum as { enum: Unit, type: () => Unit }, a list as { type: () => [String] }. "
  + 'tsx, esbuild and Vite drop the metadata.';

/** Applies a decorator by hand, as a build without emitDecoratorMetadata does: no design:* entries. */
function method(target: Function, key: string, ...decorators: ((proto: object, key: string, descriptor: PropertyDescriptor) => unknown)[]): void {
  for (const decorate of decorators) decorate(target.prototype as object, key, Object.getOwnPropertyDescriptor(target.prototype, key)!);
}

// The code and exact text of the error of lib/errors/missing-design-metadata.error.ts, as scan raises it.
describe('errors/missing-design-metadata.error', () => {
  it('names the one parameter that needs a type and both remedies', () => {
    class Undecorated { forecast(city: string): string { return city; } }
    Param('city')(Undecorated.prototype, 'forecast', 0);
    method(Undecorated, 'forecast', Tool());
    const e = thrown(() => scan([Undecorated]));
    expect(e).to.be.instanceOf(MissingDesignMetadataError);
    expect((e as MissingDesignMetadataError).member).to.equal('Undecorated.forecast(#0 "city")');
    expect(String(e)).to.equal(`MissingDesignMetadataError [MCPD_NO_DESIGN_METADATA]: the build emitted no design metadata (emitDecoratorMetadata), and 1 parameter or property needs a type from it: Undecorated.forecast(#0 "city"). ${REMEDIES}`);
  });

  it('lists every member of every class in one error: parameters, @Args, an enum alone, DTO properties; @Ctx and typed ones are fine', () => {
    class Order { quantity!: number; note?: string; }
    Field()(Order.prototype, 'quantity');
    Field({ type: () => String })(Order.prototype, 'note');
    IsOptional()(Order.prototype, 'note');
    class Shop {
      buy(order: Order): string { return String(order); }
      find(q: string, unit: string, _ctx: unknown, limit: number): string { return q + unit + limit; }
      place(order: Order): string { return String(order); }
    }
    Args()(Shop.prototype, 'buy', 0);
    Param('q')(Shop.prototype, 'find', 0);
    Param('unit', { enum: { C: 'c', F: 'f' } })(Shop.prototype, 'find', 1);
    Ctx()(Shop.prototype, 'find', 2);
    Param('limit', { type: () => Number })(Shop.prototype, 'find', 3);
    Args({ type: () => Order })(Shop.prototype, 'place', 0);
    for (const key of ['buy', 'find', 'place']) method(Shop, key, Tool());
    class Other { ping(word: string): string { return word; } }
    Param('word')(Other.prototype, 'ping', 0);
    method(Other, 'ping', Tool());
    const e = thrown(() => scan([Shop, Other])) as MissingDesignMetadataError;
    expect(e.members).to.deep.equal(['Shop.buy(#0)', 'Shop.find(#0 "q")', 'Shop.find(#1 "unit")', 'Order.quantity', 'Other.ping(#0 "word")']);
    expect(e.message).to.equal(`the build emitted no design metadata (emitDecoratorMetadata), and 5 parameters and properties need a type from it: ${e.members.join(', ')}. ${REMEDIES}`);
    expect(e.target).to.equal('Shop');
  });
});
