// The "before" of docs/guide/migrate-from-sdk.md: a server written with the official TypeScript SDK (v2) and zod.
// Type-checked by `npm test`'s build and run by test/docs/examples/migrate-sdk.spec.ts next to the "after".
// #region sdk
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';

export function createSdkServer(): McpServer {
  const server = new McpServer({ name: 'customers', version: '1.0.0' });
  server.registerTool('search_customers', {
    description: 'Find customers by name',
    annotations: { readOnlyHint: true },
    inputSchema: {
      query: z.string().describe('Text to look for'),
      limit: z.number().int().min(1).max(50).default(10),
    },
  }, async ({ query, limit }) => ({ content: [{ type: 'text', text: `${query} (${limit})` }] }));
  return server;
}
// #endregion sdk
