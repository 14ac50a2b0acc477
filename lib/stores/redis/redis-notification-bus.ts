import type { JsonObject } from '../../vocabulary/json-value.js';
import type { NotificationBus } from '../../server/contracts/notification-bus.js';
import { BackgroundWork, diagnosticsOf, RedisChannels, redisClientFor, type RedisClient, type RedisConnectionOptions } from './redis-client.js';

/**
 * The notification bus on Redis pub/sub: list changes and resource updates of one replica reach the clients of
 * every other (their `subscriptions/listen` streams and sessions).
 * @example createServer({ …, bus: new RedisNotificationBus({ url: process.env.REDIS_URL }) })
 */
export class RedisNotificationBus implements NotificationBus {
  private readonly client: RedisClient;
  private readonly owned: boolean;
  private readonly prefix: string;
  private readonly channels: RedisChannels;
  private readonly background: BackgroundWork;

  constructor(options: RedisConnectionOptions = {}) {
    ({ client: this.client, owned: this.owned } = redisClientFor(options, 'RedisNotificationBus'));
    this.prefix = options.prefix ?? 'mcpd:';
    this.channels = new RedisChannels(this.client, diagnosticsOf(options), 'RedisNotificationBus');
    this.background = new BackgroundWork(diagnosticsOf(options), 'RedisNotificationBus');
  }

  // While Redis is unreachable the other replicas miss this notification; this process keeps serving.
  publish(topic: string, payload: JsonObject): void {
    this.background.run(() => this.client.publish(`${this.prefix}bus:${topic}`, JSON.stringify(payload)), 'publishing');
  }

  subscribe(topic: string, listener: (payload: JsonObject) => void): () => void {
    return this.channels.listen(`${this.prefix}bus:${topic}`, (message) => listener(JSON.parse(message) as JsonObject));
  }

  async close(): Promise<void> {
    await this.channels.close();
    if (this.owned) await this.client.quit();
  }
}
