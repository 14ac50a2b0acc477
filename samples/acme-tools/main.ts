import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { McpDecoratorsError, serveHttp } from 'mcp-decorators';
import { createAcmeServer, defaultDatabasePath } from './server.js';

// npm start: the acme-tools server on Streamable HTTP, with directions for connecting a host to it.
const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`acme-tools: --port must be an integer from 0 to 65535, got ${values.port ?? process.env.PORT}`);
  process.exit(2);
}
// ':memory:' is SQLite's name for a database in memory, not a file to resolve.
const database = defaultDatabasePath() === ':memory:' ? ':memory:' : resolve(defaultDatabasePath());
const server = createAcmeServer({ database });
const http = await serveHttp(server, { port }).catch((error: unknown) => {
  // A taken port (PortUnavailableError) says which one and how to choose another; no stack for that.
  if (!(error instanceof McpDecoratorsError)) throw error;
  console.error(`acme-tools: ${error.message}`);
  process.exit(1);
});
// The handlers go in before the banner: whoever reads "Press Ctrl+C to stop." may stop it at once.
const stop = () => void http.close().then(() => process.exit(0));
process.once('SIGINT', stop).once('SIGTERM', stop);
const stdioEntry = join(dirname(fileURLToPath(import.meta.url)), 'stdio.js');
const desktop = { mcpServers: { 'acme-tools': { command: process.execPath, args: [stdioEntry], env: { ACME_DB: database } } } };

console.log(`acme-tools is serving MCP (Streamable HTTP) at ${http.url}
Tools: ${server.model.tools.map((t) => t.name).join(', ')}. Customers live in ${database}.

Connect a client:
  MCP Inspector:  npx @modelcontextprotocol/inspector  → transport "Streamable HTTP", URL ${http.url}
  Any MCP client: POST JSON-RPC to ${http.url} (only this machine may connect)
  Claude Desktop: add this to claude_desktop_config.json (Claude launches the same server over stdio), then restart it:
${JSON.stringify(desktop, null, 2).replace(/^/gm, '    ')}
  Then ask: "Which customer is contact@globex.example?" or "Is Stark Holdings still an active customer?"

See the whole course conversation checked end to end: node dist/samples/acme-tools/client.js
Press Ctrl+C to stop.`);

