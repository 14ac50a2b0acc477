import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer, ResourceTemplate, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { HttpUpstream } from './sdk-v1-upstream.js';

/**
 * An upstream MCP server this project did not write: the official SDK v2 (`@modelcontextprotocol/server`) McpServer
 * behind its modern-only stateless handler (`createMcpHandler(factory, { legacy: 'reject' })`): it speaks 2026-07-28
 * only. Tools: `add` (structured output), `listy` (an array as structured output), `fail` (a tool error), `confirm` (asks for a form through an
 * input-required round), `count` (progress), `shout` (one info log),
 * `region` (an argument mirrored into a header, `x-mcp-header`), `whoami`, and the tools of `state.tools`. Resources
 * `note://readme` and `note://news` (each left out while in `state.hidden`; both can be followed on a listen stream,
 * `resources.subscribe`), template `note://items/{id}`, prompt `greet`.
 */
function sdkV2Upstream(seen: { authorization: string[] }, state: V2State = { tools: [], hidden: new Set() }): McpServer {
  const server = new McpServer({ name: 'sdk-v2-upstream', version: '2.0.0' }, { capabilities: { logging: {}, resources: { subscribe: true, listChanged: true }, tools: { listChanged: true } }, instructions: 'An upstream built with the official SDK v2, 2026-07-28 only.' });
  for (const name of state.tools) server.registerTool(name, { description: 'Added at run time', inputSchema: z.object({}) }, () => ({ content: [{ type: 'text', text: name }] }));
  server.registerTool('add', { title: 'Add', description: 'Adds two numbers', inputSchema: z.object({ a: z.number(), b: z.number() }), outputSchema: z.object({ sum: z.number() }), annotations: { readOnlyHint: true } }, ({ a, b }) => ({
    content: [{ type: 'text', text: String(a + b) }],
    structuredContent: { sum: a + b },
  }));
  server.registerTool('listy', { description: 'Structured output that is an array (2026-07-28 allows any JSON value)', inputSchema: z.object({}), outputSchema: z.array(z.number()) }, () => ({
    content: [{ type: 'text', text: '[1,2]' }],
    structuredContent: [1, 2],
  }));
  server.registerTool('fail', { description: 'Always fails as a tool error', inputSchema: z.object({}) }, () => ({ content: [{ type: 'text', text: 'the upstream tool failed' }], isError: true }));
  server.registerTool('confirm', { description: 'Asks the user to confirm', inputSchema: z.object({ what: z.string() }) }, ({ what }, ctx) => {
    const answer = acceptedContent<{ ok?: unknown }>(ctx.mcpReq.inputResponses, 'confirm');
    if (answer === undefined) {
      return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: `Confirm ${what}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } }) } });
    }
    return { content: [{ type: 'text', text: answer.ok === true ? `confirmed ${what}` : 'not confirmed' }] };
  });
  server.registerTool('count', { description: 'Counts with progress', inputSchema: z.object({ steps: z.number() }) }, async ({ steps }, ctx) => {
    const token = ctx.mcpReq._meta?.progressToken;
    if (token !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: 1, total: 2, message: 'half way' } });
    if (steps === 0) {
      // On 2026-07-28 a client cancels by closing the request's stream: the SDK aborts this signal.
      await new Promise<void>((resolve) => ctx.mcpReq.signal.addEventListener('abort', () => resolve(), { once: true }));
      cancelledV2.count++;
      return { content: [{ type: 'text', text: 'cancelled' }] };
    }
    return { content: [{ type: 'text', text: `counted ${steps}` }] };
  });
  server.registerTool('shout', { description: 'Logs one info line, then answers', inputSchema: z.object({}) }, async (_args, ctx) => {
    await ctx.mcpReq.log('info', 'shouting');
    return { content: [{ type: 'text', text: 'shouted' }] };
  });
  server.registerTool('region', { description: 'Echoes a region it mirrors into the Mcp-Param-Region header', inputSchema: z.object({ region: z.string().meta({ 'x-mcp-header': 'Region' }), note: z.string().optional() }) }, ({ region }) => ({ content: [{ type: 'text', text: `region ${region}` }] }));
  server.registerTool('whoami', { description: 'Echoes the Authorization header the upstream received', inputSchema: z.object({}) }, () => ({ content: [{ type: 'text', text: seen.authorization.at(-1) ?? '(none)' }] }));
  if (!state.hidden.has('note://readme')) server.registerResource('readme', 'note://readme', { title: 'Readme', mimeType: 'text/plain' }, (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/plain', text: 'read me first' }] }));
  if (!state.hidden.has('note://news')) server.registerResource('news', 'note://news', { mimeType: 'text/plain' }, (uri) => ({ contents: [{ uri: uri.href, text: 'no news' }] }));
  server.registerResource('item', new ResourceTemplate('note://items/{id}', { list: undefined }), { mimeType: 'text/plain' }, (uri, { id }) => ({ contents: [{ uri: uri.href, text: `item ${String(id)}` }] }));
  server.registerPrompt('greet', { title: 'Greet', description: 'Greets someone', argsSchema: z.object({ name: z.string() }) }, ({ name }) => ({
    messages: [{ role: 'user', content: { type: 'text', text: `Hello, ${name}!` } }],
  }));
  return server;
}

/** How many `count` calls with steps 0 saw their cancellation arrive. */
export const cancelledV2 = { count: 0 };

/** What the stateless upstream serves beyond its fixed members (each request's McpServer is built from it). */
interface V2State {
  /** Tools added at run time. */
  readonly tools: string[];
  /** Resource URIs left out of the lists. */
  readonly hidden: Set<string>;
}

/** The SDK v2 upstream over HTTP, with what a test needs to drive its listen streams. */
export interface V2HttpUpstream extends HttpUpstream {
  readonly addTool: (name: string, announce?: boolean) => void;
  /** Announces `notifications/resources/updated` for the URI to every listen stream that names it (the SDK filters). */
  touch(uri: string): void;
  /** Leaves the URI out of the lists from now on (announced as resources list_changed when `announce`). */
  hide(uri: string, announce?: boolean): void;
  /** The filter of each subscriptions/listen request received, in order. */
  readonly listens: readonly { readonly [key: string]: unknown }[];
  /** The filters of the listen streams open now (each hears every announcement from then on). */
  openListens(): { readonly [key: string]: unknown }[];
  /** Ends every open listen stream's connection without a response (what a crash or a network cut looks like). */
  dropListens(): void;
  /** How many requests of each method the upstream received. */
  readonly methods: Map<string, number>;
}

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Serves the SDK v2 upstream, 2026-07-28 only, on 127.0.0.1 at a free port (a small node:http ↔ fetch bridge in front of the SDK's handler). */
export async function startSdkV2Http(): Promise<V2HttpUpstream> {
  const authorization: string[] = [];
  const state: V2State = { tools: [], hidden: new Set() };
  const listens: { [key: string]: unknown }[] = [];
  const listening = new Map<ServerResponse, { [key: string]: unknown }>();
  const methods = new Map<string, number>();
  const handler = createMcpHandler(() => sdkV2Upstream({ authorization }, state), { legacy: 'reject' });
  const http: Server = createHttpServer((request, response) => {
    void (async () => {
      if (request.headers.authorization !== undefined) authorization.push(request.headers.authorization);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      const abort = new AbortController();
      response.on('close', () => abort.abort());
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const body = hasBody ? await bodyOf(request) : undefined;
      let message: { method?: unknown; params?: { notifications?: { [key: string]: unknown } } } = {};
      try {
        message = body ? (JSON.parse(body.toString('utf8')) as typeof message) : {};
      } catch {
        // Not JSON: the SDK's handler answers it.
      }
      if (typeof message.method === 'string') methods.set(message.method, (methods.get(message.method) ?? 0) + 1);
      const filter = message.method === 'subscriptions/listen' ? (message.params?.notifications ?? {}) : undefined;
      if (filter) listens.push(filter);
      const web = new Request(`http://127.0.0.1${request.url ?? '/'}`, { method: request.method, headers, signal: abort.signal, ...(body ? { body } : {}) } as RequestInit);
      const answer = await handler.fetch(web);
      // A listen stream counts as open once the handler answered it (it then hears every announcement), until it closes.
      if (filter && !response.destroyed) {
        listening.set(response, filter);
        response.on('close', () => listening.delete(response));
      }
      response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
      if (answer.body) for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) response.write(chunk);
      response.end();
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    authorization,
    listens,
    methods,
    addTool(name, announce = true) {
      state.tools.push(name);
      if (announce) handler.notify.toolsChanged();
    },
    touch: (uri) => handler.notify.resourceUpdated(uri),
    hide(uri, announce = true) {
      state.hidden.add(uri);
      if (announce) handler.notify.resourcesChanged();
    },
    openListens: () => [...listening.values()],
    dropListens() {
      for (const response of listening.keys()) response.destroy();
    },
    async close() {
      await handler.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
