import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { SubscribeRequestSchema, UnsubscribeRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { InMemoryTaskMessageQueue, InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/stores/in-memory.js';
import { z } from 'zod';

/**
 * An upstream MCP server this project did not write: the official SDK v1 (`@modelcontextprotocol/sdk`, which stops
 * at 2025-11-25) with its McpServer. Tools: `add` (structured output), `fail` (a tool error), `confirm` (asks the
 * client for a form through elicitation), `summarize` (asks the client's model through sampling), `count` (reports progress, then waits until cancelled or `steps` are done),
 * `whoami` (echoes the Authorization header it received, for the no-token-passthrough test), `touch` (announces that
 * note://readme changed). Resources `note://readme` and `note://broken` (fails with a server path in its message),
 * template `note://items/{id}`, prompt `greet` with argument `name`. With the SDK's experimental 2025-11-25 tasks:
 * `report` (`taskSupport: 'optional'`, the SDK runs it as a task and waits when no task is asked for) and `batch`
 * (`taskSupport: 'required'`); task-only `survey` (its task asks the client through elicitation, related to the task,
 * delivered on `tasks/result`, then completes with the answer) and `vigil` (its task works until it is cancelled).
 * Every task cancelled upstream is recorded in {@link upstreamTasks}.
 */
export function sdkV1Upstream(seen: { authorization?: string[] } = {}): McpServer {
  const taskStore = new RecordingTaskStore();
  const server = new McpServer(
    { name: 'sdk-v1-upstream', version: '1.2.3' },
    { capabilities: { logging: {}, resources: { subscribe: true }, tasks: { requests: { tools: { call: {} } }, cancel: {} } }, taskStore, taskMessageQueue: new InMemoryTaskMessageQueue(), instructions: 'An upstream built with the official SDK v1.' },
  );
  taskStores.set(server, taskStore);
  server.experimental.tasks.registerToolTask('survey', { description: 'Asks the user one question as an upstream task (required)', inputSchema: { topic: z.string() }, execution: { taskSupport: 'required' } }, {
    createTask: async ({ topic }, { taskStore, taskRequestedTtl }) => {
      const task = await taskStore.createTask({ ttl: taskRequestedTtl ?? 60_000, pollInterval: 20 });
      const { taskId } = task;
      void (async () => {
        await taskStore.updateTaskStatus(taskId, 'input_required');
        // Related to the task: the SDK queues it and delivers it on the client's tasks/result.
        const answer = await server.server.elicitInput({ message: `Your view on ${topic}?`, requestedSchema: { type: 'object', properties: { view: { type: 'string' } }, required: ['view'] } }, { relatedTask: { taskId } });
        await taskStore.updateTaskStatus(taskId, 'working');
        const text = answer.action === 'accept' ? `survey on ${topic}: ${String(answer.content?.view)}` : `survey on ${topic}: ${answer.action}`;
        await taskStore.storeTaskResult(taskId, 'completed', { content: [{ type: 'text', text }] });
      })().catch(() => undefined);
      return { task };
    },
    getTask: async (_args, { taskId, taskStore }) => taskStore.getTask(taskId),
    getTaskResult: async (_args, { taskId, taskStore }) => (await taskStore.getTaskResult(taskId)) as never,
  });
  server.experimental.tasks.registerToolTask('vigil', { description: 'Works as an upstream task until cancelled (required)', inputSchema: { label: z.string().optional() }, execution: { taskSupport: 'required' } }, {
    createTask: async (_args, { taskStore, taskRequestedTtl }) => ({ task: await taskStore.createTask({ ttl: taskRequestedTtl ?? 60_000, pollInterval: 20 }) }),
    getTask: async (_args, { taskId, taskStore }) => taskStore.getTask(taskId),
    getTaskResult: async (_args, { taskId, taskStore }) => (await taskStore.getTaskResult(taskId)) as never,
  });
  for (const [name, taskSupport] of [['report', 'optional'], ['batch', 'required']] as const) {
    server.experimental.tasks.registerToolTask(name, { description: `Writes a report as an upstream task (${taskSupport})`, inputSchema: { topic: z.string() }, execution: { taskSupport } }, {
      createTask: async ({ topic }, { taskStore, taskRequestedTtl }) => {
        const task = await taskStore.createTask({ ttl: taskRequestedTtl ?? 60_000 });
        await taskStore.storeTaskResult(task.taskId, 'completed', { content: [{ type: 'text', text: `report on ${topic}` }] });
        return { task };
      },
      getTask: async (_args, { taskId, taskStore }) => taskStore.getTask(taskId),
      getTaskResult: async (_args, { taskId, taskStore }) => (await taskStore.getTaskResult(taskId)) as never,
    });
  }
  server.registerTool('add', { title: 'Add', description: 'Adds two numbers', inputSchema: { a: z.number(), b: z.number() }, outputSchema: { sum: z.number() }, annotations: { readOnlyHint: true } }, ({ a, b }) => ({
    content: [{ type: 'text', text: String(a + b) }],
    structuredContent: { sum: a + b },
  }));
  server.registerTool('fail', { description: 'Always fails as a tool error', inputSchema: {} }, () => ({ content: [{ type: 'text', text: 'the upstream tool failed' }], isError: true }));
  server.registerTool('picture', { description: 'Answers with audio and a resource link', inputSchema: {} }, () => ({
    content: [
      { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' },
      { type: 'resource_link', uri: 'note://readme', name: 'readme' },
    ],
  }));
  server.registerTool('confirm', { description: 'Asks the user to confirm', inputSchema: { what: z.string() } }, async ({ what }) => {
    const answer = await server.server.elicitInput({ message: `Confirm ${what}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } });
    const ok = answer.action === 'accept' && answer.content?.ok === true;
    return { content: [{ type: 'text', text: ok ? `confirmed ${what}` : `not confirmed (${answer.action})` }] };
  });
  server.registerTool('summarize', { description: "Asks the client's model for a summary (sampling)", inputSchema: { text: z.string() } }, async ({ text }) => {
    const answer = await server.server.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: `Summarize: ${text}` } }], maxTokens: 50 });
    return { content: [{ type: 'text', text: `summary by ${answer.model}: ${answer.content.type === 'text' ? answer.content.text : answer.content.type}` }] };
  });
  server.registerTool('count', { description: 'Counts with progress; waits for cancellation when steps is 0', inputSchema: { steps: z.number() } }, async ({ steps }, extra) => {
    const token = extra._meta?.progressToken;
    if (token !== undefined) await extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: 1, total: 2, message: 'half way' } });
    await server.server.sendLoggingMessage({ level: 'info', data: 'counting' });
    if (steps === 0) {
      await new Promise<void>((resolve) => extra.signal.addEventListener('abort', () => resolve(), { once: true }));
      cancelled.count++;
      return { content: [{ type: 'text', text: 'cancelled' }] };
    }
    return { content: [{ type: 'text', text: `counted ${steps}` }] };
  });
  server.registerTool('whoami', { description: 'Echoes the Authorization header the upstream received', inputSchema: {} }, () => ({ content: [{ type: 'text', text: seen.authorization?.at(-1) ?? '(none)' }] }));
  server.registerResource('readme', 'note://readme', { title: 'Readme', mimeType: 'text/plain' }, (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/plain', text: 'read me first' }] }));
  server.registerResource('broken', 'note://broken', { mimeType: 'text/plain' }, () => {
    throw new Error('ENOENT: no such file, open /srv/upstream/secret/notes.txt');
  });
  // McpServer leaves resources/subscribe to the low-level server: the subscriptions are kept here, as the spec wants.
  const subscriptions = new Set<string>();
  server.server.setRequestHandler(SubscribeRequestSchema, (request) => (subscriptions.add(request.params.uri), {}));
  server.server.setRequestHandler(UnsubscribeRequestSchema, (request) => (subscriptions.delete(request.params.uri), {}));
  server.registerTool('touch', { description: 'Announces that note://readme changed (to a client subscribed to it)', inputSchema: {} }, async () => {
    if (subscriptions.has('note://readme')) await server.server.sendResourceUpdated({ uri: 'note://readme' });
    return { content: [{ type: 'text', text: subscriptions.has('note://readme') ? 'touched' : 'touched, nobody subscribed' }] };
  });
  server.registerResource('item', new ResourceTemplate('note://items/{id}', { list: undefined, complete: { id: (value) => ['1', '2', '12'].filter((v) => v.startsWith(value)) } }), { mimeType: 'text/plain' }, (uri, { id }) => ({
    contents: [{ uri: uri.href, text: `item ${String(id)}` }],
  }));
  server.registerPrompt('greet', { title: 'Greet', description: 'Greets someone', argsSchema: { name: z.string() } }, ({ name }) => ({
    messages: [{ role: 'user', content: { type: 'text', text: `Hello, ${name}!` } }],
  }));
  return server;
}

/** The ids of the upstream tasks that were cancelled (by a client's tasks/cancel), in order. */
export const upstreamTasks = { cancelled: [] as string[] };

/** Each upstream's task store: its tasks keep a referenced timer for their ttl, which only cleanup() clears. */
const taskStores = new WeakMap<McpServer, InMemoryTaskStore>();

/** Clears the ttl timers of the tasks an upstream made (they would keep the process alive for up to the ttl). */
export function releaseTasks(server: McpServer): void {
  taskStores.get(server)?.cleanup();
}

/** The SDK's in-memory task store, recording each task that becomes cancelled. */
class RecordingTaskStore extends InMemoryTaskStore {
  override async updateTaskStatus(...args: Parameters<InMemoryTaskStore['updateTaskStatus']>): Promise<void> {
    await super.updateTaskStatus(...args);
    if (args[1] === 'cancelled') upstreamTasks.cancelled.push(args[0]);
  }
}

/** How many `count` calls with steps 0 saw their cancellation arrive. */
export const cancelled = { count: 0 };

/** A running upstream over Streamable HTTP on 127.0.0.1. */
export interface HttpUpstream {
  readonly url: string;
  /** The Authorization headers the upstream received, in order. */
  readonly authorization: string[];
  /** Adds a tool on every session's server (the SDK announces notifications/tools/list_changed); absent when the upstream cannot. */
  readonly addTool?: (name: string) => void;
  close(): Promise<void>;
}

function bodyOf(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(text === '' ? undefined : JSON.parse(text));
    });
    request.on('error', reject);
  });
}

/** Serves the SDK v1 upstream statefully (one McpServer per session) over the SDK's own Streamable HTTP transport on 127.0.0.1, a free port. */
export async function startSdkV1Http(): Promise<HttpUpstream> {
  const authorization: string[] = [];
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const servers: McpServer[] = [];
  const http: Server = createHttpServer((request, response) => {
    void (async () => {
      if (request.headers.authorization !== undefined) authorization.push(request.headers.authorization);
      const body = request.method === 'POST' ? await bodyOf(request) : undefined;
      const id = request.headers['mcp-session-id'];
      let transport = typeof id === 'string' ? sessions.get(id) : undefined;
      if (!transport) {
        transport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => `s${sessions.size + 1}-${Date.now()}`, onsessioninitialized: (sid) => void sessions.set(sid, transport!) });
        const server = sdkV1Upstream({ authorization });
        servers.push(server);
        await server.connect(transport);
      }
      await transport.handleRequest(request, response, body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    authorization,
    addTool: (name) => {
      for (const server of servers) server.registerTool(name, { description: 'Added at run time', inputSchema: {} }, () => ({ content: [{ type: 'text', text: name }] }));
    },
    async close() {
      for (const t of sessions.values()) await t.close();
      for (const server of servers) releaseTasks(server);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
