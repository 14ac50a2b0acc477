import type { BindOutcome } from '../../model/binding.js';
import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import { HeadStart, type EngineCore } from '../contracts/method-call.js';
import type { RequestTerms } from '../era/classify-inbound.js';
import { isThenable } from '../invocation/invoke.js';
import type { RequestParams } from '../protocol/json-rpc.js';
import { ownProperty } from '../protocol/own-property.js';
import type { ToolEnd } from './tool-execution.js';
import { valueEnd } from './tools.js';

/**
 * Whether a tools/call of `tool` may take the direct lane: it has no execution mode (no extension runs it), no
 * declared access, rate limit or argument limit, no middleware or guard, and no context parameter. Such a call needs
 * none of what the pipeline builds per request (the flight with its signal, the call's roles, the method table).
 */
function isPlain(core: Omit<EngineCore, 'plainTool'>, tool: ToolDescriptor): boolean {
  return tool.execution === undefined && tool.contextIndex === undefined && core.admissionFor?.(tool) === undefined && core.chainFor(tool).length === 0;
}

/**
 * The plain tools of one server by name, for its direct lane (see isPlain): the catalogue's tool of that name when it
 * is plain. The engine's tools/call serves every call (an extension that adds that method is refused when the server is
 * made). Whether a tool is plain is decided once per tool (its chains and declared access are fixed with the server).
 * @example const plainTool = plainToolsOf(core); plainTool('echo')
 */
export function plainToolsOf(core: Omit<EngineCore, 'plainTool'>): (name: string) => ToolDescriptor | undefined {
  const plain = new WeakMap<ToolDescriptor, boolean>();
  return (name) => {
    const tool = core.catalogue.tool(name);
    if (tool === undefined) return undefined;
    let verdict = plain.get(tool);
    if (verdict === undefined) plain.set(tool, (verdict = isPlain(core, tool)));
    return verdict ? tool : undefined;
  };
}

/**
 * The direct lane of a tools/call, tried before the pipeline: for a plain tool (see isPlain), the arguments are bound
 * and the tool run in place, and a value it returned at once is its result (the same the pipeline gives, from the
 * same functions, with whether it is plain by construction). Returns undefined when the lane does not take the call (nothing ran: the pipeline serves it all),
 * and a {@link HeadStart} when the call cannot be finished at once (refused arguments, a binding or a value to await,
 * a throw): the pipeline goes on from there and nothing runs twice. Throws what the pipeline would answer with
 * a protocol error (a value JSON cannot carry). The caller sees to the era decision, the id and the observer.
 * @example const direct = callToolDirectly(core, terms, params);
 */
export function callToolDirectly(core: EngineCore, terms: RequestTerms, params: RequestParams): ToolEnd | HeadStart | undefined {
  const name = ownProperty(params, 'name');
  if (typeof name !== 'string') return undefined;
  // A task-augmented call (params.task) and an input round's answer (params.requestState) take the pipeline.
  if (Object.hasOwn(params, 'task') || Object.hasOwn(params, 'requestState')) return undefined;
  const tool = core.plainTool?.(name);
  if (tool === undefined) return undefined;
  let binding: BindOutcome | Promise<BindOutcome>;
  try {
    binding = tool.bind(ownProperty(params, 'arguments'));
  } catch (error) {
    // A binder that throws is answered as the pipeline answers it (from a rejected binding).
    return new HeadStart(tool, Promise.reject(error as Error));
  }
  if (binding instanceof Promise || !binding.ok) return new HeadStart(tool, binding);
  let value: unknown;
  try {
    value = tool.invoke(binding.args);
  } catch (error) {
    return new HeadStart(tool, binding, { threw: error });
  }
  if (isThenable(value)) return new HeadStart(tool, binding, { running: value });
  return valueEnd(core, 'tools/call', terms.adapter.wire, tool, value);
}
