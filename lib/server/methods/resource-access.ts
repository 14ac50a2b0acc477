import type { JsonValue } from '../../vocabulary/json-value.js';
import type { ResourceDescriptor } from '../../model/resource-descriptor.js';
import type { ResourceTemplateDescriptor } from '../../model/resource-template-descriptor.js';
import type { MethodCall } from '../contracts/method-call.js';
import { CallContext } from '../invocation/handler-context.js';
import { admission, type InvokeOutcome } from '../invocation/invoke.js';
import { runChain } from '../invocation/middleware-chain.js';

/** A URI the catalogue serves: its fixed resource or matching template, and the template's variables. */
export interface ServedResource {
  readonly member: ResourceDescriptor | ResourceTemplateDescriptor;
  readonly variables: { readonly [key: string]: JsonValue };
}

/** The fixed resource or first matching template of `uri` (as resources/read finds it), or undefined. */
export function servedResource(call: MethodCall, uri: string): ServedResource | undefined {
  const resource = call.server.catalogue.resource(uri);
  if (resource) return { member: resource, variables: {} };
  const matched = call.server.catalogue.matchTemplate(uri);
  return matched ? { member: matched.template, variables: matched.variables } : undefined;
}

/**
 * Whether the caller may read `uri` without reading it (a resource subscription): the admission a read runs (declared
 * access, the server's scopes, rate limits, argument limits), then the guards of its chain with no handler behind
 * them (its middleware does not run: nothing is read). Undefined when admitted, else the failed outcome.
 */
export async function readVerdict(call: MethodCall, uri: string, served: ServedResource): Promise<Extract<InvokeOutcome, { kind: 'failed' }> | undefined> {
  const { member, variables } = served;
  const refused = await admission(call, { kind: 'resource', name: uri, member }, variables);
  if (refused) return refused as Extract<InvokeOutcome, { kind: 'failed' }>;
  const guards = call.server.chainFor(member).filter((link) => link.guard === true);
  if (guards.length === 0) return undefined;
  try {
    const invocation = { kind: 'resource' as const, name: uri, member: member.member, args: [], arguments: variables, context: new CallContext(call) };
    await runChain(guards, invocation, async () => undefined);
    return undefined;
  } catch (error) {
    return { kind: 'failed', error };
  }
}
