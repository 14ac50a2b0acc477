// A Cloudflare Worker (docs/guide/fetch-runtimes.md includes it by region). Run by
// test/docs/examples/fetch-runtimes.spec.ts, which calls its fetch with an env as workerd does.
// #region workers
import { createServer } from 'mcp-decorators';
import { createHttpEntry, workersHandler } from 'mcp-decorators/fetch';
import { WeatherTools } from '../first-server.js';

interface Env { MCP_STATE_SECRET: string }

// Built on the first request, with the worker's env (wrangler secret put MCP_STATE_SECRET), then reused by the isolate.
export default workersHandler((env: Env) => createHttpEntry(
  createServer({ name: 'weather', version: '1.0.0', classes: [WeatherTools], stateSecret: env.MCP_STATE_SECRET }),
  { sessionless: true, allowedHosts: ['weather.example.workers.dev'] },
));
// #endregion workers
