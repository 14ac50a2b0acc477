import type { JsonValue } from '../../vocabulary/json-value.js';
import type { ResourceFields } from '../../model/resource-descriptor.js';
import { describeIssues } from '../../revisions/revision-adapter.js';
import type { WireObject } from '../../revisions/wire-types.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { MethodCall, MethodHandler } from '../contracts/method-call.js';
import { inputRequiredResult } from '../invocation/input-round.js';
import { invoke } from '../invocation/invoke.js';
import { refusedResult, resourceContentsOf } from '../invocation/result-mapping.js';
import { ownProperty } from '../protocol/own-property.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import { failedCall } from './failed-call.js';
import { listMethod } from './list-method.js';
import { readVerdict, servedResource } from './resource-access.js';

function uriOf(call: MethodCall): string {
  const uri = ownProperty(call.request.params, 'uri');
  if (typeof uri !== 'string') throw new ProtocolError(RpcErrorCode.InvalidParams, `${call.request.method} needs params.uri`);
  return uri;
}

function notFound(call: MethodCall, uri: string): ProtocolError {
  return new ProtocolError(call.terms.adapter.policy.resourceNotFound, `Resource not found: ${uri}`, { uri });
}

async function read(call: MethodCall, member: ResourceFields, uri: string, raw: unknown, variables: { readonly [key: string]: JsonValue }, template?: string): Promise<WireObject> {
  const outcome = await invoke(call, { kind: 'resource', name: uri, member }, raw, variables, call.server.chainFor(member));
  switch (outcome.kind) {
    case 'invalid':
      throw new ProtocolError(RpcErrorCode.InvalidParams, `Invalid URI ${uri}${template ? ` for template ${template}` : ''}: ${describeIssues(outcome.issues)}`, { uri });
    case 'input':
      return inputRequiredResult(call, outcome.requests, outcome.state);
    case 'value':
      try {
        return call.terms.adapter.wire.encodeReadResult(resourceContentsOf(outcome.value, uri, member));
      } catch (error) {
        throw refusedResult(call, `resource ${uri}`, member.member, error);
      }
    default:
      throw failedCall(call, outcome, `Reading ${uri}`, `resource ${uri}`, member.member);
  }
}

export const listResources = listMethod('resource');

export const listResourceTemplates = listMethod('resource-template');

/** resources/read: a fixed resource by URI, else the first template that matches it, through the invocation pipeline. */
export const readResource: MethodHandler = async (call) => {
  const uri = uriOf(call);
  const served = servedResource(call, uri);
  if (!served) throw notFound(call, uri);
  const { member, variables } = served;
  return read(call, member, uri, variables, variables, member.kind === 'resource-template' ? member.uriTemplate : undefined);
};

/** resources/subscribe: admitted under the same verdict as reading the URI (its resource's or template's access, guards, limits). */
export const subscribe: MethodHandler = async (call) => {
  const uri = uriOf(call);
  const served = servedResource(call, uri);
  if (!served) throw notFound(call, uri);
  const refused = await readVerdict(call, uri, served);
  if (refused) throw failedCall(call, refused, `Subscribing to ${uri}`, `resource ${uri}`, served.member.member);
  call.session?.subscribe(uri);
  return {};
};

export const unsubscribe: MethodHandler = async (call) => {
  call.session?.unsubscribe(uriOf(call));
  return {};
};
