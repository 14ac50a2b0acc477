import { serveStdio } from 'mcp-decorators';
import { createSecureNotesServer } from './server.js';

// On stdio there is no token: the local user's scopes come from the environment (NOTES_LOCAL_SCOPES).
await serveStdio(createSecureNotesServer());
