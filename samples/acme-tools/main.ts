import { resolve, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runConversation } from './client.js';

// npm start: show the acme-tools server working end to end, then say how to connect a real host.
const here = dirname(fileURLToPath(import.meta.url));
const stdioEntry = join(here, 'stdio.js');
const database = resolve(process.env.ACME_DB ?? 'acme-tools.db');

console.log('acme-tools: an MCP server declared with mcp-decorators (samples/acme-tools/acme-tools.ts).');
console.log('Talking to it over stdio with the official MCP client, as a host would:\n');
try {
  await runConversation({ onStep: (step) => console.log(`  ${step.ask}\n    → ${step.answer}\n`) });
  console.log('Every answer checked out.\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

const config = { mcpServers: { 'acme-tools': { command: process.execPath, args: [stdioEntry], env: { ACME_DB: database } } } };
console.log(`To use it from Claude Desktop, add this to claude_desktop_config.json and restart Claude Desktop:

${JSON.stringify(config, null, 2)}

Then ask, for example: "Which customer is dana.wu@globex.example?" or "Is Stark Holdings still active?"
MCP Inspector works the same way: npx @modelcontextprotocol/inspector ${process.execPath} ${stdioEntry}
To print what the server declares, per protocol revision: node dist/lib/cli/main.js manifest dist/samples/acme-tools --revision 2025-11-25`);
