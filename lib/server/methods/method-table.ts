import type { MethodHandler } from '../contracts/method-call.js';
import { complete } from './completion.js';
import { discover } from './discover.js';
import { ping, setLogLevel } from './lifecycle.js';
import { listen } from './listen.js';
import { getPrompt, listPrompts } from './prompts.js';
import { listResources, listResourceTemplates, readResource, subscribe, unsubscribe } from './resources.js';
import { callTool, listTools } from './tools.js';

/** The requests the session revisions define, after initialize (which the engine answers itself). */
export type SessionMethod =
  | 'ping' | 'tools/list' | 'tools/call' | 'resources/list' | 'resources/templates/list' | 'resources/read'
  | 'resources/subscribe' | 'resources/unsubscribe' | 'prompts/list' | 'prompts/get' | 'completion/complete' | 'logging/setLevel';

/** The requests the stateless revision (2026-07-28) defines: initialize, ping, setLevel and subscribe are gone. */
export type StatelessMethod =
  | 'server/discover' | 'tools/list' | 'tools/call' | 'resources/list' | 'resources/templates/list' | 'resources/read'
  | 'prompts/list' | 'prompts/get' | 'completion/complete' | 'subscriptions/listen';

// Mapped types: a method of an era without a handler does not compile.
const SESSION: { readonly [M in SessionMethod]: MethodHandler } = {
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
};

const STATELESS: { readonly [M in StatelessMethod]: MethodHandler } = {
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
};

/**
 * The methods of one era, by name. A `Map`, so a method name off the wire (`constructor`, `__proto__`,
 * `toString`…) can never reach an inherited property.
 */
export type MethodTable = ReadonlyMap<string, MethodHandler>;

/** The built-in session-era methods. */
export const SESSION_METHODS: MethodTable = new Map(Object.entries(SESSION));

/** The built-in stateless-era methods. */
export const STATELESS_METHODS: MethodTable = new Map(Object.entries(STATELESS));
