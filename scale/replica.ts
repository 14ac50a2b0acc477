// One replica of the scale-out deployment: the everything sample with its tasks, SSE events and list changes on
// Redis, rate limit counters in Redis, a shared stateSecret, and session ids prefixed with the replica's name (what nginx routes on).
// Env: REPLICA (name), PORT, REDIS_URL, STATE_SECRET, TRUST_PROXY (the proxy address whose X-Forwarded-For counts). Prints "MCP endpoint: <url>" once it listens.
import { Param, RateLimit, Tool } from 'mcp-decorators';
import { redisRateLimiterStore, RedisEventStore, RedisNotificationBus, RedisTaskStore } from 'mcp-decorators/redis';
import { apps, serveHttp, skills, tasks } from 'mcp-decorators';
import { stderrDiagnostics } from 'mcp-decorators/observability';
import { createEverythingServer, SKILL_FOLDER } from '../samples/everything/server.js';

const name = process.env.REPLICA ?? 'replica';
const redis = { url: process.env.REDIS_URL };

/** Says which replica answered, so the suite can see how calls spread. */
class ReplicaTools {
  @Tool({ name: 'replica_id', description: 'Names the replica that served this call.' })
  replicaId(): string {
    return name;
  }

  // One budget for the whole deployment: five calls a minute, wherever they land.
  @RateLimit({ points: 5, duration: 60, key: () => 'deployment' })
  @Tool({ name: 'limited_replica_id', description: 'Names the replica that served this call; five calls a minute across all replicas.' })
  limitedReplicaId(): string {
    return name;
  }

  // One call a minute per client address (X-Forwarded-For from a trusted proxy), counted across the replicas.
  @RateLimit({ points: 1, duration: 60, key: 'ip' })
  @Tool({ name: 'per_client_replica_id', description: 'Names the replica that served this call; one call a minute per client address.' })
  perClientReplicaId(): string {
    return name;
  }

  // A resource change announced to every replica (over the Redis bus).
  @Tool({ name: 'touch_resource', description: 'Announces that a resource changed (default test://watched-resource).' })
  touchResource(@Param('uri', { optional: true }) uri?: string): string {
    server.resourceUpdated(uri ?? 'test://watched-resource');
    return 'touched';
  }
}

const server = createEverythingServer({
  diagnostics: stderrDiagnostics, // what the suite reads back from a replica's output
  bus: new RedisNotificationBus(redis),
  stateSecret: process.env.STATE_SECRET,
  rateLimitStore: redisRateLimiterStore(redis).store,
  extensions: [tasks({ store: new RedisTaskStore(redis), leaseMs: 3000 }), skills({ folders: [SKILL_FOLDER] }), apps()],
});
server.add(ReplicaTools);
const http = await serveHttp(server, { port: Number(process.env.PORT ?? 0), eventStore: new RedisEventStore(redis), sessionIdPrefix: `${name}.`, ...(process.env.TRUST_PROXY ? { trustProxy: process.env.TRUST_PROXY } : {}) });
process.stdout.write(`MCP endpoint: ${http.url}\n`);
