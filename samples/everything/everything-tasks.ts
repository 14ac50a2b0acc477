import { setTimeout as delay } from 'node:timers/promises';
import { Ctx, Param, ProtocolError, RpcErrorCode, Tool, ToolError, type McpContext } from 'mcp-decorators';
import { DeleteConfirmationForm, NameForm, PartialAnswerForm } from './everything-forms.js';

/** Sleeps `ms`, ending early (with the abort reason) when the call is cancelled. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return delay(ms, undefined, { signal }).catch((error: unknown) => {
    throw signal.aborted ? signal.reason : error;
  });
}

/**
 * The tasks fixtures of the conformance suite (SEP-2663 on 2026-07-28, the core tasks on 2025-11-25), declared
 * once with `@Tool({ task })` and served by the tasks extension (`createServer({ extensions: [tasks()] })`).
 * Where the request cannot get a task (no extension declared, an older revision) an `optional` tool runs as an
 * ordinary call and a `required` one is refused with the spec's error.
 */
export class EverythingTasks {
  @Tool({ name: 'greet', description: 'Says hello to someone, at once (never a task).' })
  greet(@Param('name', { description: 'Who to greet' }) name: string): string {
    return `Hello, ${name}!`;
  }

  @Tool({ name: 'slow_compute', description: 'Works for the given number of seconds, reporting progress each second, then answers with the label; a task where the request can get one.', task: 'optional' })
  async slowCompute(
    @Param('seconds', { description: 'How long to work, in seconds (0 answers at once)', minimum: 0, maximum: 600 }) seconds: number,
    @Param('label', { description: 'A label to echo in the result', type: () => String, optional: true }) label: string | undefined,
    @Ctx() ctx: McpContext,
  ): Promise<string> {
    for (let done = 0; done < seconds; done++) {
      await ctx.progress(done, seconds, `computing ${label ?? ''}: ${done} of ${seconds} s`.replace('  ', ' '));
      await sleep(1000, ctx.signal);
    }
    return `Computed ${label ?? 'result'} after ${seconds} s.`;
  }

  @Tool({ name: 'failing_job', description: 'Runs only as a task, and fails with a tool error after about a second.', task: 'required' })
  async failingJob(@Ctx() ctx: McpContext): Promise<string> {
    await sleep(1000, ctx.signal);
    throw new ToolError('The job failed: the input batch was rejected by the upstream system.');
  }

  @Tool({ name: 'protocol_error_job', description: 'Fails at the protocol level (a JSON-RPC error), so its task ends failed.', task: 'optional' })
  async protocolErrorJob(@Ctx() ctx: McpContext): Promise<string> {
    await sleep(200, ctx.signal);
    throw new ProtocolError(RpcErrorCode.InternalError, 'The job could not reach its worker pool');
  }

  @Tool({ name: 'confirm_delete', description: 'Asks the user to confirm before deleting a file; as a task it waits in input_required for the answer.', task: 'optional' })
  async confirmDelete(@Param('filename', { description: 'The file to delete' }) filename: string, @Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(DeleteConfirmationForm, `Delete ${filename}?`);
    if (answer.action !== 'accept') return `Kept ${filename} (${answer.action}).`;
    return answer.content.confirm ? `Deleted ${filename}.` : `Kept ${filename}.`;
  }

  @Tool({ name: 'multi_input', description: 'Asks two questions at once; as a task both wait in input_required until each is answered.', task: 'optional' })
  async multiInput(@Ctx() ctx: McpContext): Promise<string> {
    const [first, second] = await Promise.all([ctx.elicit(PartialAnswerForm, 'First question: your name?'), ctx.elicit(PartialAnswerForm, 'Second question: go ahead?')]);
    const show = (a: typeof first): string => (a.action === 'accept' ? `${a.content.name ?? '-'}/${String(a.content.confirm ?? '-')}` : a.action);
    return `Answers: ${show(first)} and ${show(second)}.`;
  }

  @Tool({ name: 'test_tool_with_task', description: 'Asks for a name first (an input round on the call), then continues as a task that greets it.', task: { support: 'required', deferred: true } })
  async toolWithTask(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(NameForm, 'What is your name?', { key: 'user_name' });
    const name = answer.action === 'accept' ? answer.content.name : `(no name: ${answer.action})`;
    // The inputs are gathered: the rest runs as a task, and the client gets its handle now.
    await ctx.startTask();
    await sleep(300, ctx.signal);
    return `Hello, ${name}! (greeted from a task)`;
  }
}
