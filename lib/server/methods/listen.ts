import type { JsonValue } from '../../vocabulary/json-value.js';
import { MEMBER_KINDS, MEMBER_KIND_ORDER } from '../../vocabulary/member-kind.js';
import type { MethodCall, MethodHandler } from '../contracts/method-call.js';
import { META } from '../era/envelope.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';
import { extensionRequestOf } from './extension-request.js';
import { readVerdict, servedResource } from './resource-access.js';

// The filter keys of list changes (resources and templates share one), each once.
const LIST_FILTER_KEYS: readonly string[] = [...new Set(MEMBER_KIND_ORDER.map((kind) => MEMBER_KINDS[kind].listenKey))];

/**
 * The requested URIs the caller may read (served, and admitted as resources/read would admit them), each once: the
 * others are left out of the acknowledgement and get no updates, as tasks the caller does not own are.
 */
async function readable(call: MethodCall, wanted: readonly unknown[]): Promise<string[]> {
  const uris: string[] = [];
  for (const uri of new Set(wanted)) {
    if (typeof uri !== 'string') continue;
    const served = servedResource(call, uri);
    if (served && !(await readVerdict(call, uri, served))) uris.push(uri);
  }
  return uris;
}

/**
 * subscriptions/listen: acknowledges the honoured part of the filter first (of resourceSubscriptions, the URIs the caller may read), then streams the requested
 * notifications, each tagged with the subscription id (the request id), until the client goes away.
 */
export const listen: MethodHandler = async (call) => {
  const requested = ownProperty(call.request.params, 'notifications');
  const filter = isJsonObject(requested) ? requested : {};
  const honoured: { [key: string]: JsonValue } = {};
  for (const key of LIST_FILTER_KEYS) if (ownProperty(filter, key) === true) honoured[key] = true;
  const wanted = ownProperty(filter, 'resourceSubscriptions');
  const uris = Array.isArray(wanted) ? await readable(call, wanted) : [];
  if (uris.length > 0) honoured.resourceSubscriptions = uris;
  const id = call.request.id;
  const tag = (params: { [key: string]: JsonValue }) => ({ ...params, _meta: { [META.subscriptionId]: id } });
  const { exchange, server } = call;
  // Topics of the extensions (task status…): each honours its own key; what they send waits for the acknowledgement.
  let acknowledged = false;
  const early: [string, { [key: string]: JsonValue }][] = [];
  const send = (method: string, params: { [key: string]: JsonValue }): void => {
    if (acknowledged) exchange.notify(method, tag(params));
    else early.push([method, params]);
  };
  const stops: (() => void)[] = [];
  try {
    for (const topic of server.extensions.listenTopics) {
      if (!Object.hasOwn(filter, topic.key)) continue;
      const subscription = await topic.subscribe(extensionRequestOf(call), ownProperty(filter, topic.key) as JsonValue, send);
      if (!subscription) continue;
      honoured[topic.key] = subscription.honoured;
      stops.push(() => subscription.stop());
    }
  } catch (error) {
    for (const stop of stops) stop();
    throw error;
  }
  exchange.notify('notifications/subscriptions/acknowledged', tag({ notifications: honoured }));
  acknowledged = true;
  for (const [method, params] of early) exchange.notify(method, tag(params));
  const stopCatalogue = server.catalogue.onChange((kinds) => {
    const methods = new Set([...kinds].filter((k) => honoured[MEMBER_KINDS[k].listenKey] === true).map((k) => MEMBER_KINDS[k].listChanged));
    for (const method of methods) exchange.notify(method, tag({}));
  });
  const stopResources = server.onResourceUpdated((uri) => {
    if (uris.includes(uri)) exchange.notify('notifications/resources/updated', tag({ uri }));
  });
  const { signal } = call.run;
  await new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
  stopCatalogue();
  stopResources();
  for (const stop of stops) stop();
  return { _meta: { [META.subscriptionId]: id } };
};
