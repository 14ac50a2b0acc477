import { Ctx, Param, Prompt, Tool, type DecoratedMcpServer, type McpContext } from 'mcp-decorators';
import { NameForm } from './everything-forms.js';

/** The tool test_trigger_tool_change adds and removes, so the tool list changes on every trigger. */
export const DYNAMIC_TOOL = 'test_dynamic_tool';
/** The prompt test_trigger_prompt_change adds and removes. */
export const DYNAMIC_PROMPT = 'test_dynamic_prompt';

/**
 * The 2026-07-28 diagnostics of `server-stateless`: a tool that needs a client capability, one that asks for
 * client input (which must travel as an input-required result, never as a request on the response stream),
 * one that logs (silent unless the request asked for a log level), and the custom-header tool of SEP-2243.
 * Each also works on the 2025 revisions, where the same calls send requests and log messages to the client.
 */
export class EverythingDiagnostics {
  @Tool({ name: 'test_missing_capability', description: "Asks the client's model a short question (sampling), so it needs the client's sampling capability; without it a 2026-07-28 call fails with -32021." })
  async missingCapability(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'Say hello in one word.' } }], maxTokens: 20 });
    return `The client's model answered: ${answer.content.type === 'text' ? answer.content.text : `(${answer.content.type} content)`}`;
  }

  @Tool({ name: 'test_streaming_elicitation', description: 'Asks the user for a name while the call is open; on 2026-07-28 the question comes back as an input_required result, never as a request on the response stream.' })
  async streamingElicitation(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(NameForm, 'What name should the answer use?');
    return answer.action === 'accept' ? `Hello, ${answer.content.name}.` : `No name was given (${answer.action}).`;
  }

  @Tool({ name: 'test_logging_tool', description: 'Logs three messages (debug, info, warning) and answers with text; the messages are sent only when the client asked for logs.' })
  loggingTool(@Ctx() ctx: McpContext): string {
    ctx.log.debug('test_logging_tool: starting');
    ctx.log.info('test_logging_tool: working');
    ctx.log.warning('test_logging_tool: done');
    return 'Logged three messages (debug, info, warning).';
  }

  @Tool({ name: 'test_custom_header', description: 'Echoes a region. Over Streamable HTTP at 2026-07-28 the region also travels in the Mcp-Param-Region header (x-mcp-header), which must match the argument.' })
  customHeader(@Param('region', { header: 'Region', description: 'Any region name, e.g. "us-west1"; mirrored in the Mcp-Param-Region header' }) region: string): string {
    return `Region: ${region}`;
  }
}

/** Added to the catalogue by test_trigger_tool_change. */
export class DynamicTool {
  @Tool({ name: DYNAMIC_TOOL, description: 'Added at run time by test_trigger_tool_change (and removed by its next call); answers with fixed text.' })
  dynamicTool(): string {
    return 'This tool was added at run time.';
  }
}

/** Added to the catalogue by test_trigger_prompt_change. */
export class DynamicPrompt {
  @Prompt({ name: DYNAMIC_PROMPT, description: 'Added at run time by test_trigger_prompt_change (and removed by its next call); one fixed user message.' })
  dynamicPrompt(): string {
    return 'This prompt was added at run time.';
  }
}

/**
 * Tools that change the catalogue while the server runs, so list-changed notifications go out (on the
 * session of a 2025 client, and on every open `subscriptions/listen` stream of 2026-07-28). Each call toggles
 * one extra tool or prompt: added when absent, removed when present. Pass an instance in `classes`, then
 * `attach` the server `createServer` returned.
 */
export class CatalogueChanges {
  private server: DecoratedMcpServer | undefined;

  /** Gives the trigger tools the server whose catalogue they change. */
  attach(server: DecoratedMcpServer): void {
    this.server = server;
  }

  @Tool({ name: 'test_trigger_tool_change', description: `Changes the tool list: adds ${DYNAMIC_TOOL}, or removes it when present, so clients get notifications/tools/list_changed.` })
  triggerToolChange(): string {
    const server = this.attached();
    if (server.removeTool(DYNAMIC_TOOL)) return `Removed ${DYNAMIC_TOOL}; the tool list changed.`;
    server.add(DynamicTool);
    return `Added ${DYNAMIC_TOOL}; the tool list changed.`;
  }

  @Tool({ name: 'test_trigger_prompt_change', description: `Changes the prompt list: adds ${DYNAMIC_PROMPT}, or removes it when present, so clients get notifications/prompts/list_changed.` })
  triggerPromptChange(): string {
    const server = this.attached();
    if (server.removePrompt(DYNAMIC_PROMPT)) return `Removed ${DYNAMIC_PROMPT}; the prompt list changed.`;
    server.add(DynamicPrompt);
    return `Added ${DYNAMIC_PROMPT}; the prompt list changed.`;
  }

  private attached(): DecoratedMcpServer {
    if (!this.server) throw new Error('CatalogueChanges is not attached to a server: call attach(server) after createServer');
    return this.server;
  }
}
