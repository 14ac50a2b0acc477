import { expect } from 'chai';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema, CreateMessageRequestSchema, ElicitRequestSchema, LoggingMessageNotificationSchema, ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { connectClient, forEachRevision, type RevisionSession } from '../../../lib/testing/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import type { DecoratedMcpServer } from '../../../lib/index.js';
import { createEverythingServer } from '../../../samples/everything/server.js';
import { recordToolsList } from '../../support/emitted-schemas.js';
import { ECHO_VIEW } from '../../../samples/everything/everything-apps.js';
import { INTENTIONAL_ERROR, JSON_SCHEMA_2020_12_FIXTURE } from '../../../samples/everything/everything-tools.js';

type Json = { [key: string]: any };

const TOOLS = [
  'test_simple_text', 'test_image_content', 'test_audio_content', 'test_embedded_resource', 'test_multiple_content_types',
  'test_tool_with_logging', 'test_tool_with_progress', 'test_error_handling', 'test_sampling', 'test_elicitation',
  'test_elicitation_sep1034_defaults', 'test_elicitation_sep1330_enums', 'json_schema_2020_12_tool', 'test_reconnection',
  // The 2026-07-28 fixtures (everything-2026.spec.ts tests them); listed at every revision.
  'test_missing_capability', 'test_streaming_elicitation', 'test_logging_tool', 'test_custom_header', 'test_trigger_tool_change', 'test_trigger_prompt_change',
  'test_input_required_result_elicitation', 'test_input_required_result_sampling', 'test_input_required_result_list_roots',
  'test_input_required_result_request_state', 'test_input_required_result_multiple_inputs', 'test_input_required_result_multi_round',
  'test_input_required_result_tampered_state', 'test_input_required_result_capabilities',
  // The tasks fixtures (test/extensions/tasks tests them as tasks); ordinary calls where no task can be had.
  'greet', 'slow_compute', 'failing_job', 'protocol_error_job', 'confirm_delete', 'multi_input', 'test_tool_with_task',
  // The minimal MCP Apps view's tool (apps()).
  'test_app_view',
];
/** The files of the sample skill, listed as skill:// resources after the fixtures' own. */
const SKILL_FILES = ['skill://task-fixtures/SKILL.md', 'skill://task-fixtures/references/fixtures.md', 'skill://task-fixtures/templates/report.md'];
const PROMPTS = ['test_simple_prompt', 'test_prompt_with_arguments', 'test_prompt_with_embedded_resource', 'test_prompt_with_image', 'test_input_required_result_prompt'];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function textOf(result: Json, index = 0): string {
  return (result.content as { text: string }[])[index]!.text;
}

// Tools with a hand-written inputSchema: the author's own, sent verbatim.
const HAND_WRITTEN = createEverythingServer({ diagnostics: silentDiagnostics }).model.tools.filter((t) => t.input.kind === 'raw').map((t) => t.name);

