import { setTimeout as delay } from 'node:timers/promises';
import { Args, Ctx, Param, Tool, audio, embeddedResource, image, text, toolResult, type JsonObject, type McpContext, type ToolOutcome } from 'mcp-decorators';
import { DefaultsForm, EnumChoicesForm, UserInfoForm } from './everything-forms.js';
import { RED_PIXEL_PNG, SILENT_WAV } from './media.js';

/** Pause between the notifications of the logging and progress tools, so clients see them arrive one by one. */
const STEP_MS = 50;

/** The error text test_error_handling reports; the suite only needs a non-empty text in an isError result. */
export const INTENTIONAL_ERROR = 'This tool intentionally returns an error for testing';

/**
 * The JSON Schema 2020-12 input of json_schema_2020_12_tool, exactly as the conformance suite expects to read it
 * back from tools/list: `$schema`, `$defs` with an `$anchor`, composition (`allOf`/`anyOf`), a conditional
 * (`if`/`then`/`else`) and `additionalProperties: false`, none of which a decorator can derive.
 */
export const JSON_SCHEMA_2020_12_FIXTURE = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: {
    address: {
      $anchor: 'addressDef',
      type: 'object',
      properties: { street: { type: 'string' }, city: { type: 'string' } },
    },
  },
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
} as const;

/**
 * The tools of the conformance "everything" server: one per behaviour the suite probes (content types,
 * logging, progress, tool errors, requests back to the client, raw schemas, SSE reconnection).
 */
export class EverythingTools {
  @Tool({ name: 'test_simple_text', description: 'Answers with one fixed line of text. Takes no arguments.' })
  simpleText(): string {
    return 'This is a simple text response for testing.';
  }

  @Tool({ name: 'test_image_content', description: 'Answers with a single image block: a 1×1 red PNG.' })
  imageContent(): ToolOutcome {
    return toolResult({ content: [image(RED_PIXEL_PNG, 'image/png')] });
  }

  @Tool({ name: 'test_audio_content', description: 'Answers with a single audio block: a few samples of silence as audio/wav.' })
  audioContent(): ToolOutcome {
    return toolResult({ content: [audio(SILENT_WAV, 'audio/wav')] });
  }

  @Tool({ name: 'test_embedded_resource', description: 'Answers with a plain-text resource carried inline in the result.' })
  embeddedResourceContent(): ToolOutcome {
    return toolResult({
      content: [embeddedResource({ uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' })],
    });
  }

  @Tool({ name: 'test_multiple_content_types', description: 'Answers with three blocks of different kinds: text, then an image, then an inline JSON resource.' })
  multipleContentTypes(): ToolOutcome {
    return toolResult({
      content: [
        text('Three kinds of content follow: this text, an image and a JSON resource.'),
        image(RED_PIXEL_PNG, 'image/png'),
        embeddedResource({ uri: 'test://mixed-content-resource', mimeType: 'application/json', text: JSON.stringify({ test: 'data', value: 123 }) }),
      ],
    });
  }

  @Tool({ name: 'test_tool_with_logging', description: 'Sends three info-level log messages while it runs (start, work, end), about 50 ms apart, then answers with text.' })
  async toolWithLogging(@Ctx() ctx: McpContext): Promise<string> {
    ctx.log.info('Tool execution started');
    await delay(STEP_MS, undefined, { signal: ctx.signal });
    ctx.log.info('Tool processing data');
    await delay(STEP_MS, undefined, { signal: ctx.signal });
    ctx.log.info('Tool execution completed');
    return 'Logged three messages: started, processing, completed.';
  }

  @Tool({ name: 'test_tool_with_progress', description: 'Reports progress 0, 50 and 100 out of 100, about 50 ms apart, when the call carries a progress token; then answers with text.' })
  async toolWithProgress(@Ctx() ctx: McpContext): Promise<string> {
    for (const [i, step] of [0, 50, 100].entries()) {
      if (i > 0) await delay(STEP_MS, undefined, { signal: ctx.signal });
      await ctx.progress(step, 100, `Reached ${step} of 100`);
    }
    return 'Reported progress 0, 50 and 100 of 100.';
  }

  @Tool({ name: 'test_error_handling', description: 'Always fails, as a tool result flagged isError (not a protocol error), to show how tool failures travel.' })
  errorHandling(): ToolOutcome {
    return toolResult({ isError: true, content: [text(INTENTIONAL_ERROR)] });
  }

  @Tool({ name: 'test_sampling', description: "Passes the prompt to the client's language model (sampling/createMessage, at most 100 tokens) and answers with the model's reply." })
  async sampling(@Param('prompt', { description: 'What to ask the model' }) prompt: string, @Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: prompt } }], maxTokens: 100 });
    const reply = answer.content.type === 'text' ? answer.content.text : `(${answer.content.type} content, ${answer.content.mimeType})`;
    return `LLM response: ${reply}`;
  }

  @Tool({ name: 'test_elicitation', description: 'Asks the user, through the client, for a user name and an email address, and answers with what they chose to do and what they entered.' })
  async elicitation(@Param('message', { description: 'The text shown to the user above the form' }) message: string, @Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(UserInfoForm, message);
    return `User response: action=${answer.action}, content=${answer.action === 'accept' ? JSON.stringify(answer.content) : '{}'}`;
  }

  @Tool({ name: 'test_elicitation_sep1034_defaults', description: 'Asks the user for a form whose string, integer, number, enum and boolean fields all carry default values (SEP-1034), and answers with the reply.' })
  async elicitationDefaults(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(DefaultsForm, 'Check the pre-filled values and change any that are wrong');
    return `Elicitation completed: action=${answer.action}, content=${answer.action === 'accept' ? JSON.stringify(answer.content) : '{}'}`;
  }

  @Tool({ name: 'test_elicitation_sep1330_enums', description: 'Asks the user for a form with every enum shape: single and multiple choice, with and without titles, plus the legacy enumNames (SEP-1330); answers with the reply.' })
  async elicitationEnums(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(EnumChoicesForm, 'Pick from each list');
    return `Elicitation completed: action=${answer.action}, content=${answer.action === 'accept' ? JSON.stringify(answer.content) : '{}'}`;
  }

  @Tool({
    name: 'json_schema_2020_12_tool',
    description: 'Takes a contact (a name, an address, and a phone number or email depending on the preferred contact method) described by a hand-written JSON Schema 2020-12, and echoes it back.',
    inputSchema: JSON_SCHEMA_2020_12_FIXTURE,
  })
  jsonSchema202012(@Args() contact: JsonObject): string {
    return `Received: ${JSON.stringify(contact)}`;
  }

  @Tool({ name: 'test_reconnection', description: 'Over Streamable HTTP, closes its own response stream part-way through, so the client must reconnect to receive the result (SEP-1699).' })
  async reconnection(@Ctx() ctx: McpContext): Promise<string> {
    const closed = ctx.closeSseStream();
    await delay(100, undefined, { signal: ctx.signal });
    return closed
      ? 'The stream was closed mid-call; this result arrived after the client reconnected.'
      : 'There was no resumable stream to close; the result came back on the original connection.';
  }
}
