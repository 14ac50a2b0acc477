import type { McpContext } from '../model/handler-context.js';
import type { ParamDescriptor } from '../model/param-descriptor.js';
import type { PromptDescriptor } from '../model/prompt-descriptor.js';
import type { ResourceDescriptor } from '../model/resource-descriptor.js';
import type { ResourceTemplateDescriptor } from '../model/resource-template-descriptor.js';
import type { ServerModel } from '../model/server-model.js';
import type { ToolDescriptor } from '../model/tool-descriptor.js';
import { parseUriTemplate } from '../metadata/uri-template.js';
import { uriTemplateMatcher } from '../metadata/uri-template-matcher.js';
import { ToolError } from '../model/tool-error.js';
import type { Diagnostics } from '../server/contracts/diagnostics.js';
import type { JsonObject } from '../vocabulary/json-value.js';
import { createdTask, followCoreTask, followUpstreamTask, hasCoreToolTasks, taskCapabilities } from './upstream-tasks.js';
import { promptMessagesFrom, readContentsFrom, toolOutcomeFrom, upstreamFailure } from './upstream-answers.js';
import { relayedCapabilities, type Upstream } from './upstream-client.js';
import { toolSchemaProblem } from './upstream-schemas.js';
import { isObject, type Loose } from './loose.js';
import { headerMapping, own, passArguments, proxiedMember, stringParam, type PolicyMap } from './proxied-member.js';

/** The upstream's lists as the official client returned them. */
export interface UpstreamLists {
  readonly tools: readonly Loose[];
  readonly resources: readonly Loose[];
  readonly resourceTemplates: readonly Loose[];
  readonly prompts: readonly Loose[];
}

/** What the model builder needs besides the lists. */
export interface ModelSettings {
  readonly upstream: Upstream;
  readonly diagnostics: Diagnostics;
  readonly timeoutMs: number;
  readonly completions: boolean;
  /**
   * True when this proxy serves tasks itself (`extensions: [tasks()]`): each proxied tool may then run as a task of
   * this server (the forwarded call runs inside it), where the client asks for one.
   */
  readonly localTasks?: boolean;
  readonly policies: { readonly tools?: PolicyMap; readonly prompts?: PolicyMap; readonly resources?: PolicyMap };
}

/**
 * Builds the neutral model of the upstream's lists: one descriptor per tool, resource, template and prompt, each
 * handler forwarding its request upstream at the upstream's revision and mapping the answer back into the model's
 * result types, so the revision adapters write it for each client as they write a decorated class's.
 */
