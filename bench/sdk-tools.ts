import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';

/** The raw official SDK v2 serving the benchmark's tools, declared the SDK's way (zod schemas). */
export function sdkBenchServer(): McpServer {
  const server = new McpServer({ name: 'bench-sdk', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echoes', inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
  server.registerTool('create_user', {
    description: 'Creates a user',
    inputSchema: {
      name: z.string().min(1).max(50),
      age: z.number().int().min(0).max(150),
      plan: z.enum(['free', 'pro', 'team']),
      tags: z.array(z.string()).max(10),
      active: z.boolean().optional(),
    },
  }, async ({ name }) => ({ content: [{ type: 'text', text: name }] }));
  return server;
}

/** The raw SDK with `count` one-field tools, for lists and cold start. */
export function sdkManyTools(count: number): McpServer {
  const server = new McpServer({ name: 'bench-sdk', version: '1.0.0' });
  for (let i = 0; i < count; i++) server.registerTool(`tool_${i}`, { description: `Tool number ${i}`, inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
  return server;
}

/** The DTO toolset's schemas (bench/dto-toolset.ts), declared the SDK's way: the same rules in zod. */
const SDK_DTOS: readonly Record<string, z.ZodType>[] = [
  { name: z.string().min(1).max(50), email: z.email(), age: z.number().int().min(0).max(150), plan: z.enum(['free', 'pro', 'team']), active: z.boolean().optional() },
  { street: z.string().max(100), city: z.string().max(60), postcode: z.string().regex(/^[0-9A-Z -]{3,10}$/), country: z.string().length(2) },
  { sku: z.string().min(1).max(40), quantity: z.number().int().min(1).max(999), price: z.number().min(0) },
  { query: z.string().min(1).max(200), limit: z.number().int().min(1).max(100).optional(), sort: z.enum(['relevance', 'date', 'name']).optional() },
  { body: z.string().max(2000), tags: z.array(z.string()).max(10), pinned: z.boolean().optional() },
];

/** The raw SDK with the DTO toolset: `count` tools, the even ones with a DTO's schema, the odd ones one string field. */
export function sdkDtoTools(count: number): McpServer {
  const server = new McpServer({ name: 'bench-sdk', version: '1.0.0' });
  for (let i = 0; i < count; i++) {
    const inputSchema = i % 2 === 0 ? SDK_DTOS[(i / 2) % SDK_DTOS.length]! : { text: z.string() };
    server.registerTool(`tool_${i}`, { description: `Tool number ${i}`, inputSchema }, async (input: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(input) }] }));
  }
  return server;
}
