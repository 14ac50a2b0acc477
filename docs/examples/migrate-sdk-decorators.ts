// The "after" of docs/guide/migrate-from-sdk.md: the same server declared with mcp-decorators.
// #region decorators
import { Int, Param, Tool, createServer } from 'mcp-decorators';

export class CustomerTools {
  @Tool({ description: 'Find customers by name', annotations: { readOnlyHint: true } })
  searchCustomers(                                        // tool name: search_customers
    @Param('query', { description: 'Text to look for' }) query: string,
    @Param('limit', { type: () => Int, minimum: 1, maximum: 50, default: 10 }) limit: number,
  ): string {
    return `${query} (${limit})`;
  }
}

export const createDecoratedServer = () => createServer({ name: 'customers', version: '1.0.0', classes: [CustomerTools] });
// #endregion decorators
