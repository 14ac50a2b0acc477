import { serveStdio } from 'mcp-decorators';
import { createGuardedServer } from './server.js';

// The guarded notes server on stdin/stdout, for MCP hosts that launch it as a process.
await serveStdio(createGuardedServer());
