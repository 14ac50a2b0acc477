// One replica of a server scaled out on Redis behind a load balancer (docs/guide/scale-out.md includes it by
// region). Type-checked by `npm test`'s build; run against a real Redis by scale/docs-example.spec.ts (npm run test:scale).
// #region scale-out
import { createServer, serveHttp, tasks } from 'mcp-decorators';
import { RedisEventStore, RedisNotificationBus, RedisTaskStore } from 'mcp-decorators/redis';
import { WeatherTools } from './first-server.js';

export async function serveReplica(env = process.env, listen = { host: '0.0.0.0', port: 3000 }) {
  const redis = { url: env.REDIS_URL };
  const bus = new RedisNotificationBus(redis);                            // list_changed and resources/updated reach every replica's clients
  const taskStore = new RedisTaskStore(redis);                            // a task created on one replica is read, updated and cancelled on any
  const eventStore = new RedisEventStore(redis);                          // SSE events kept in Redis under their session
  const server = createServer({
    name: 'acme', version: '1.0.0', classes: [WeatherTools],
    stateSecret: env.MCP_STATE_SECRET,                                    // the same on every replica: input rounds move freely
    bus, extensions: [tasks({ store: taskStore })],
  });
  const http = await serveHttp(server, { ...listen, allowedHosts: ['mcp.example.com'], eventStore,
    sessionIdPrefix: `${env.REPLICA}.` });                                 // e.g. r1. — what the load balancer routes on
  return {
    url: http.url,
    async close() {                                                       // on SIGTERM: stop serving, then let go of Redis
      await http.close();
      await Promise.all([bus.close(), taskStore.close(), eventStore.close()]);
    },
  };
}
// #endregion scale-out
