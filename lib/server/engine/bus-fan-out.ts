import { randomBase64url } from '../../vocabulary/random-id.js';
import { MEMBER_KINDS, kindOfListKey, type MemberKind } from '../../vocabulary/member-kind.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { NotificationBus } from '../contracts/notification-bus.js';

const LIST_TOPIC = 'mcp-decorators/list-changed';
const RESOURCE_TOPIC = 'mcp-decorators/resource-updated';
// Which replica published a bus message, so a replica does not hear its own changes twice. Made on first use: a
// random value at module scope is refused on workerd.
let replicaId: string | undefined;
const replica = (): string => (replicaId ??= randomBase64url(12));

/** A server's link to the notification bus. */
export interface BusLink {
  /** Tells the other replicas that `uri` changed. */
  publishResourceUpdate(uri: string): void;
  /** Stops publishing and listening. */
  stop(): void;
}

/**
 * Publishes local list changes on the bus (as the lists' keys, `tools`, `resourceTemplates`…, which replicas of
 * other versions read too), and announces other replicas' list changes (through the catalogue) and
 * resource updates (through `announceResource`) here.
 */
export function fanOut(bus: NotificationBus, catalogue: Catalogue, announceResource: (uri: string) => void): BusLink {
  const stopLocal = catalogue.onChange((kinds, remote) => {
    if (!remote) bus.publish(LIST_TOPIC, { origin: replica(), kinds: [...kinds].map((kind) => MEMBER_KINDS[kind].listKey) });
  });
  const stopLists = bus.subscribe(LIST_TOPIC, (payload) => {
    if (payload.origin === replica() || !Array.isArray(payload.kinds)) return;
    catalogue.announce(new Set(payload.kinds.map(kindOfListKey).filter((kind): kind is MemberKind => kind !== undefined)));
  });
  const stopResources = bus.subscribe(RESOURCE_TOPIC, (payload) => {
    if (payload.origin !== replica() && typeof payload.uri === 'string') announceResource(payload.uri);
  });
  return {
    publishResourceUpdate: (uri) => bus.publish(RESOURCE_TOPIC, { origin: replica(), uri }),
    stop: () => {
      stopLocal();
      stopLists();
      stopResources();
    },
  };
}