export function upstreamModel(lists: UpstreamLists, settings: ModelSettings): ServerModel {
  const { upstream, policies, timeoutMs } = settings;
  const { client } = upstream;
  const seen = new Set<string>();
  const fresh = (kind: string, key: string): boolean => {
    if (seen.has(`${kind}\u0000${key}`)) {
      settings.diagnostics.warn(`proxy: the upstream ${upstream.label} lists ${kind} ${JSON.stringify(key)} twice; the first is served`);
      return false;
    }
    seen.add(`${kind}\u0000${key}`);
    return true;
  };
  const forward = <T>(context: McpContext, what: { readonly method: string; readonly tool?: string; readonly uri?: string }, work: () => Promise<T>): Promise<T> =>
    upstream.within(context, work).catch((error: unknown) => {
      throw upstreamFailure(error, context, what);
    });
  // A 2026-07-28 upstream sends a request's logs only when the request names a level; it is asked for all of them, and
  // each client gets those at or above its own level (none on 2026-07-28 unless its request named one). It reads the
  // client's capabilities from each request: those of this call's client go (the official client lets them win over
  // its own envelope), so the upstream asks, or refuses with -32021, as it would for that client.
  const modern = client.getProtocolEra() === 'modern';
  const coreTasks = !modern && hasCoreToolTasks(client.getServerCapabilities() as Loose | undefined);
  const envelope = (context: McpContext) => (modern ? { _meta: { 'io.modelcontextprotocol/logLevel': 'debug' as const, 'io.modelcontextprotocol/clientCapabilities': relayedCapabilities(context) } } : {});
  const requestOptions = (context: McpContext) => ({
    signal: context.signal,
    timeout: timeoutMs,
    resetTimeoutOnProgress: true,
    onprogress: (p: { progress: number; total?: number; message?: string }) => void context.progress(p.progress, p.total, p.message),
  });
  const completer = (ref: { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string }, argument: string): ParamDescriptor['complete'] =>
    settings.completions
      ? async (value, context, call) => {
          const params = { ref, argument: { name: argument, value }, ...(Object.keys(context.arguments).length > 0 ? { context: { arguments: { ...context.arguments } } } : {}) };
          // Forwarded as every other request: cancellable with the call, bounded by upstreamTimeoutMs, its failures mapped.
          if (!call) return (await client.complete(params, { timeout: timeoutMs })).completion.values;
          return forward(call, { method: 'completion/complete' }, async () => (await client.complete({ ...params, ...envelope(call) }, requestOptions(call))).completion.values);
        }
      : undefined;

  const servable = (t: Loose): boolean => {
    const problem = toolSchemaProblem(t);
    if (problem) settings.diagnostics.warn(`proxy: the upstream ${upstream.label} lists tool ${JSON.stringify(t.name)} with a schema ${problem}; it is left out`);
    return problem === undefined;
  };
  const tools: ToolDescriptor[] = lists.tools.filter((t) => typeof t.name === 'string' && isObject(t.inputSchema) && servable(t) && fresh('tool', t.name)).map((t) => {
    const name = t.name as string;
    const member = `proxy.${name}`;
    const fields = proxiedMember(t, member, own(policies.tools, name));
    const upstreamSupport = isObject(t.execution) && (t.execution.taskSupport === 'optional' || t.execution.taskSupport === 'required') ? t.execution.taskSupport : undefined;
    const taskOnly = upstreamSupport === 'required';
    const declared = own(policies.tools, name)?.task;
    // A 2025-11-25 upstream that declares tasks for tools/call runs its task tools as its own tasks (`params.task`):
    // the proxy follows the upstream task, as its own task where the client asked for one (with the tasks
    // extension), else inside the call, which waits (a task-only tool; an optional one is then a plain call).
    const coreTask = coreTasks && upstreamSupport !== undefined;
    // Otherwise, with the proxy's own tasks, a tool declared `task` (or one a 2025-11-25 upstream runs as a task
    // optionally) may run as a task of this proxy, the forwarded call inside it. A task-only tool the upstream cannot
    // be asked to run as a task is never one: the forwarded call would only ever fail.
    const localTask = settings.localTasks !== true || taskOnly ? undefined : (declared ?? upstreamSupport);
    // A 2026-07-28 upstream decides per call whether a call becomes its task: every tool may, and the proxy's task
    // starts only when the upstream's did (deferred), following it.
    const followsUpstream = settings.localTasks === true && modern && declared === undefined;
    const execution: Pick<ToolDescriptor, 'execution'> = coreTask
      ? settings.localTasks === true
        ? { execution: { taskSupport: declared ?? upstreamSupport!, deferred: true } }
        : {}
      : followsUpstream
        ? { execution: { taskSupport: 'optional', deferred: true } }
        : localTask
          ? { execution: { taskSupport: localTask, deferred: false } }
          : {};
    return {
      kind: 'tool',
      name,
      member,
      arity: 2,
      contextIndex: 1,
      bind: passArguments,
      invoke: ([args, context]: readonly unknown[]) => {
        const ctx = context as McpContext;
        // A task-only tool of an upstream that declares no tasks for tools/call cannot be forwarded as a call.
        if (taskOnly && !coreTask) throw new ToolError(`Tool ${name} of the upstream server runs only as a task, and the upstream does not declare tasks for tools/call (capabilities.tasks.requests.tools.call); call it on the upstream directly.`);
        if (coreTask) {
          return forward(ctx, { method: 'tools/call', tool: name }, async () => {
            const asTask = settings.localTasks === true && (await ctx.startTask());
            if (!asTask && !taskOnly) return toolOutcomeFrom((await client.callTool({ name, arguments: args as { [key: string]: unknown } }, requestOptions(ctx))) as Loose);
            return toolOutcomeFrom(await followCoreTask(client, { name, arguments: args as Loose }, ctx, Date.now() + timeoutMs, upstream.tasks));
          });
        }
        return forward(ctx, { method: 'tools/call', tool: name }, async () => {
          const relayed = relayedCapabilities(ctx);
          const capabilities = followsUpstream ? taskCapabilities(ctx, relayed) : undefined;
          const meta = modern ? { _meta: { 'io.modelcontextprotocol/logLevel': 'debug' as const, 'io.modelcontextprotocol/clientCapabilities': capabilities ?? relayed } } : {};
          const answer = (await client.callTool({ name, arguments: args as { [key: string]: unknown }, ...meta }, requestOptions(ctx))) as Loose;
          const task = capabilities ? createdTask(answer) : undefined;
          if (!task) return toolOutcomeFrom(answer);
          await ctx.startTask();
          return toolOutcomeFrom(await followUpstreamTask(client, task, ctx, capabilities!, Date.now() + timeoutMs));
        });
      },
      input: { kind: 'raw', ...headerMapping(t.inputSchema as JsonObject) },
      ...(isObject(t.outputSchema) ? { outputJsonSchema: t.outputSchema as JsonObject } : {}),
      ...(isObject(t.annotations) ? { annotations: t.annotations as ToolDescriptor['annotations'] } : {}),
      ...execution,
      ...fields,
    } satisfies ToolDescriptor;
  });

  const read = (uri: string, context: McpContext) => forward(context, { method: 'resources/read', uri }, async () => readContentsFrom(await client.readResource({ uri, ...envelope(context) }, requestOptions(context)) as Loose));
  const resourceFields = (r: Loose, key: string, member: string) => ({
    name: r.name as string,
    ...(typeof r.mimeType === 'string' ? { mimeType: r.mimeType } : {}),
    ...(isObject(r.annotations) ? { annotations: r.annotations as ResourceDescriptor['annotations'] } : {}),
    ...proxiedMember(r, member, own(policies.resources, key)),
  });

  const resources: ResourceDescriptor[] = lists.resources.filter((r) => typeof r.uri === 'string' && typeof r.name === 'string' && fresh('resource', r.uri)).map((r) => {
    const uri = r.uri as string;
    const member = `proxy.resource(${uri})`;
    const fields = resourceFields(r, uri, member);
    return {
      kind: 'resource',
      uri,
      member,
      arity: 1,
      contextIndex: 0,
      bind: () => ({ ok: true, args: [] }),
      invoke: ([context]: readonly unknown[]) => read(uri, context as McpContext),
      ...(typeof r.size === 'number' ? { size: r.size } : {}),
      ...fields,
    } satisfies ResourceDescriptor;
  });

  const resourceTemplates: ResourceTemplateDescriptor[] = [];
  for (const t of lists.resourceTemplates) {
    if (typeof t.uriTemplate !== 'string' || typeof t.name !== 'string' || !fresh('resource template', t.uriTemplate)) continue;
    const uriTemplate = t.uriTemplate;
    let matcher: (uri: string) => Record<string, string> | undefined;
    let variables: readonly string[];
    try {
      const parsed = parseUriTemplate(uriTemplate);
      matcher = uriTemplateMatcher(parsed);
      variables = parsed.variables;
    } catch {
      settings.diagnostics.warn(`proxy: the upstream ${upstream.label} lists resource template ${JSON.stringify(uriTemplate)}, which is not an RFC 6570 template; it is left out`);
      continue;
    }
    // The URI each match came from, keyed by the variables object the catalogue hands the binder.
    const uris = new WeakMap<object, string>();
    const member = `proxy.template(${uriTemplate})`;
    const fields = resourceFields(t, uriTemplate, member);
    resourceTemplates.push({
      kind: 'resource-template',
      uriTemplate,
      member,
      arity: 2,
      contextIndex: 1,
      params: variables.map((v, i) => stringParam(v, i, member, true, undefined, completer({ type: 'ref/resource', uri: uriTemplate }, v))),
      match: (uri) => {
        const found = matcher(uri);
        if (found) uris.set(found, uri);
        return found;
      },
      bind: (raw: unknown) => {
        const uri = typeof raw === 'object' && raw !== null ? uris.get(raw) : undefined;
        return uri === undefined ? { ok: false, issues: [{ path: '(uri)', message: 'does not match the template' }] } : { ok: true, args: [uri] };
      },
      invoke: ([uri, context]: readonly unknown[]) => read(uri as string, context as McpContext),
      ...fields,
    });
  }

  const prompts: PromptDescriptor[] = lists.prompts.filter((p) => typeof p.name === 'string' && fresh('prompt', p.name)).map((p) => {
    const name = p.name as string;
    const member = `proxy.prompt(${name})`;
    const args = (Array.isArray(p.arguments) ? p.arguments : []).filter((a): a is Loose => isObject(a) && typeof a.name === 'string');
    const fields = proxiedMember(p, member, own(policies.prompts, name));
    return {
      kind: 'prompt',
      name,
      member,
      arity: 2,
      contextIndex: 1,
      params: args.map((a, i) => stringParam(a.name as string, i, member, a.required !== true, a.description, completer({ type: 'ref/prompt', name }, a.name as string))),
      bind: passArguments,
      invoke: ([values, context]: readonly unknown[]) => {
        const ctx = context as McpContext;
        const strings = Object.fromEntries(Object.entries(values as Loose).filter(([, v]) => typeof v === 'string')) as { [key: string]: string };
        return forward(ctx, { method: 'prompts/get' }, async () => promptMessagesFrom(await client.getPrompt({ name, arguments: strings, ...envelope(ctx) }, requestOptions(ctx)) as Loose));
      },
      ...fields,
    } satisfies PromptDescriptor;
  });

  return { tools, resources, resourceTemplates, prompts };
}
