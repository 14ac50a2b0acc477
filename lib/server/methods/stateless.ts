import type { JsonValue } from '../../model/json-value.js';
import { META } from '../envelope.js';
import type { ListKind } from '../catalogue.js';
import type { MethodHandler } from '../request-call.js';

/** server/discover: what the server speaks and offers; answered without pinning a connection. */
export const discover: MethodHandler = async (call) =>
  call.adapter.encodeDiscoverResult(call.core.identity, call.core.features(), call.core.registry.supported, call.core.instructions);

const FILTERS: readonly { readonly key: string; readonly kinds: readonly ListKind[]; readonly method: string }[] = [
  { key: 'toolsListChanged', kinds: ['tools'], method: 'notifications/tools/list_changed' },
  { key: 'promptsListChanged', kinds: ['prompts'], method: 'notifications/prompts/list_changed' },
  { key: 'resourcesListChanged', kinds: ['resources', 'resourceTemplates'], method: 'notifications/resources/list_changed' },
];

/**
 * subscriptions/listen: acknowledges the honoured part of the filter first, then streams the requested
 * notifications, each tagged with the subscription id (the request id), until the client goes away.
 */
export const listen: MethodHandler = async (call) => {
  const requested = call.params.notifications;
  const filter = requested !== null && typeof requested === 'object' && !Array.isArray(requested) ? (requested as Record<string, unknown>) : {};
  const honoured: { [key: string]: JsonValue } = {};
  for (const { key } of FILTERS) if (filter[key] === true) honoured[key] = true;
  const uris = Array.isArray(filter.resourceSubscriptions) ? filter.resourceSubscriptions.filter((u): u is string => typeof u === 'string') : [];
  if (uris.length > 0) honoured.resourceSubscriptions = uris;
  const tag = (params: { [key: string]: JsonValue }) => ({ ...params, _meta: { [META.subscriptionId]: call.id } });
  call.connection.notify('notifications/subscriptions/acknowledged', tag({ notifications: honoured }), call.id);
  const stopCatalogue = call.core.catalogue.onChange((kinds) => {
    for (const f of FILTERS) if (honoured[f.key] === true && f.kinds.some((k) => kinds.has(k))) call.connection.notify(f.method, tag({}), call.id);
  });
  const stopResources = call.core.onResourceUpdated((uri) => {
    if (uris.includes(uri)) call.connection.notify('notifications/resources/updated', tag({ uri }), call.id);
  });
  await new Promise<void>((resolve) => {
    if (call.signal.aborted) return resolve();
    call.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  stopCatalogue();
  stopResources();
  return { _meta: { [META.subscriptionId]: call.id } };
};
