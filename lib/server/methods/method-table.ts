import type { MethodHandler } from '../request-call.js';
import { callTool, listTools } from './tools.js';
import { listResources, listResourceTemplates, readResource, subscribe, unsubscribe } from './resources.js';
import { getPrompt, listPrompts } from './prompts.js';
import { complete } from './completion.js';
import { ping, setLogLevel } from './lifecycle.js';
import { discover, listen } from './stateless.js';

/**
 * The methods of one era, by name. A `Map`, so a method name off the wire (`constructor`, `__proto__`,
 * `toString`…) can never reach an inherited property.
 */
export type MethodTable = ReadonlyMap<string, MethodHandler>;

/** The requests the session revisions define, after initialize. */
export const SESSION_METHODS: MethodTable = new Map(Object.entries({
  ping,
  'tools/list': listTools,
  'tools/call': callTool,
  'resources/list': listResources,
  'resources/templates/list': listResourceTemplates,
  'resources/read': readResource,
  'resources/subscribe': subscribe,
  'resources/unsubscribe': unsubscribe,
  'prompts/list': listPrompts,
  'prompts/get': getPrompt,
  'completion/complete': complete,
  'logging/setLevel': setLogLevel,
}));

/** The requests the stateless revision (2026-07-28) defines; initialize, ping, setLevel and subscribe are gone. */
export const STATELESS_METHODS: MethodTable = new Map(Object.entries({
  'server/discover': discover,
  'tools/list': listTools,
  'tools/call': callTool,
  'resources/list': listResources,
  'resources/templates/list': listResourceTemplates,
  'resources/read': readResource,
  'prompts/list': listPrompts,
  'prompts/get': getPrompt,
  'completion/complete': complete,
  'subscriptions/listen': listen,
}));