forEachRevision('samples/everything on every revision with the official clients', {
  server: () => createEverythingServer(),
}, async (session) => {
  expect(session.negotiatedRevision).to.equal(session.revision);
  const tools = (await session.listTools()).tools as Json[];
  recordToolsList('samples/everything', tools, session.revision, HAND_WRITTEN);
  expect(tools.map((t) => t.name)).to.deep.equal(TOOLS);
  for (const tool of tools) {
    expect(tool.description, tool.name).to.be.a('string').and.not.equal('');
    expect(tool.inputSchema.type, tool.name).to.equal('object');
  }
  expect(textOf(await session.callTool('test_simple_text'))).to.equal('This is a simple text response for testing.');
  const contentOf = async (name: string): Promise<Json[]> => (await session.callTool(name)).content as Json[];
  const image = (await contentOf('test_image_content'))[0];
  expect(image).to.include({ type: 'image', mimeType: 'image/png' }).and.have.property('data').that.is.a('string');
  const sound = (await contentOf('test_audio_content'))[0]!;
  // 2024-11-05 has no audio content: the adapter says what was there in text instead of sending it raw.
  if (session.revision === '2024-11-05') expect(sound.type).to.equal('text'), expect(sound.text).to.contain('audio/wav');
  else expect(sound).to.include({ type: 'audio', mimeType: 'audio/wav' });
  expect((await contentOf('test_embedded_resource'))[0]).to.deep.equal({
    type: 'resource', resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' },
  });
  expect((await contentOf('test_multiple_content_types')).map((c) => c.type)).to.deep.equal(['text', 'image', 'resource']);
  const failed = await session.callTool('test_error_handling');
  expect(failed.isError).to.equal(true);
  expect(textOf(failed)).to.equal(INTENTIONAL_ERROR);

  const resources = (await session.listResources()).resources as Json[];
  expect(resources.map((r) => r.uri)).to.deep.equal(['test://static-text', 'test://static-binary', 'test://watched-resource', ECHO_VIEW, ...SKILL_FILES]);
  // The minimal MCP Apps view: read as an app on every revision, linked from its tool where a revision carries _meta.
  const echo = (await session.readResource(ECHO_VIEW)).contents as Json[];
  expect(echo.map((c) => [c.uri, c.mimeType])).to.deep.equal([[ECHO_VIEW, 'text/html;profile=mcp-app']]);
  expect(echo[0]!.text).to.include('<p id="echo">');
  const appTool = tools.find((t) => t.name === 'test_app_view')!;
  if (session.revision < '2025-06-18') expect(appTool._meta).to.equal(undefined);
  else expect(appTool._meta).to.deep.include({ ui: { resourceUri: ECHO_VIEW, visibility: ['model', 'app'] }, 'ui/resourceUri': ECHO_VIEW });
  expect(textOf(await session.callTool('test_app_view', { message: 'echo me' }))).to.equal('echo me');
  for (const resource of resources) expect(resource.name, resource.uri).to.be.a('string').and.not.equal('');
  const templates = (await session.listResourceTemplates()).resourceTemplates as Json[];
  expect(templates.map((t) => t.uriTemplate)).to.deep.equal(['test://template/{id}/data']);
  expect((await session.readResource('test://static-text')).contents).to.deep.equal([
    { uri: 'test://static-text', mimeType: 'text/plain', text: 'This is the content of the static text resource.' },
  ]);
  expect(((await session.readResource('test://template/123/data')).contents as Json[])[0]!.text).to.contain('123');

  const prompts = (await session.listPrompts()).prompts as Json[];
  expect(prompts.map((p) => p.name)).to.deep.equal(PROMPTS);
  for (const prompt of prompts) expect(prompt.description, prompt.name).to.be.a('string').and.not.equal('');
  const withArgs = await session.getPrompt('test_prompt_with_arguments', { arg1: 'testValue1', arg2: 'testValue2' });
  expect(JSON.stringify(withArgs.messages)).to.contain('testValue1').and.contain('testValue2');
});

