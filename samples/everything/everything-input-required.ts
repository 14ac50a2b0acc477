import { Ctx, Prompt, Tool, message, type McpContext, type PromptMessage, type SamplingResult } from 'mcp-decorators';
import { ColorForm, ConfirmForm, NameForm, PromptContextForm } from './everything-forms.js';

function replyText(answer: SamplingResult): string {
  return answer.content.type === 'text' ? answer.content.text : `(${answer.content.type} content, ${answer.content.mimeType})`;
}

/**
 * The input-required fixtures of 2026-07-28 (SEP-2322, "multi round-trip requests"). Each handler asks for
 * client input with `ctx.elicit`, `ctx.sample` or `ctx.roots` under the key the suite expects; on 2026-07-28
 * the framework answers `input_required` with those requests and a signed `requestState`, and runs the
 * handler again when the client retries with the answers. On the 2025 revisions the same calls are requests
 * to the client. Code before the last input runs once per round, so these handlers keep no state of their own.
 */
export class EverythingInputRequired {
  @Tool({ name: 'test_input_required_result_elicitation', description: 'Asks the user for their name (elicitation under the key user_name) and greets them by it.' })
  async elicitation(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(NameForm, 'What is your name?', { key: 'user_name' });
    return answer.action === 'accept' ? `Hello, ${answer.content.name}!` : `No name was given (${answer.action}).`;
  }

  @Tool({ name: 'test_input_required_result_sampling', description: "Asks the client's model for the capital of France (sampling under the key capital_question) and answers with its reply." })
  async sampling(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'What is the capital of France?' } }], maxTokens: 100 }, { key: 'capital_question' });
    return `The model answered: ${replyText(answer)}`;
  }

  @Tool({ name: 'test_input_required_result_list_roots', description: 'Asks the client for its roots (roots/list under the key client_roots) and lists them.' })
  async listRoots(@Ctx() ctx: McpContext): Promise<string> {
    const roots = await ctx.roots({ key: 'client_roots' });
    return roots.length === 0 ? 'The client exposes no roots.' : `The client exposes ${roots.length} root(s): ${roots.map((r) => (r.name ? `${r.name} (${r.uri})` : r.uri)).join(', ')}`;
  }

  @Tool({ name: 'test_input_required_result_request_state', description: 'Asks for a yes/no confirmation (key confirm); the answer comes back with the signed requestState of the first round, and the result says "state-ok".' })
  async requestState(@Ctx() ctx: McpContext): Promise<string> {
    // The framework opens and verifies the requestState before this handler runs again with the answer.
    const answer = await ctx.elicit(ConfirmForm, 'Please confirm', { key: 'confirm' });
    return answer.action === 'accept' ? `state-ok: the confirmation arrived (ok=${answer.content.ok}).` : `state-ok: the user chose to ${answer.action}.`;
  }

  @Tool({ name: 'test_input_required_result_multiple_inputs', description: "Asks for three inputs at once: the user's name (user_name), a greeting from the client's model (greeting) and the client's roots (client_roots), then combines them." })
  async multipleInputs(@Ctx() ctx: McpContext): Promise<string> {
    // Started together, so all three go out in one input_required round.
    const [name, greeting, roots] = await Promise.all([
      ctx.elicit(NameForm, 'What is your name?', { key: 'user_name' }),
      ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'Generate a greeting' } }], maxTokens: 50 }, { key: 'greeting' }),
      ctx.roots({ key: 'client_roots' }),
    ]);
    const who = name.action === 'accept' ? name.content.name : `(name ${name.action})`;
    return `${replyText(greeting)} ${who}; roots: ${roots.map((r) => r.uri).join(', ') || 'none'}`;
  }

  @Tool({ name: 'test_input_required_result_multi_round', description: "Asks two questions one after the other: the user's name (step1), then their favourite colour (step2); each round carries a new requestState." })
  async multiRound(@Ctx() ctx: McpContext): Promise<string> {
    const name = await ctx.elicit(NameForm, 'Step 1: What is your name?', { key: 'step1' });
    // Asked only once step 1 is answered: a second round. An elicitation too, as the suite answers round 2 with an ElicitResult.
    const color = await ctx.elicit(ColorForm, 'Step 2: What is your favorite color?', { key: 'step2' });
    const who = name.action === 'accept' ? name.content.name : `(name ${name.action})`;
    const what = color.action === 'accept' ? color.content.color : `(colour ${color.action})`;
    return `${who} likes ${what}.`;
  }

  @Tool({ name: 'test_input_required_result_tampered_state', description: 'Asks for a yes/no confirmation (key confirm); a retry whose requestState was altered is refused with a JSON-RPC error.' })
  async tamperedState(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(ConfirmForm, 'Please confirm', { key: 'confirm' });
    return answer.action === 'accept' ? `Confirmed: ok=${answer.content.ok}.` : `Not confirmed (${answer.action}).`;
  }

  @Tool({ name: 'test_input_required_result_capabilities', description: 'Asks only for the inputs the client declared it can give (elicitation, sampling, roots), all in one round, and reports what came back.' })
  async capabilities(@Ctx() ctx: McpContext): Promise<string> {
    const asks: Promise<string>[] = [];
    if (ctx.canAsk('elicitation')) {
      asks.push(ctx.elicit(NameForm, 'What is your name?', { key: 'user_name' }).then((a) => `name: ${a.action === 'accept' ? a.content.name : a.action}`));
    }
    if (ctx.canAsk('sampling')) {
      asks.push(ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: 'Generate a greeting' } }], maxTokens: 50 }, { key: 'greeting' }).then((a) => `model: ${replyText(a)}`));
    }
    if (ctx.canAsk('roots')) {
      asks.push(ctx.roots({ key: 'client_roots' }).then((roots) => `roots: ${roots.map((r) => r.uri).join(', ') || 'none'}`));
    }
    if (asks.length === 0) return 'The client declared none of elicitation, sampling and roots, so nothing was asked.';
    return (await Promise.all(asks)).join('; ');
  }

  @Prompt({ name: 'test_input_required_result_prompt', description: 'Asks the user what the prompt should be about (elicitation under the key user_context), then writes a user message about it.' })
  async prompt(@Ctx() ctx: McpContext): Promise<PromptMessage[]> {
    const answer = await ctx.elicit(PromptContextForm, 'What context should the prompt use?', { key: 'user_context' });
    const context = answer.action === 'accept' ? answer.content.context : 'anything you like';
    return [message('user', `Write a short paragraph about: ${context}`)];
  }
}
