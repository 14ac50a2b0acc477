import { expect } from 'chai';
import type { Client as ClientV2 } from '@modelcontextprotocol/client';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema, LoggingMessageNotificationSchema, PromptListChangedNotificationSchema, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { connectClient, type RevisionSession } from '../../../lib/testing/index.js';
import { serveHttp, type DecoratedMcpServer, type HttpServerHandle } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { createEverythingServer } from '../../../samples/everything/server.js';
import { recordToolsList } from '../../support/emitted-schemas.js';
import { DYNAMIC_PROMPT, DYNAMIC_TOOL } from '../../../samples/everything/everything-diagnostics.js';
import { META } from '../../../lib/server/era/envelope.js';
import { request2026 } from '../../support/wire.js';

type Json = { [key: string]: any };

const V = '2026-07-28';
/** What the conformance harness declares unless a check says otherwise. */
const ALL_CAPABILITIES = { sampling: {}, elicitation: {}, roots: { listChanged: true } };

const DIAGNOSTIC_TOOLS = ['test_missing_capability', 'test_streaming_elicitation', 'test_logging_tool', 'test_custom_header', 'test_trigger_tool_change', 'test_trigger_prompt_change'];
const INPUT_REQUIRED_TOOLS = [
  'test_input_required_result_elicitation', 'test_input_required_result_sampling', 'test_input_required_result_list_roots',
  'test_input_required_result_request_state', 'test_input_required_result_multiple_inputs', 'test_input_required_result_multi_round',
  'test_input_required_result_tampered_state', 'test_input_required_result_capabilities',
];
const ACCEPT_ALICE = { action: 'accept', content: { name: 'Alice' } };
const SAMPLED = { role: 'assistant', content: { type: 'text', text: 'Hello there!' }, model: 'test-model', stopReason: 'endTurn' };
const ROOTS = { roots: [{ uri: 'file:///test/root', name: 'Test Root' }] };

function textOf(result: Json): string {
  return (result.content as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');
}

/** Parses an SSE `data:` line or an NDJSON line into `into`; priming events and comments carry nothing. */
function parseLine(line: string, into: Json[]): void {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith(':') || /^(event|id|retry):/.test(trimmed)) return;
  const data = trimmed.startsWith('data:') ? trimmed.slice(5).trim() : trimmed;
  if (data === '') return;
  into.push(JSON.parse(data) as Json);
}

/** The messages of a finished response body, JSON or SSE. */
function messagesOf(body: string): Json[] {
  const messages: Json[] = [];
  for (const line of body.split(/\r?\n/)) parseLine(line, messages);
  return messages;
}

/** A streamed response read as it arrives (a subscriptions/listen stream): every frame so far, and a way to wait for one. */
interface FrameStream {
  readonly frames: Json[];
  /** The first frame matching `match`, waiting up to `timeoutMs`; undefined when none came. */
  waitFor(match: (frame: Json) => boolean, timeoutMs?: number): Promise<Json | undefined>;
}

function readFrames(body: ReadableStream<Uint8Array>): FrameStream {
  const frames: Json[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  void (async () => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const lines = buffer.split(/\r?\n/);
        buffer = lines.pop() ?? '';
        for (const line of lines) parseLine(line, frames);
        wake();
      }
    } catch {
      // Aborted by the test: the stream is over.
    }
    wake();
  })();
  return {
    frames,
    async waitFor(match, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(match);
        if (found || Date.now() >= deadline) return found;
        await new Promise<void>((resolve) => {
          const done = () => {
            waiters.delete(done);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
          waiters.add(done);
        });
      }
    },
  };
}

/** One 2026-07-28 request as it went: HTTP status, every message of the body, and the response to the request. */
interface Exchange {
  readonly status: number;
  readonly messages: Json[];
  readonly response: Json;
}

interface CallOptions {
  /** `params._meta[clientCapabilities]`; default what the conformance harness declares. */
  readonly capabilities?: object;
  /** More `_meta` keys (e.g. a log level). */
  readonly meta?: Json;
  /** Extra headers, or `null` to leave a standard one out. */
  readonly headers?: Record<string, string | null>;
  readonly signal?: AbortSignal;
}

