import { McpDecoratorsError } from './mcp-decorators-error.js';

/** What is wrong with the module the CLI was pointed at. */
export type ServerModuleProblem = 'missing' | 'empty-folder' | 'nothing-exported' | 'no-such-export' | 'other-copy';

const CODES: { readonly [P in ServerModuleProblem]: string } = {
  missing: 'MCPD_MODULE_NOT_FOUND',
  'empty-folder': 'MCPD_MODULE_NOT_FOUND',
  'nothing-exported': 'MCPD_NO_SERVER_EXPORT',
  'no-such-export': 'MCPD_NO_SERVER_EXPORT',
  'other-copy': 'MCPD_NO_SERVER_EXPORT',
};

/**
 * Raised by the CLI when the module it should serve cannot be found or offers no server, naming the path and what to export.
 * @example mcp-decorators serve dist/nowhere.js // MCPD_MODULE_NOT_FOUND: dist/nowhere.js does not exist (pass the compiled .js file…)
 */
export class ServerModuleError extends McpDecoratorsError {
  readonly code: string;

  constructor(readonly path: string, readonly problem: ServerModuleProblem, detail: string) {
    super(`${path} ${detail}`, { target: 'mcp-decorators', member: path });
    this.code = CODES[problem];
  }
}
