import { expect } from 'chai';
import { ImportOrderError } from '../../lib/errors/import-order.error.js';

// The code and exact text of the error of lib/errors/import-order.error.ts, as its callers raise it.
describe('errors/import-order.error', () => {
  it('ImportOrderError', () => {
    const e = new ImportOrderError(class Order {}, 'address', 'Shop.order');
    expect(String(e)).to.equal('ImportOrderError [MCPD_IMPORT_ORDER]: Order.address has no design type, though the build emits design metadata (Shop.order has it): the module declaring Order most likely ran before reflect-metadata was loaded (it was imported before mcp-decorators and imports neither). Put import \'reflect-metadata\'; first in your entry file, or import mcp-decorators before that module.');
    expect(e.member).to.equal('Order.address');
  });
});
