import type { JsonObject } from '../../vocabulary/json-value.js';
import type { ExtensionMethod, ExtensionRequest } from '../contracts/extension.js';
import type { MethodCall, MethodHandler } from '../contracts/method-call.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';

/** True when the client declared extension `id` under `capabilities.extensions` (an object there). */
function declaresExtension(call: MethodCall, id: string): boolean {
  return isJsonObject(ownProperty(ownProperty(call.terms.client.capabilities, 'extensions'), id));
}

/** The request as an extension sees it: what came in, the era, the owner, and the ways back to the client. */
export function extensionRequestOf(call: MethodCall): ExtensionRequest {
  const { request, terms, exchange, caller, run, session, server } = call;
  const stateless = terms.adapter.policy.era === 'stateless';
  const owner = server.extensions.owner({
    era: stateless ? 'stateless' : 'session',
    ...(session ? { sessionId: session.id } : {}),
    client: terms.client,
    ...(caller.headers ? { headers: caller.headers } : {}),
    ...(caller.principal ? { principal: caller.principal } : {}),
  });
  return {
    id: request.id,
    method: request.method,
    params: request.params,
    adapter: terms.adapter,
    era: stateless ? 'stateless' : 'session',
    client: terms.client,
    declares: (id) => declaresExtension(call, id),
    owner,
    signal: run.signal,
    notify: (method, params: JsonObject) => exchange.notify(method, params),
    ...(caller.headers ? { headers: caller.headers } : {}),
    ...(caller.principal ? { principal: caller.principal } : {}),
    ...(session ? { connection: session.connection } : {}),
  };
}

/** An extension's method as an entry of the engine's method tables. */
export function extensionHandler(method: ExtensionMethod): MethodHandler {
  return (call) => method.handle(extensionRequestOf(call));
}
