// Deno.serve with the entry's fetch (docs/guide/fetch-runtimes.md includes it by region). Run by
// test/docs/examples/fetch-runtimes.spec.ts with a stand-in for Deno.serve.
import { createHttpEntry } from 'mcp-decorators/fetch';
import { server } from './weather-server.js';

/** The part of Deno's global this recipe uses (Deno's own types declare it in a Deno project). */
declare const Deno: { serve(options: { hostname: string; port: number }, handler: (request: Request) => Promise<Response>): unknown };

export function main(): void {
  // #region deno
  const entry = createHttpEntry(server);            // 127.0.0.1 and localhost, as serveHttp
  Deno.serve({ hostname: '127.0.0.1', port: 3000 }, entry.fetch);
  // #endregion deno
}