describe('samples/everything at 2026-07-28 over raw HTTP (the conformance wire)', () => {
  let http: HttpServerHandle;
  let nextId = 1;

  beforeEach(async () => {
    // Silent: some calls fail on purpose.
    http = await serveHttp(createEverythingServer({ diagnostics: silentDiagnostics }), { port: 0 });
  });

  afterEach(async () => {
    await http.close();
  });

  /** POSTs one request with the standard 2026-07-28 headers and the `_meta` envelope; returns the raw response. */
  function post(method: string, params: Json = {}, options: CallOptions = {}): { id: number; response: Promise<Response> } {
    const id = nextId++;
    const request = request2026(http.url, method, params, { id, clientInfo: { name: 'everything-2026-spec', version: '1.0.0' }, capabilities: options.capabilities ?? ALL_CAPABILITIES, ...(options.meta ? { meta: options.meta } : {}), ...(options.headers ? { headers: options.headers } : {}), ...(options.signal ? { signal: options.signal } : {}) });
    return { id, response: fetch(request) };
  }

  /** Sends one request and reads its whole response. */
  async function call(method: string, params: Json = {}, options: CallOptions = {}): Promise<Exchange> {
    const { id, response } = post(method, params, options);
    const res = await response;
    const messages = messagesOf(await res.text());
    const answer = messages.find((m) => m.id === id && ('result' in m || 'error' in m));
    expect(answer, `no response to ${method} in ${JSON.stringify(messages)}`).to.not.equal(undefined);
    return { status: res.status, messages, response: answer! };
  }

  function callTool(name: string, extra: Json = {}, options: CallOptions = {}): Promise<Exchange> {
    return call('tools/call', { name, arguments: {}, ...extra }, options);
  }

  describe('listing', () => {
    it('lists every 2026 diagnostic and input-required tool with a description, after the 2025 fixtures', async () => {
      const { status, response } = await call('tools/list');
      expect(status).to.equal(200);
      const tools = response.result.tools as Json[];
      const names = tools.map((t) => t.name);
      expect(names.slice(0, 2)).to.deep.equal(['test_simple_text', 'test_image_content']);
      expect(names.slice(-22, -8)).to.deep.equal([...DIAGNOSTIC_TOOLS, ...INPUT_REQUIRED_TOOLS]);
      expect(names.slice(-8)).to.deep.equal(['greet', 'slow_compute', 'failing_job', 'protocol_error_job', 'confirm_delete', 'multi_input', 'test_tool_with_task', 'test_app_view']);
      for (const tool of tools) {
        expect(tool.description, tool.name).to.be.a('string').and.not.equal('');
        expect(tool.inputSchema.type, tool.name).to.equal('object');
      }
      const prompts = (await call('prompts/list')).response.result.prompts as Json[];
      expect(prompts.map((p) => p.name)).to.include('test_input_required_result_prompt');
      for (const prompt of prompts) expect(prompt.description, prompt.name).to.be.a('string').and.not.equal('');
    });

    it('marks the region argument of test_custom_header with x-mcp-header "Region"', async () => {
      const tools = (await call('tools/list')).response.result.tools as Json[];
      recordToolsList('samples/everything over HTTP', tools, '2026-07-28', createEverythingServer({ diagnostics: silentDiagnostics }).model.tools.filter((t) => t.input.kind === 'raw').map((t) => t.name));
      const tool = tools.find((t) => t.name === 'test_custom_header')!;
      expect(tool.inputSchema.properties.region).to.include({ type: 'string', 'x-mcp-header': 'Region' });
      expect(tool.inputSchema.required).to.deep.equal(['region']);
    });

    it('never answers a list with input_required', async () => {
      for (const method of ['tools/list', 'prompts/list']) {
        expect((await call(method)).response.result.resultType, method).to.equal('complete');
      }
    });
  });

  describe('input-required rounds (SEP-2322)', () => {
    it('test_input_required_result_elicitation: asks under user_name, completes with the answer, refuses a tampered state', async () => {
      const first = await callTool('test_input_required_result_elicitation');
      expect(first.status).to.equal(200);
      const round1 = first.response.result;
      expect(round1.resultType).to.equal('input_required');
      expect(Object.keys(round1.inputRequests)).to.deep.equal(['user_name']);
      expect(round1.inputRequests.user_name).to.deep.equal({
        method: 'elicitation/create',
        params: { message: 'What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', description: 'The name to use' } }, required: ['name'] } },
      });
      expect(round1.requestState).to.be.a('string').and.not.equal('');

      const done = await callTool('test_input_required_result_elicitation', { inputResponses: { user_name: ACCEPT_ALICE }, requestState: round1.requestState });
      expect(done.response.result.resultType).to.equal('complete');
      expect(textOf(done.response.result)).to.contain('Alice');

      const tampered = await callTool('test_input_required_result_elicitation', { inputResponses: { user_name: ACCEPT_ALICE }, requestState: `${round1.requestState}x` });
      expect(tampered.response).to.not.have.property('result');
      expect(tampered.response.error.code).to.be.a('number');
      expect(tampered.response.id).to.be.a('number');
    });

    it('does not complete on a malformed answer (a number, or null inputResponses), and asks again', async () => {
      const numeric = await callTool('test_input_required_result_elicitation', { inputResponses: { user_name: 12345 } });
      expect(numeric.response.result?.resultType).to.not.equal('complete');
      expect(numeric.response.result?.inputRequests).to.have.property('user_name');
      const nothing = await callTool('test_input_required_result_elicitation', { inputResponses: null });
      expect(nothing.response.result?.resultType).to.not.equal('complete');
    });

    it('completes a fresh call that carries the answer, ignoring unknown keys', async () => {
      const done = await callTool('test_input_required_result_elicitation', {
        inputResponses: { user_name: ACCEPT_ALICE, unknown_extra_key: { action: 'accept', content: { foo: 'bar' } }, another_unexpected: { action: 'accept', content: { baz: 123 } } },
      });
      expect(done.response.result.resultType).to.equal('complete');
      expect(textOf(done.response.result)).to.contain('Alice');
    });

    it('re-asks when the answer comes under a wrong key', async () => {
      const wrong = await callTool('test_input_required_result_elicitation', { inputResponses: { wrong_key: ACCEPT_ALICE } });
      expect(wrong.response.result.resultType).to.equal('input_required');
      expect(Object.keys(wrong.response.result.inputRequests)).to.deep.equal(['user_name']);
    });

    it('test_input_required_result_sampling and _list_roots ask one thing each and report the answer', async () => {
      const sampling = (await callTool('test_input_required_result_sampling')).response.result;
      expect(sampling.inputRequests).to.deep.equal({
        capital_question: { method: 'sampling/createMessage', params: { messages: [{ role: 'user', content: { type: 'text', text: 'What is the capital of France?' } }], maxTokens: 100 } },
      });
      const answer = { ...SAMPLED, content: { type: 'text', text: 'The capital of France is Paris.' } };
      const sampled = (await callTool('test_input_required_result_sampling', { inputResponses: { capital_question: answer }, requestState: sampling.requestState })).response.result;
      expect(sampled.resultType).to.equal('complete');
      expect(textOf(sampled)).to.contain('Paris');

      const roots = (await callTool('test_input_required_result_list_roots')).response.result;
      expect(roots.inputRequests).to.deep.equal({ client_roots: { method: 'roots/list', params: {} } });
      const listed = (await callTool('test_input_required_result_list_roots', { inputResponses: { client_roots: ROOTS }, requestState: roots.requestState })).response.result;
      expect(listed.resultType).to.equal('complete');
      expect(textOf(listed)).to.contain('file:///test/root');
    });

    it('test_input_required_result_request_state: a string state with the confirm request; "state-ok" when it comes back', async () => {
      const round1 = (await callTool('test_input_required_result_request_state')).response.result;
      expect(round1.requestState).to.be.a('string');
      expect(round1.inputRequests.confirm.params.requestedSchema).to.deep.equal({ type: 'object', properties: { ok: { type: 'boolean', description: 'Whether to go ahead' } }, required: ['ok'] });
      const done = (await callTool('test_input_required_result_request_state', { inputResponses: { confirm: { action: 'accept', content: { ok: true } } }, requestState: round1.requestState })).response.result;
      expect(done.resultType).to.equal('complete');
      expect(textOf(done)).to.contain('state-ok');
    });

    it('test_input_required_result_multiple_inputs: elicitation, sampling and roots in one round', async () => {
      const round1 = (await callTool('test_input_required_result_multiple_inputs')).response.result;
      expect(round1.resultType).to.equal('input_required');
      expect(Object.fromEntries(Object.entries(round1.inputRequests as Json).map(([k, r]) => [k, r.method]))).to.deep.equal({
        user_name: 'elicitation/create', greeting: 'sampling/createMessage', client_roots: 'roots/list',
      });
      expect(round1.requestState).to.be.a('string');
      const done = (await callTool('test_input_required_result_multiple_inputs', {
        inputResponses: { user_name: ACCEPT_ALICE, greeting: SAMPLED, client_roots: ROOTS },
        requestState: round1.requestState,
      })).response.result;
      expect(done.resultType).to.equal('complete');
      expect(textOf(done)).to.equal('Hello there! Alice; roots: file:///test/root');
    });

    it('test_input_required_result_multi_round: a second round with a different state, then complete', async () => {
      const round1 = (await callTool('test_input_required_result_multi_round')).response.result;
      expect(Object.keys(round1.inputRequests)).to.deep.equal(['step1']);
      const round2 = (await callTool('test_input_required_result_multi_round', { inputResponses: { step1: ACCEPT_ALICE }, requestState: round1.requestState })).response.result;
      expect(round2.resultType).to.equal('input_required');
      expect(Object.keys(round2.inputRequests)).to.deep.equal(['step2']);
      expect(round2.inputRequests.step2.params.requestedSchema.properties).to.have.keys('color');
      expect(round2.requestState).to.be.a('string').and.not.equal(round1.requestState);
      const round3 = (await callTool('test_input_required_result_multi_round', { inputResponses: { step2: { action: 'accept', content: { color: 'blue' } } }, requestState: round2.requestState })).response.result;
      expect(round3.resultType).to.equal('complete');
      expect(textOf(round3)).to.equal('Alice likes blue.');
    });

    it('test_input_required_result_tampered_state: a JSON-RPC error for a tampered state', async () => {
      const round1 = (await callTool('test_input_required_result_tampered_state')).response.result;
      expect(round1.resultType).to.equal('input_required');
      const [key] = Object.keys(round1.inputRequests);
      const tampered = await callTool('test_input_required_result_tampered_state', { inputResponses: { [key!]: { action: 'accept', content: { ok: true } } }, requestState: `${round1.requestState}-TAMPERED` });
      expect(tampered.response.error).to.include({ code: -32602 });
      const honest = await callTool('test_input_required_result_tampered_state', { inputResponses: { [key!]: { action: 'accept', content: { ok: true } } }, requestState: round1.requestState });
      expect(honest.response.result.resultType).to.equal('complete');
    });

    it('test_input_required_result_capabilities: asks only for what the request declares', async () => {
      const samplingOnly = (await callTool('test_input_required_result_capabilities', {}, { capabilities: { sampling: {} } })).response.result;
      expect(samplingOnly.resultType).to.equal('input_required');
      expect(Object.values(samplingOnly.inputRequests as Json).map((r) => r.method)).to.deep.equal(['sampling/createMessage']);
      const everything = (await callTool('test_input_required_result_capabilities')).response.result;
      expect(Object.values(everything.inputRequests as Json).map((r) => r.method)).to.have.members(['elicitation/create', 'sampling/createMessage', 'roots/list']);
      const none = (await callTool('test_input_required_result_capabilities', {}, { capabilities: {} })).response.result;
      expect(none.resultType).to.equal('complete');
    });

    it('test_input_required_result_prompt: prompts/get asks first, then returns messages', async () => {
      const round1 = (await call('prompts/get', { name: 'test_input_required_result_prompt' })).response.result;
      expect(round1.resultType).to.equal('input_required');
      expect(round1.inputRequests.user_context.method).to.equal('elicitation/create');
      const done = (await call('prompts/get', { name: 'test_input_required_result_prompt', inputResponses: { user_context: { action: 'accept', content: { context: 'test context' } } }, requestState: round1.requestState })).response.result;
      expect(done.resultType).to.equal('complete');
      expect(done.messages).to.deep.equal([{ role: 'user', content: { type: 'text', text: 'Write a short paragraph about: test context' } }]);
    });
  });

  describe('server-stateless diagnostics (SEP-2575)', () => {
    it('test_missing_capability without sampling: HTTP 400, -32021 naming sampling, the request id echoed', async () => {
      const { status, response } = await callTool('test_missing_capability', {}, { capabilities: {} });
      expect(status).to.equal(400);
      expect(response.error.code).to.equal(-32021);
      expect(response.error.data.requiredCapabilities).to.be.an('object').that.has.property('sampling');
      expect(response.id).to.be.a('number');
    });

    it('test_missing_capability with sampling declared asks for it in an input_required result', async () => {
      const { status, response } = await callTool('test_missing_capability', {}, { capabilities: { sampling: {} } });
      expect(status).to.equal(200);
      expect(Object.values(response.result.inputRequests as Json).map((r) => r.method)).to.deep.equal(['sampling/createMessage']);
    });

    it('test_streaming_elicitation sends no request on the response stream, only an input_required result', async () => {
      const { status, messages, response } = await callTool('test_streaming_elicitation', {}, { capabilities: { elicitation: {} } });
      expect(status).to.equal(200);
      expect(messages.filter((m) => typeof m.method === 'string' && !m.method.startsWith('notifications/'))).to.deep.equal([]);
      expect(response.result.resultType).to.equal('input_required');
      expect(Object.values(response.result.inputRequests as Json).map((r) => r.method)).to.deep.equal(['elicitation/create']);
    });

    it('test_logging_tool logs nothing unless the request asks for a log level', async () => {
      const silent = await callTool('test_logging_tool', {}, { capabilities: {} });
      expect(silent.response.result.resultType).to.equal('complete');
      expect(silent.messages.filter((m) => m.method === 'notifications/message')).to.deep.equal([]);
      const chatty = await callTool('test_logging_tool', {}, { capabilities: {}, meta: { [META.logLevel]: 'info' } });
      expect(chatty.messages.filter((m) => m.method === 'notifications/message').map((m) => [m.params.level, m.params.data])).to.deep.equal([
        ['info', 'test_logging_tool: working'],
        ['warning', 'test_logging_tool: done'],
      ]);
    });

    it('subscriptions/listen: acknowledges first, then pushes tools/list_changed when test_trigger_tool_change runs', async () => {
      const abort = new AbortController();
      try {
        const { id, response } = post('subscriptions/listen', { notifications: { toolsListChanged: true } }, { capabilities: {}, signal: abort.signal });
        const res = await response;
        expect(res.status).to.equal(200);
        const stream = readFrames(res.body!);
        const ack = await stream.waitFor(() => true);
        expect(ack?.method).to.equal('notifications/subscriptions/acknowledged');
        const subscriptionId = ack!.params._meta[META.subscriptionId];
        expect(subscriptionId).to.equal(id);

        const trigger = await callTool('test_trigger_tool_change', {}, { capabilities: {} });
        expect(textOf(trigger.response.result)).to.contain(`Added ${DYNAMIC_TOOL}`);
        const changed = await stream.waitFor((f) => f.method === 'notifications/tools/list_changed');
        expect(changed, JSON.stringify(stream.frames)).to.not.equal(undefined);
        expect(changed!.params._meta[META.subscriptionId]).to.equal(subscriptionId);
        expect(((await call('tools/list')).response.result.tools as Json[]).map((t) => t.name)).to.include(DYNAMIC_TOOL);

        // The next trigger changes the list again (the tool goes away), and the stream hears of it again.
        const again = await callTool('test_trigger_tool_change', {}, { capabilities: {} });
        expect(textOf(again.response.result)).to.contain(`Removed ${DYNAMIC_TOOL}`);
        const twice = await stream.waitFor(() => stream.frames.filter((f) => f.method === 'notifications/tools/list_changed').length >= 2);
        expect(twice, JSON.stringify(stream.frames)).to.not.equal(undefined);
        expect(((await call('tools/list')).response.result.tools as Json[]).map((t) => t.name)).to.not.include(DYNAMIC_TOOL);
        for (const frame of stream.frames) expect(frame.params?._meta?.[META.subscriptionId], JSON.stringify(frame)).to.equal(subscriptionId);
      } finally {
        abort.abort();
      }
    });

    it('subscriptions/listen honours the filter: a prompts-only stream hears prompt changes, not tool changes', async () => {
      const abort = new AbortController();
      try {
        const { response } = post('subscriptions/listen', { notifications: { promptsListChanged: true } }, { capabilities: {}, signal: abort.signal });
        const stream = readFrames((await response).body!);
        expect((await stream.waitFor(() => true))?.method).to.equal('notifications/subscriptions/acknowledged');
        await callTool('test_trigger_tool_change', {}, { capabilities: {} });
        const trigger = await callTool('test_trigger_prompt_change', {}, { capabilities: {} });
        expect(textOf(trigger.response.result)).to.contain(`Added ${DYNAMIC_PROMPT}`);
        const changed = await stream.waitFor((f) => f.method === 'notifications/prompts/list_changed');
        expect(changed, JSON.stringify(stream.frames)).to.not.equal(undefined);
        expect(stream.frames.map((f) => f.method)).to.not.include('notifications/tools/list_changed');
        expect(((await call('prompts/list')).response.result.prompts as Json[]).map((p) => p.name)).to.include(DYNAMIC_PROMPT);
      } finally {
        abort.abort();
      }
    });
  });

  describe('custom headers (SEP-2243, x-mcp-header)', () => {
    const region = (value: string, header: string | null) => callTool('test_custom_header', { arguments: { region: value } }, { headers: { 'mcp-param-region': header } });

    it('accepts a matching Mcp-Param-Region header, plain or base64-encoded', async () => {
      const plain = await region('us-west1', 'us-west1');
      expect(plain.status).to.equal(200);
      expect(textOf(plain.response.result)).to.equal('Region: us-west1');
      const encoded = await region('Hello', `=?base64?${Buffer.from('Hello').toString('base64')}?=`);
      expect(encoded.status).to.equal(200);
      expect(textOf(encoded.response.result)).to.equal('Region: Hello');
    });

    it('refuses a header that differs from the argument: HTTP 400, -32020', async () => {
      const wrong = await region('us-west1', 'eu-central1');
      expect(wrong.status).to.equal(400);
      expect(wrong.response.error.code).to.equal(-32020);
    });

    it('refuses a call whose argument has no header: HTTP 400', async () => {
      const missing = await region('us-west1', null);
      expect(missing.status).to.equal(400);
      expect(missing.response.error.code).to.equal(-32020);
    });

    it('refuses a malformed base64 header', async () => {
      const bad = await region('Hello', '=?base64?SGVsbG8?=');
      expect(bad.status).to.equal(400);
      expect(bad.response.error.code).to.equal(-32020);
    });
  });
});

