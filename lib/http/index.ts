/**
 * mcp-decorators/http: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Serving over HTTP beyond serveHttp(): the web-standard
 * entry (createHttpEntry, also exported by mcp-decorators/fetch for fetch runtimes), mounts for node:http, Express,
 * Fastify and Hono, and where SSE events are kept for resumption.
 * @module mcp-decorators/http
 */
export { createHttpEntry } from '../server/transports/http/entry/http-entry.js';
export type { HttpEntry, HttpEntryOptions } from '../server/transports/http/entry/http-entry.js';
export { nodeHandler } from '../server/transports/http/mount/serve-http.js';
export { expressHandler } from '../server/transports/http/mount/express-handler.js';
export type { ExpressRequestLike } from '../server/transports/http/mount/express-handler.js';
export { fastifyHandler } from '../server/transports/http/mount/fastify-handler.js';
export type { FastifyRequestLike, FastifyReplyLike } from '../server/transports/http/mount/fastify-handler.js';
export { honoHandler } from '../server/transports/http/mount/hono-handler.js';
export type { HonoContextLike } from '../server/transports/http/mount/hono-handler.js';
export type { MountedRequest } from '../server/transports/http/mount/node-bridge.js';
export type { TrustProxy } from '../server/transports/http/entry/trust-proxy.js';
export type { OriginPolicyOptions } from '../server/transports/http/entry/origin-policy.js';
/** The default SSE event store, in this process's memory. @example serveHttp(server, { eventStore: new InMemoryEventStore() }) */
export { InMemoryEventStore } from '../server/transports/http/session/in-memory-event-store.js';
export type { EventStore, SessionBoundEventStore } from '../server/transports/http/session/event-store.js';
