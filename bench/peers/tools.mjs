// The benchmark's tools as every peer declares them: zod shapes whose JSON Schema is the one mcp-decorators lists
// for BenchTools (bench/cases.ts). class-validator's @Length(1, 50) counts characters the way the pattern below
// does, so the peers carry that pattern too; the bench compares the listed schemas before it measures.
import { z } from 'zod';

const UP_TO_50 = '^(?:[^\\uFE0E\\uFE0F](?:[\\uFE0E\\uFE0F]|(?![\\uFE0E\\uFE0F]))|[\\uFE0E\\uFE0F]){1,50}$';

/** echo(text): the one-field tool. */
export const echoShape = { text: z.string() };

/** create_user: the five-field DTO. */
export const createUserShape = {
  name: z.string().min(1).regex(new RegExp(UP_TO_50)),
  age: z.number().int().min(0).max(150),
  plan: z.enum(['free', 'pro', 'team']),
  tags: z.array(z.string()).max(10),
  active: z.boolean().optional(),
};

export const echoSchema = z.strictObject(echoShape);
export const createUserSchema = z.strictObject(createUserShape);

/** What each tool answers: one text item. */
export const text = (value) => ({ content: [{ type: 'text', text: value }] });

/** Prints the bound port the way the bench's own servers do: one JSON line on stdout. */
export function announce(port) {
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

/** A free loopback port, for frameworks that cannot listen on port 0 and report the port they got. */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
