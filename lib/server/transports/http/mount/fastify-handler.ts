import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpEntry } from '../entry/http-entry.js';
import { serveNodeRequest } from './serve-http.js';

/** The parts of a Fastify 5 request the handler reads: the node request and the body Fastify parsed. */
export interface FastifyRequestLike {
  readonly raw: IncomingMessage;
  readonly body?: unknown;
}

/** The parts of a Fastify 5 reply the handler uses: it takes the node response over (`hijack`). */
export interface FastifyReplyLike {
  readonly raw: ServerResponse;
  hijack(): unknown;
}

/**
 * Serves the entry from a Fastify 5 route. Fastify parses JSON bodies itself; that parsed body is used as it is
 * (within the entry's `maxBodyBytes` too), and the answer (JSON or an SSE stream) is written to the node
 * response, which the handler takes over from Fastify.
 * @example fastify.all('/mcp', fastifyHandler(createHttpEntry(server))); // see test/server/transports/http/mount/fastify-handler.spec.ts
 */
export function fastifyHandler(entry: HttpEntry): (request: FastifyRequestLike, reply: FastifyReplyLike) => Promise<void> {
  return async (request, reply) => {
    reply.hijack();
    try {
      await serveNodeRequest(entry, request.raw, reply.raw, request.body);
    } catch {
      // Only a broken socket gets here (the entry answers every failure itself).
      reply.raw.destroy();
    }
  };
}
