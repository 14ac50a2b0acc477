// Serving over HTTP: serveHttp, or one entry mounted on node:http, Express, Fastify or Hono (docs/guide/http.md
// includes it by region). Run by test/docs/examples/http-mount.spec.ts.
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { createServer as createNodeServer, type Server } from 'node:http';
import { serveHttp } from 'mcp-decorators';
import { createHttpEntry, expressHandler, fastifyHandler, honoHandler, nodeHandler } from 'mcp-decorators/http';
import createWeatherServer from './first-server.js';

// #region serve-http
export async function serveWeather(port: number) {
  return serveHttp(createWeatherServer(), { port });       // http://127.0.0.1:<port>/mcp
}
// #endregion serve-http

// #region mounts
export function mountEverywhere() {
  const entry = createHttpEntry(createWeatherServer());    // one per server; entry.close() on shutdown
  const node: Server = createNodeServer(nodeHandler(entry));   // node:http; node.listen(3000, '127.0.0.1')
  const app = express();
  app.all('/mcp', expressHandler(entry));                      // Express 5, behind express.json() or not
  const fastify = Fastify();
  fastify.all('/mcp', fastifyHandler(entry));                  // Fastify 5
  const hono = new Hono();
  hono.all('/mcp', honoHandler(entry));                        // Hono (node-server, Bun, Deno, workers: see fetch runtimes)
  return { entry, node, app, fastify, hono };
}
// #endregion mounts
