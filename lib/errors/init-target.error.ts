import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by `mcp-decorators init` rather than overwrite files, naming the folder and the files in the way.
 * @example mcp-decorators init . // MCPD_INIT_TARGET when ./package.json exists
 */
export class InitTargetError extends McpDecoratorsError {
  readonly code = 'MCPD_INIT_TARGET';

  constructor(readonly folder: string, readonly existing: readonly string[]) {
    super(`${folder} already has ${existing.join(', ')}; init writes only into a new or empty folder and never overwrites. Pick another folder: mcp-decorators init my-server`, { target: 'mcp-decorators init', member: folder });
  }
}
