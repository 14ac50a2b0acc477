import { manyToolsClass } from '../many-tools.js';

// mcp-decorators over stdio with COUNT one-field tools, for the cold-start measurement. MCPD_ENTRY names the module
// to load it from: the package as npm ships it (the bundle), or the compiled modules when unset.
const lib = (await import(process.env.MCPD_ENTRY ?? '../../lib/index.js')) as typeof import('../../lib/index.js');
await lib.serveStdio(lib.createServer({ name: 'bench', version: '1.0.0', classes: [manyToolsClass(Number(process.env.COUNT ?? 100), lib)] }));
