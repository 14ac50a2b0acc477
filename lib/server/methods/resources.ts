import { ErrorCode } from '../json-rpc.js';
import { ProtocolError } from '../protocol-error.js';
import { listMethod } from './list-method.js';
import { resourceContentsOf } from '../result-mapping.js';
import { withContext } from '../handler-context-for.js';
import { inputRequiredResult, runHandler } from '../run-handler.js';
import { describeIssues } from '../../revisions/revision-adapter.js';
import type { MethodHandler, RequestCall } from '../request-call.js';
import type { ResourceFields } from '../../model/resource-descriptor.js';

function uriOf(call: RequestCall): string {
  const uri = call.params.uri;
  if (typeof uri !== 'string') throw new ProtocolError(ErrorCode.InvalidParams, `${call.method} needs params.uri`);
  return uri;
}

function notFound(call: RequestCall, uri: string): ProtocolError {
  return new ProtocolError(call.adapter.errorCodes.resourceNotFound, `Resource not found: ${uri}`, { uri });
}

async function read(call: RequestCall, member: ResourceFields, args: readonly unknown[], uri: string): Promise<{ [key: string]: import('../../model/json-value.js').JsonValue }> {
  let value: unknown;
  try {
    const ran = await runHandler(call, () => member.invoke(withContext(args, member.contextIndex, call)));
    if (ran.kind === 'input') return inputRequiredResult(call);
    value = ran.value;
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    call.core.diagnostics.error(`resource ${uri} (${member.member}) failed`, error);
    throw new ProtocolError(ErrorCode.InternalError, `Reading ${uri} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return call.adapter.encodeReadResult(resourceContentsOf(value, uri, member));
}

export const listResources = listMethod('resources', 'resources');

export const listResourceTemplates = listMethod('resourceTemplates', 'resourceTemplates');

export const readResource: MethodHandler = async (call) => {
  const uri = uriOf(call);
  const resource = call.core.catalogue.resource(uri);
  if (resource) return read(call, resource, new Array<unknown>(resource.arity), uri);
  const matched = call.core.catalogue.matchTemplate(uri);
  if (!matched) throw notFound(call, uri);
  const bound = await matched.template.bind(matched.variables);
  if (!bound.ok) throw new ProtocolError(ErrorCode.InvalidParams, `Invalid URI ${uri} for template ${matched.template.uriTemplate}: ${describeIssues(bound.issues)}`, { uri });
  return read(call, matched.template, bound.args, uri);
};

export const subscribe: MethodHandler = async (call) => {
  const uri = uriOf(call);
  if (!call.core.catalogue.resource(uri) && !call.core.catalogue.matchTemplate(uri)) throw notFound(call, uri);
  call.connection.subscribe(uri);
  return {};
};

export const unsubscribe: MethodHandler = async (call) => {
  call.connection.unsubscribe(uriOf(call));
  return {};
};
