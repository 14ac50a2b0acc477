import { dtoToolsClass } from '../dto-toolset.js';

// The DTO toolset as a module `mcp-decorators serve` loads (its default export), for the CLI's cold start. MCPD_ENTRY
// names the framework to build it with: the package as npm ships it (the CLI's own copy), or the compiled modules.
const lib = (await import(process.env.MCPD_ENTRY ?? '../../lib/index.js')) as typeof import('../../lib/index.js');
export default lib.createServer({ name: 'bench', version: '1.0.0', classes: [dtoToolsClass(Number(process.env.COUNT ?? 100), lib)] });