for (const transport of ['memory', 'http'] as const) {
  describe(`samples/everything at 2026-07-28 with the v2 client (${transport})`, () => {
    let session: RevisionSession;
    let client: ClientV2;

    async function open(capabilities: Record<string, object>): Promise<void> {
      session = await connectClient({ revision: V, client: 'v2', transport, server: () => createEverythingServer({ diagnostics: silentDiagnostics }), capabilities });
      client = session.raw as ClientV2;
    }

    afterEach(async () => {
      await session?.close();
    });

    it('lists the 2026 fixtures', async () => {
      await open({});
      expect(session.negotiatedRevision).to.equal(V);
      const names = ((await session.listTools()).tools as Json[]).map((t) => t.name);
      expect(names).to.include.members([...DIAGNOSTIC_TOOLS, ...INPUT_REQUIRED_TOOLS]);
    });

    it('completes test_input_required_result_elicitation transparently through its elicitation handler', async () => {
      await open({ elicitation: {} });
      const asked: Json[] = [];
      client.setRequestHandler('elicitation/create', async (request) => {
        asked.push(request.params as Json);
        return { action: 'accept', content: { name: 'Ada' } };
      });
      const result = await session.callTool('test_input_required_result_elicitation');
      expect(result.isError).to.not.equal(true);
      expect(textOf(result)).to.equal('Hello, Ada!');
      expect(asked.map((p) => p.message)).to.deep.equal(['What is your name?']);
    });

    it('runs the two rounds of test_input_required_result_multi_round and the three inputs of _multiple_inputs', async () => {
      await open({ elicitation: {}, sampling: {}, roots: {} });
      client.setRequestHandler('elicitation/create', async (request) => {
        const asksColor = 'color' in (request.params as Json).requestedSchema.properties;
        const content: Record<string, string> = asksColor ? { color: 'green' } : { name: 'Ada' };
        return { action: 'accept', content };
      });
      client.setRequestHandler('sampling/createMessage', async () => ({ role: 'assistant', content: { type: 'text', text: 'Hi' }, model: 'test-model' }));
      client.setRequestHandler('roots/list', async () => ({ roots: [{ uri: 'file:///work' }] }));
      expect(textOf(await session.callTool('test_input_required_result_multi_round'))).to.equal('Ada likes green.');
      expect(textOf(await session.callTool('test_input_required_result_multiple_inputs'))).to.equal('Hi Ada; roots: file:///work');
    });

    it('gets -32021 from test_missing_capability when the client offers no sampling', async () => {
      await open({});
      const failure = await session.callTool('test_missing_capability').then(
        () => undefined,
        (error: unknown) => error as { code?: number; data?: Json },
      );
      expect(failure?.code).to.equal(-32021);
      expect(failure?.data?.requiredCapabilities).to.have.property('sampling');
    });
  });
}

