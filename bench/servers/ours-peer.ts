import { benchToolsClass } from '../bench-tools-class.js';

// mcp-decorators serving the peers' two tools (echo, create_user with a class-validator DTO), over stdio
// (`stdio`) or over Streamable HTTP (`http`, sessionless), for the peers' cold start. MCPD_ENTRY names the module
// to load it from: the package as npm ships it (the bundle), or the compiled modules when unset.
const lib = (await import(process.env.MCPD_ENTRY ?? '../../lib/index.js')) as typeof import('../../lib/index.js');
const server = lib.createServer({ name: 'bench', version: '1.0.0', classes: [benchToolsClass(lib)] });
if (process.argv[2] === 'stdio') {
  await lib.serveStdio(server);
} else {
  const http = await lib.serveHttp(server, { port: 0, sessionless: true });
  process.stdout.write(`${JSON.stringify({ port: http.port })}\n`);
}
