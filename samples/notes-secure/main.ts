import { serveHttp } from 'mcp-decorators';
import { createSecureNotesServer } from './server.js';

// The secure notes server on Streamable HTTP (PORT, default 3000), behind the authorization server NOTES_ISSUER.
const port = Number(process.env.PORT ?? 3000);
const http = await serveHttp(createSecureNotesServer(), { port });
console.error(`notes-secure: MCP endpoint ${http.url}; protected-resource metadata at ${new URL(http.url).origin}/.well-known/oauth-protected-resource/mcp`);
const stop = () => void http.close().then(() => process.exit(0));
process.once('SIGINT', stop).once('SIGTERM', stop);