describe('samples/everything: the 2026 fixtures at 2025-11-25 (v1 client)', () => {
  let server: DecoratedMcpServer;
  let session: RevisionSession;
  let client: ClientV1;

  async function open(capabilities: Record<string, object>): Promise<void> {
    server = createEverythingServer({ diagnostics: silentDiagnostics });
    session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'memory', server: () => server, capabilities });
    client = session.raw as ClientV1;
  }

  afterEach(async () => {
    await session?.close();
  });

  it('completes test_input_required_result_elicitation through a pushed elicitation/create', async () => {
    await open({ elicitation: {} });
    const asked: Json[] = [];
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params);
      return { action: 'accept', content: { name: 'Ada' } };
    });
    const result = await client.callTool({ name: 'test_input_required_result_elicitation', arguments: {} });
    expect(result.isError).to.not.equal(true);
    expect(textOf(result)).to.equal('Hello, Ada!');
    expect(asked).to.deep.equal([{ message: 'What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', description: 'The name to use' } }, required: ['name'] } }]);
  });

  it('runs the multi-round and multiple-input tools as plain requests to the client', async () => {
    await open({ elicitation: {}, sampling: {}, roots: {} });
    client.setRequestHandler(ElicitRequestSchema, async (request) => ({ action: 'accept', content: 'color' in (request.params as Json).requestedSchema.properties ? { color: 'red' } : { name: 'Ada' } }));
    client.setRequestHandler(CreateMessageRequestSchema, async () => ({ role: 'assistant', content: { type: 'text', text: 'Hey' }, model: 'test-model' }));
    client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///home' }] }));
    expect(textOf(await client.callTool({ name: 'test_input_required_result_multi_round', arguments: {} }))).to.equal('Ada likes red.');
    expect(textOf(await client.callTool({ name: 'test_input_required_result_multiple_inputs', arguments: {} }))).to.equal('Hey Ada; roots: file:///home');
    expect(textOf(await client.callTool({ name: 'test_input_required_result_capabilities', arguments: {} }))).to.equal('name: Ada; model: Hey; roots: file:///home');
  });

  it('fails test_missing_capability as a tool error when the client offers no sampling', async () => {
    await open({});
    const result = await client.callTool({ name: 'test_missing_capability', arguments: {} });
    expect(result.isError).to.equal(true);
    expect(textOf(result)).to.contain('sampling');
  });

  it('sends test_logging_tool messages once the client set a level', async () => {
    await open({});
    const logs: Json[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      logs.push(notification.params);
    });
    await client.setLoggingLevel('debug');
    await client.callTool({ name: 'test_logging_tool', arguments: {} });
    expect(logs.map((l) => l.level)).to.deep.equal(['debug', 'info', 'warning']);
  });

  it('test_trigger_tool_change and test_trigger_prompt_change toggle an extra tool and prompt, with list_changed each time', async () => {
    await open({});
    let toolChanges = 0;
    let promptChanges = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => void toolChanges++);
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => void promptChanges++);
    await client.callTool({ name: 'test_trigger_tool_change', arguments: {} });
    expect((await client.listTools()).tools.map((t) => t.name)).to.include(DYNAMIC_TOOL);
    expect(textOf(await client.callTool({ name: DYNAMIC_TOOL, arguments: {} }))).to.equal('This tool was added at run time.');
    await client.callTool({ name: 'test_trigger_tool_change', arguments: {} });
    expect((await client.listTools()).tools.map((t) => t.name)).to.not.include(DYNAMIC_TOOL);
    await client.callTool({ name: 'test_trigger_prompt_change', arguments: {} });
    expect((await client.listPrompts()).prompts.map((p) => p.name)).to.include(DYNAMIC_PROMPT);
    await client.ping();
    expect([toolChanges, promptChanges]).to.deep.equal([2, 1]);
    expect(server.model.prompts.map((p) => p.name)).to.include(DYNAMIC_PROMPT);
  });

  it('echoes test_custom_header without any header on a session revision', async () => {
    await open({});
    expect(textOf(await client.callTool({ name: 'test_custom_header', arguments: { region: 'us-west1' } }))).to.equal('Region: us-west1');
    const tool = (await client.listTools()).tools.find((t) => t.name === 'test_custom_header')!;
    expect(tool.inputSchema.properties!.region).to.not.have.property('x-mcp-header');
  });
});
