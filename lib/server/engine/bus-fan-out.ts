import { randomBytes } from 'node:crypto';
import type { Catalogue, ListKind } from '../catalogue/catalogue.js';
import type { NotificationBus } from '../contracts/notification-bus.js';

const LIST_TOPIC = 'mcp-decorators/list-changed';
const RESOURCE_TOPIC = 'mcp-decorators/resource-updated';
const LIST_KINDS: ReadonlySet<string> = new Set<ListKind>(['tools', 'resources', 'resourceTemplates', 'prompts']);
// Which replica published a bus message, so a replica does not hear its own changes twice.
const replica = randomBytes(12).toString('base64url');

/** A server's link to the notification bus. */
export interface BusLink {
  /** Tells the other replicas that `uri` changed. */
  publishResourceUpdate(uri: string): void;
  /** Stops publishing and listening. */
  stop(): void;
}

/**
 * Publishes local list changes on the bus, and announces other replicas' list changes (through the catalogue) and
 * resource updates (through `announceResource`) here.
 */
export function fanOut(bus: NotificationBus, catalogue: Catalogue, announceResource: (uri: string) => void): BusLink {
  const stopLocal = catalogue.onChange((kinds, remote) => {
    if (!remote) bus.publish(LIST_TOPIC, { origin: replica, kinds: [...kinds] });
  });
  const stopLists = bus.subscribe(LIST_TOPIC, (payload) => {
    if (payload.origin === replica || !Array.isArray(payload.kinds)) return;
    catalogue.announce(new Set(payload.kinds.filter((k): k is ListKind => typeof k === 'string' && LIST_KINDS.has(k))));
  });
  const stopResources = bus.subscribe(RESOURCE_TOPIC, (payload) => {
    if (payload.origin !== replica && typeof payload.uri === 'string') announceResource(payload.uri);
  });
  return {
    publishResourceUpdate: (uri) => bus.publish(RESOURCE_TOPIC, { origin: replica, uri }),
    stop: () => {
      stopLocal();
      stopLists();
      stopResources();
    },
  };
}