describe('samples/everything: the conformance fixtures at 2025-11-25 (v1 client)', () => {
  let server: DecoratedMcpServer;
  let session: RevisionSession;
  let client: Client;
  /** Every message the server sent, as it arrived, before the client's schemas parsed it. */
  let wire: Json[];

  async function open(capabilities: Record<string, object> = {}): Promise<void> {
    // Silent: one test makes tools fail on purpose, and the stack traces would only clutter the run.
    server = createEverythingServer({ diagnostics: silentDiagnostics });
    session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'memory', server: () => server, capabilities });
    client = session.raw as Client;
    wire = [];
    const transport = client.transport!;
    const deliver = transport.onmessage!;
    transport.onmessage = (message, extra) => {
      wire.push(JSON.parse(JSON.stringify(message)) as Json);
      deliver(message, extra);
    };
  }

  /** The params of the one request of `method` the server sent, as they were on the wire. */
  function sentRequest(method: string): Json {
    const requests = wire.filter((m) => m.method === method && m.id !== undefined);
    expect(requests, method).to.have.length(1);
    return requests[0]!.params as Json;
  }

  afterEach(async () => {
    await session?.close();
  });

  describe('server', () => {
    beforeEach(() => open());

    it('introduces itself and declares tools, resources (with subscribe), prompts, logging and completions', () => {
      expect(client.getServerVersion()).to.include({ name: 'mcp-decorators-everything', version: '1.0.0' });
      const capabilities = client.getServerCapabilities()!;
      expect(capabilities.tools).to.deep.include({ listChanged: true });
      expect(capabilities.resources).to.deep.include({ subscribe: true, listChanged: true });
      expect(capabilities.prompts).to.deep.include({ listChanged: true });
      expect(capabilities).to.have.property('logging');
      expect(capabilities).to.have.property('completions');
    });

    it('answers ping and logging/setLevel with empty results', async () => {
      await client.ping();
      await client.setLoggingLevel('info');
      const results = wire.filter((m) => m.id !== undefined && 'result' in m).map((m) => m.result);
      expect(results).to.deep.equal([{}, {}]);
    });
  });

  describe('tools', () => {
    beforeEach(() => open());

    it('gives every tool a description and an object input schema', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).to.deep.equal(TOOLS);
      for (const tool of tools) {
        expect(tool.description, tool.name).to.be.a('string').and.not.equal('');
        expect(tool.inputSchema.type, tool.name).to.equal('object');
      }
    });

    it('runs test_simple_text when the call has no arguments key at all', async () => {
      const result = await client.request({ method: 'tools/call', params: { name: 'test_simple_text' } }, CallToolResultSchema);
      expect(result.isError).to.not.equal(true);
      expect(result.content).to.deep.equal([{ type: 'text', text: 'This is a simple text response for testing.' }]);
    });

    it('sends a real 1×1 PNG from test_image_content', async () => {
      const [block] = (await client.callTool({ name: 'test_image_content', arguments: {} })).content as Json[];
      expect(block).to.include({ type: 'image', mimeType: 'image/png' });
      const png = Buffer.from(block!.data as string, 'base64');
      expect([...png.subarray(0, 8)]).to.deep.equal(PNG_SIGNATURE);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).to.deep.equal([1, 1]);
    });

    it('sends a well-formed WAV as audio/wav from test_audio_content', async () => {
      const [block] = (await client.callTool({ name: 'test_audio_content', arguments: {} })).content as Json[];
      expect(block).to.include({ type: 'audio', mimeType: 'audio/wav' });
      const wav = Buffer.from(block!.data as string, 'base64');
      expect(wav.toString('ascii', 0, 4)).to.equal('RIFF');
      expect(wav.readUInt32LE(4)).to.equal(wav.length - 8);
      expect(wav.toString('ascii', 8, 16)).to.equal('WAVEfmt ');
      expect(wav.readUInt16LE(20)).to.equal(1); // PCM
      expect(wav.toString('ascii', 36, 40)).to.equal('data');
      expect(wav.readUInt32LE(40)).to.equal(wav.length - 44).and.be.above(0);
    });

    it('mixes text, image and an embedded JSON resource in test_multiple_content_types', async () => {
      const content = (await client.callTool({ name: 'test_multiple_content_types', arguments: {} })).content as Json[];
      expect(content.map((c) => c.type)).to.deep.equal(['text', 'image', 'resource']);
      expect(content[0]!.text).to.be.a('string').and.not.equal('');
      expect(content[1]).to.include({ mimeType: 'image/png' });
      expect(content[2]!.resource).to.deep.equal({ uri: 'test://mixed-content-resource', mimeType: 'application/json', text: '{"test":"data","value":123}' });
    });

    it('reports test_error_handling as an isError result, not a protocol error', async () => {
      const result = await client.callTool({ name: 'test_error_handling', arguments: {} });
      expect(result.isError).to.equal(true);
      expect(result.content).to.deep.equal([{ type: 'text', text: 'This tool intentionally returns an error for testing' }]);
    });

    it('sends three info log messages, in order, during test_tool_with_logging', async () => {
      const logs: Json[] = [];
      client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
        logs.push(notification.params);
      });
      await client.setLoggingLevel('debug');
      const started = Date.now();
      const result = await client.callTool({ name: 'test_tool_with_logging', arguments: {} });
      expect(result.isError).to.not.equal(true);
      expect(Date.now() - started).to.be.at.least(90);
      expect(logs).to.have.length.of.at.least(3);
      expect(logs.map((l) => [l.level, l.data])).to.deep.equal([
        ['info', 'Tool execution started'],
        ['info', 'Tool processing data'],
        ['info', 'Tool execution completed'],
      ]);
    });

    it('sends progress 0, 50 and 100 of 100 with the request\'s token during test_tool_with_progress', async () => {
      const progress: Json[] = [];
      const result = await client.callTool({ name: 'test_tool_with_progress', arguments: {} }, undefined, { onprogress: (p) => progress.push(p) });
      expect(result.isError).to.not.equal(true);
      expect(progress.map((p) => [p.progress, p.total])).to.deep.equal([[0, 100], [50, 100], [100, 100]]);
      // The v1 client routes progress by token (it uses the request id), so onprogress seeing all three proves the echo.
      const tokens = new Set(wire.filter((m) => m.method === 'notifications/progress').map((m) => m.params.progressToken));
      expect(tokens.size).to.equal(1);
    });

    it('returns json_schema_2020_12_tool\'s hand-written schema verbatim and validates calls against it', async () => {
      const { tools } = await client.listTools();
      const tool = tools.find((t) => t.name === 'json_schema_2020_12_tool')!;
      expect(tool.inputSchema).to.deep.equal(JSON_SCHEMA_2020_12_FIXTURE);
      const listed = (wire.find((m) => Array.isArray(m.result?.tools))!.result.tools as Json[]).find((t) => t.name === 'json_schema_2020_12_tool')!;
      expect(listed.inputSchema).to.deep.equal({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        $defs: { address: { $anchor: 'addressDef', type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } },
        properties: {
          name: { type: 'string' },
          address: { $ref: '#/$defs/address' },
          contactMethod: { type: 'string', enum: ['phone', 'email'] },
          phone: { type: 'string' },
          email: { type: 'string' },
        },
        allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
        if: { properties: { contactMethod: { const: 'phone' } }, required: ['contactMethod'] },
        then: { required: ['phone'] },
        else: { required: ['email'] },
        additionalProperties: false,
      });
      const ok = await client.callTool({ name: 'json_schema_2020_12_tool', arguments: { name: 'Ada', address: { city: 'London' }, contactMethod: 'phone', phone: '123' } });
      expect(ok.isError).to.not.equal(true);
      expect(textOf(ok)).to.contain('"city":"London"');
      // contactMethod "phone" without a phone number breaks the if/then rule.
      const refused = await client.callTool({ name: 'json_schema_2020_12_tool', arguments: { contactMethod: 'phone', email: 'ada@example.com' } });
      expect(refused.isError).to.equal(true);
    });

    it('finishes test_reconnection with text where there is no SSE stream to close', async () => {
      const result = await client.callTool({ name: 'test_reconnection', arguments: {} });
      expect(result.isError).to.not.equal(true);
      expect(textOf(result)).to.be.a('string').and.not.equal('');
    });

    it('fails test_sampling and test_elicitation as tool errors when the client offers neither', async () => {
      const sampled = await client.callTool({ name: 'test_sampling', arguments: { prompt: 'hi' } });
      expect(sampled.isError).to.equal(true);
      const elicited = await client.callTool({ name: 'test_elicitation', arguments: { message: 'hi' } });
      expect(elicited.isError).to.equal(true);
    });
  });

  describe('requests back to the client', () => {
    beforeEach(() => open({ sampling: {}, elicitation: {} }));

    it('test_sampling asks the client model with the prompt and at most 100 tokens', async () => {
      let received: Json | undefined;
      client.setRequestHandler(CreateMessageRequestSchema, async (request) => {
        received = request.params;
        return { role: 'assistant', content: { type: 'text', text: 'This is a test response from the client' }, model: 'test-model', stopReason: 'endTurn' };
      });
      const result = await client.callTool({ name: 'test_sampling', arguments: { prompt: 'Test prompt for sampling' } });
      expect(result.isError).to.not.equal(true);
      expect(textOf(result)).to.equal('LLM response: This is a test response from the client');
      expect(received).to.deep.include({ messages: [{ role: 'user', content: { type: 'text', text: 'Test prompt for sampling' } }], maxTokens: 100 });
      expect(sentRequest('sampling/createMessage')).to.deep.equal({ messages: [{ role: 'user', content: { type: 'text', text: 'Test prompt for sampling' } }], maxTokens: 100 });
    });

    it('test_elicitation asks for a flat username/email form and reports the answer', async () => {
      client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: { username: 'testuser', email: 'test@example.com' } }));
      const result = await client.callTool({ name: 'test_elicitation', arguments: { message: 'Please provide your information' } });
      expect(result.isError, textOf(result)).to.not.equal(true);
      expect(textOf(result)).to.equal('User response: action=accept, content={"username":"testuser","email":"test@example.com"}');
      expect(sentRequest('elicitation/create')).to.deep.equal({
        message: 'Please provide your information',
        requestedSchema: {
          type: 'object',
          properties: {
            username: { type: 'string', description: 'The name the user goes by' },
            email: { type: 'string', format: 'email', description: 'Where the user can be reached' },
          },
          required: ['username', 'email'],
        },
      });
    });

    it('test_elicitation reports a declined form', async () => {
      client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'decline' }));
      const result = await client.callTool({ name: 'test_elicitation', arguments: { message: 'Please provide your information' } });
      expect(textOf(result)).to.equal('User response: action=decline, content={}');
    });

    it('test_elicitation_sep1034_defaults sends a default for every primitive type (SEP-1034)', async () => {
      let received: Json | undefined;
      client.setRequestHandler(ElicitRequestSchema, async (request) => {
        received = request.params;
        return { action: 'accept', content: { name: 'Jane Smith', age: 25, score: 88.0, status: 'inactive', verified: false } };
      });
      const result = await client.callTool({ name: 'test_elicitation_sep1034_defaults', arguments: {} });
      expect(result.isError, textOf(result)).to.not.equal(true);
      expect(textOf(result)).to.equal('Elicitation completed: action=accept, content={"name":"Jane Smith","age":25,"score":88,"status":"inactive","verified":false}');
      const expected = {
        type: 'object',
        properties: {
          name: { type: 'string', default: 'John Doe' },
          age: { type: 'integer', default: 30 },
          score: { type: 'number', default: 95.5 },
          status: { type: 'string', enum: ['active', 'inactive', 'pending'], default: 'active' },
          verified: { type: 'boolean', default: true },
        },
      };
      expect(sentRequest('elicitation/create').requestedSchema).to.deep.equal(expected);
      // What the suite's checks read: the request as the SDK client parsed it.
      expect(received!.requestedSchema).to.deep.equal(expected);
    });

    it('test_elicitation_sep1330_enums sends the five enum shapes (SEP-1330)', async () => {
      let received: Json | undefined;
      const answer = { untitledSingle: 'option1', titledSingle: 'value1', legacyEnum: 'opt1', untitledMulti: ['option1', 'option2'], titledMulti: ['value1', 'value2'] };
      client.setRequestHandler(ElicitRequestSchema, async (request) => {
        received = request.params;
        return { action: 'accept', content: answer };
      });
      const result = await client.callTool({ name: 'test_elicitation_sep1330_enums', arguments: {} });
      expect(result.isError, textOf(result)).to.not.equal(true);
      expect(textOf(result)).to.equal(`Elicitation completed: action=accept, content=${JSON.stringify(answer)}`);
      const expected = {
        type: 'object',
        properties: {
          untitledSingle: { type: 'string', enum: ['option1', 'option2', 'option3'] },
          titledSingle: {
            type: 'string',
            oneOf: [{ const: 'value1', title: 'First Option' }, { const: 'value2', title: 'Second Option' }, { const: 'value3', title: 'Third Option' }],
          },
          legacyEnum: { type: 'string', enum: ['opt1', 'opt2', 'opt3'], enumNames: ['Option One', 'Option Two', 'Option Three'] },
          untitledMulti: { type: 'array', items: { type: 'string', enum: ['option1', 'option2', 'option3'] } },
          titledMulti: {
            type: 'array',
            items: { anyOf: [{ const: 'value1', title: 'First Choice' }, { const: 'value2', title: 'Second Choice' }, { const: 'value3', title: 'Third Choice' }] },
          },
        },
      };
      expect(sentRequest('elicitation/create').requestedSchema).to.deep.equal(expected);
      expect(received!.requestedSchema).to.deep.equal(expected);
    });
  });

  describe('resources', () => {
    beforeEach(() => open());

    it('lists the directly readable resources first, each with a uri and a name', async () => {
      const { resources } = await client.listResources();
      expect(resources.map((r) => [r.uri, r.name, r.mimeType])).to.deep.equal([
        ['test://static-text', 'static-text', 'text/plain'],
        ['test://static-binary', 'static-binary', 'image/png'],
        ['test://watched-resource', 'watched-resource', 'text/plain'],
        [ECHO_VIEW, 'echo_view', 'text/html;profile=mcp-app'],
        [SKILL_FILES[0], 'task-fixtures', 'text/markdown'],
        [SKILL_FILES[1], 'references/fixtures.md', 'text/markdown'],
        [SKILL_FILES[2], 'templates/report.md', 'text/markdown'],
      ]);
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates.map((t) => [t.uriTemplate, t.mimeType])).to.deep.equal([['test://template/{id}/data', 'application/json']]);
    });

    it('reads test://static-text as text/plain', async () => {
      const { contents } = await client.readResource({ uri: 'test://static-text' });
      expect(contents).to.deep.equal([{ uri: 'test://static-text', mimeType: 'text/plain', text: 'This is the content of the static text resource.' }]);
    });

    it('reads test://static-binary as a base64 PNG blob', async () => {
      const { contents } = await client.readResource({ uri: 'test://static-binary' });
      expect(contents).to.have.length(1);
      expect(contents[0]).to.include({ uri: 'test://static-binary', mimeType: 'image/png' });
      const png = Buffer.from((contents[0] as { blob: string }).blob, 'base64');
      expect([...png.subarray(0, 8)]).to.deep.equal(PNG_SIGNATURE);
    });

    it('reads the template with the id from the URI', async () => {
      const { contents } = await client.readResource({ uri: 'test://template/123/data' });
      expect(contents).to.have.length(1);
      expect(contents[0]).to.include({ uri: 'test://template/123/data', mimeType: 'application/json' });
      expect(JSON.parse((contents[0] as { text: string }).text)).to.deep.equal({ id: '123', templateTest: true, data: 'Data for ID: 123' });
    });

    it('lets a client subscribe to test://watched-resource, be told of changes, and unsubscribe', async () => {
      const updated: string[] = [];
      client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
        updated.push(notification.params.uri);
      });
      expect(await client.subscribeResource({ uri: 'test://watched-resource' })).to.deep.equal({});
      server.resourceUpdated('test://watched-resource');
      await client.ping();
      expect(updated).to.deep.equal(['test://watched-resource']);
      expect(await client.unsubscribeResource({ uri: 'test://watched-resource' })).to.deep.equal({});
      server.resourceUpdated('test://watched-resource');
      await client.ping();
      expect(updated).to.have.length(1);
      expect((await client.readResource({ uri: 'test://watched-resource' })).contents[0]).to.include({ mimeType: 'text/plain' });
    });
  });

  describe('prompts', () => {
    beforeEach(() => open());

    it('gives every prompt a description and declares the required arguments', async () => {
      const { prompts } = await client.listPrompts();
      expect(prompts.map((p) => p.name)).to.deep.equal(PROMPTS);
      for (const prompt of prompts) expect(prompt.description, prompt.name).to.be.a('string').and.not.equal('');
      const args = Object.fromEntries(prompts.map((p) => [p.name, (p.arguments ?? []).map((a) => [a.name, a.required === true])]));
      expect(args).to.deep.equal({
        test_simple_prompt: [],
        test_prompt_with_arguments: [['arg1', true], ['arg2', true]],
        test_prompt_with_embedded_resource: [['resourceUri', true]],
        test_prompt_with_image: [],
        test_input_required_result_prompt: [],
      });
    });

    it('test_simple_prompt is one user text message', async () => {
      const { messages } = await client.getPrompt({ name: 'test_simple_prompt' });
      expect(messages).to.deep.equal([{ role: 'user', content: { type: 'text', text: 'This is a simple prompt for testing.' } }]);
    });

    it('test_prompt_with_arguments quotes both arguments', async () => {
      const { messages } = await client.getPrompt({ name: 'test_prompt_with_arguments', arguments: { arg1: 'testValue1', arg2: 'testValue2' } });
      expect(messages).to.deep.equal([{ role: 'user', content: { type: 'text', text: "Prompt with arguments: arg1='testValue1', arg2='testValue2'" } }]);
    });

    it('test_prompt_with_embedded_resource embeds a text resource at the given URI, then asks about it', async () => {
      const { messages } = await client.getPrompt({ name: 'test_prompt_with_embedded_resource', arguments: { resourceUri: 'test://example-resource' } });
      expect(messages).to.have.length(2);
      expect(messages[0]).to.deep.equal({
        role: 'user',
        content: { type: 'resource', resource: { uri: 'test://example-resource', mimeType: 'text/plain', text: 'Embedded resource content for testing.' } },
      });
      expect(messages[1]!.content).to.include({ type: 'text' });
    });

    it('test_prompt_with_image sends a PNG, then the request to analyse it', async () => {
      const { messages } = await client.getPrompt({ name: 'test_prompt_with_image' });
      expect(messages).to.have.length(2);
      expect(messages[0]!.content).to.include({ type: 'image', mimeType: 'image/png' }).and.have.property('data').that.is.a('string').and.not.equal('');
      expect(messages[1]).to.deep.equal({ role: 'user', content: { type: 'text', text: 'Please analyze the image above.' } });
    });

    it('completes arg1 of test_prompt_with_arguments with a list of values', async () => {
      const { completion } = await client.complete({ ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' }, argument: { name: 'arg1', value: 'test' } });
      expect(completion.values).to.be.an('array');
      expect(completion.values).to.deep.equal(['test', 'testValue1', 'testValue2']);
    });
  });
});
