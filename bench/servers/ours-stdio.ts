import { createServer, serveStdio } from '../../lib/index.js';
import { manyToolsClass } from '../many-tools.js';

// mcp-decorators over stdio with COUNT one-field tools, for the cold-start measurement.
await serveStdio(createServer({ name: 'bench', version: '1.0.0', classes: [manyToolsClass(Number(process.env.COUNT ?? 100))] }));
