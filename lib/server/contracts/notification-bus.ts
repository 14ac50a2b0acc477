import type { JsonObject } from '../../vocabulary/json-value.js';

/**
 * Carries notifications between the replicas of one server (list changes, resource updates, task signals): each
 * replica publishes what happened locally and hears what happened elsewhere. `createServer({ bus })` takes one;
 * `RedisNotificationBus` is the one on Redis pub/sub.
 * @example createServer({ …, bus: new RedisNotificationBus({ url: process.env.REDIS_URL }) })
 */
export interface NotificationBus {
  /** Sends `payload` to every subscriber of `topic` on every replica, this one included. */
  publish(topic: string, payload: JsonObject): void;
  /** Calls `listener` for every payload published on `topic`; returns the unsubscribe. */
  subscribe(topic: string, listener: (payload: JsonObject) => void): () => void;
  close?(): Promise<void>;
}
