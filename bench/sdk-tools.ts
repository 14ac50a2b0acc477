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
