// A Next.js route handler, app/api/mcp/route.ts (docs/guide/fetch-runtimes.md includes it by region). Run by
// test/docs/examples/fetch-runtimes.spec.ts.
import { createHttpEntry } from 'mcp-decorators/fetch';
import { server } from './weather-server.js';

// #region vercel
const entry = createHttpEntry(server, { path: '/api/mcp', sessionless: true, allowedHosts: ['my-app.vercel.app'] });
export const POST = entry.fetch;
export const GET = entry.fetch;     // answered 405: there are no sessions to stream
export const DELETE = entry.fetch;
// #endregion vercel
