/**
 * mcp-decorators/fetch: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Serving on fetch runtimes (Cloudflare Workers, Deno, Bun, Vercel,
 * AWS Lambda): the web-standard entry `(Request) => Promise<Response>` with every check of `/http`, and handlers
 * shaped as those platforms call them. Nothing this entry loads imports a Node module (test/architecture/edge-closure.spec.ts).
 * docs/guide/fetch-runtimes.md.
 * @module mcp-decorators/fetch
 */
export { createHttpEntry } from '../server/transports/http/entry/http-entry.js';
export type { HttpEntry, HttpEntryOptions } from '../server/transports/http/entry/http-entry.js';
export type { OriginPolicyOptions } from '../server/transports/http/entry/origin-policy.js';
export { honoHandler } from '../server/transports/http/mount/hono-handler.js';
export type { HonoContextLike } from '../server/transports/http/mount/hono-handler.js';
export { workersHandler } from '../server/transports/http/mount/workers-handler.js';
export type { WorkersHandler } from '../server/transports/http/mount/workers-handler.js';
export { lambdaHandler } from '../server/transports/http/mount/lambda-handler.js';
export type { LambdaHttpEvent, LambdaHttpResult } from '../server/transports/http/mount/lambda-handler.js';
