import { manyToolsClass } from '../many-tools.js';

// mcp-decorators over stdio with COUNT tools, for the cold-start measurement: one-field tools, or with TOOLSET=dto
// the DTO toolset (bench/dto-toolset.ts, class-validator DTOs). MCPD_ENTRY names the module to load it from: the
// package as npm ships it (the bundle), or the compiled modules when unset.
const lib = (await import(process.env.MCPD_ENTRY ?? '../../lib/index.js')) as typeof import('../../lib/index.js');
const count = Number(process.env.COUNT ?? 100);
const tools = process.env.TOOLSET === 'dto' ? (await import('../dto-toolset.js')).dtoToolsClass(count, lib) : manyToolsClass(count, lib);
await lib.serveStdio(lib.createServer({ name: 'bench', version: '1.0.0', classes: [tools] }));
