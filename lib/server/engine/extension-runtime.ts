import type { JsonObject } from '../../vocabulary/json-value.js';
import type { ServerModel } from '../../model/server-model.js';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { InvalidViewError } from '../../errors/invalid-view.error.js';
import type { McpExtension } from '../contracts/extension.js';
import type { ExtensionRuntime } from '../contracts/extension-runtime.js';
import type { MethodHandler, MethodTables } from '../contracts/method-call.js';
import { defaultOwner, type OwnerKey } from '../contracts/owner.js';
import { extensionHandler } from '../methods/extension-request.js';

// The name-shaped params `Mcp-Name` mirrors for the core methods (SEP-2243).
const CORE_ROUTING: readonly [string, string][] = [['tools/call', 'name'], ['prompts/get', 'name'], ['resources/read', 'uri']];

/**
 * Compiles the extensions of a server: their methods joined to each era's table (a method the core or another
 * extension already serves is refused at start-up), the routing params, result kinds, listen topics and the
 * executors of tools with an execution mode.
 */
export function compileExtensions(extensions: readonly McpExtension[], base: MethodTables, owner: OwnerKey | undefined): { readonly runtime: ExtensionRuntime; readonly methods: MethodTables } {
  const session = new Map<string, MethodHandler>(base.session);
  const stateless = new Map<string, MethodHandler>(base.stateless);
  const routing = new Map<string, string>(CORE_ROUTING);
  const resultKinds = new Set<string>(['complete', 'input_required']);
  const ids = new Set<string>();
  for (const extension of extensions) {
    if (ids.has(extension.id)) throw new InvalidServerOptionError('extensions', `lists ${extension.id} twice`, 'Pass each extension once.');
    ids.add(extension.id);
    for (const method of extension.methods ?? []) {
      for (const era of method.eras) {
        const table = era === 'session' ? session : stateless;
        if (table.has(method.method)) throw new InvalidServerOptionError('extensions', `has ${extension.id} add method ${method.method} to the ${era} era, which already serves it`, 'Give the extension method a name no other method has.');
        table.set(method.method, extensionHandler(method));
      }
      if (method.routingParam !== undefined) routing.set(method.method, method.routingParam);
    }
    for (const kind of extension.resultKinds ?? []) resultKinds.add(kind);
  }
  return {
    methods: { session, stateless },
    runtime: {
      list: extensions,
      routing,
      resultKinds,
      listenTopics: extensions.flatMap((e) => e.listenTopics ?? []),
      executors: extensions.filter((e) => e.executeTool !== undefined),
      owner: owner ?? defaultOwner,
    },
  };
}

/** The `capabilities.extensions` map the server advertises (2026-07-28 `server/discover`). */
export function advertisedExtensions(extensions: readonly McpExtension[]): { [key: string]: JsonObject } | undefined {
  if (extensions.length === 0) return undefined;
  return Object.fromEntries(extensions.map((e) => [e.id, e.settings ?? {}]));
}

/** Refuses a model whose tools declare an execution mode no extension runs (`@Tool({ task })` without `tasks()`). */
export function checkExecutionModes(model: ServerModel, runtime: ExtensionRuntime): void {
  if (runtime.executors.length > 0) return;
  const tool = model.tools.find((t) => t.execution !== undefined);
  if (tool) {
    throw new InvalidServerOptionError('extensions', `has no extension that runs tasks, but ${tool.member} (tool ${tool.name}) declares @Tool({ task: '${tool.execution!.taskSupport}' })`, "Add the tasks extension: createServer({ …, extensions: [tasks()] }) with tasks imported from 'mcp-decorators', or drop the task option.");
  }
}

const EMPTY: ServerModel = { tools: [], resources: [], resourceTemplates: [], prompts: [] };

/**
 * The model to serve: `model` passed through every extension's `prepare` in order (`served` is what the server
 * already serves), then refused when a tool still carries a view link, which no extension took.
 */
export function prepareModel(extensions: readonly McpExtension[], model: ServerModel, served: ServerModel = EMPTY): ServerModel {
  let out = model;
  for (const extension of extensions) if (extension.prepare) out = extension.prepare(out, served);
  const linked = out.tools.find((t) => t.view !== undefined);
  if (linked) {
    throw new InvalidViewError('no-extension', linked.member, `(tool ${linked.name}) links the view ${JSON.stringify(linked.view!.view)}, but the server has no extension that serves views`, "Add the MCP Apps extension: createServer({ …, extensions: [apps()] }) with apps imported from 'mcp-decorators', or drop the ui option.");
  }
  return out;
}
