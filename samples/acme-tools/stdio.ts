import { serveStdio } from 'mcp-decorators';
import { createAcmeServer } from './server.js';

// The entry Claude Desktop (or any stdio host) launches: protocol on stdout, nothing else.
await serveStdio(createAcmeServer());
