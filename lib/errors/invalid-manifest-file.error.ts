import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by `manifest --diff` when the old manifest cannot be read or is not one, naming the file and how to make one.
 * @example mcp-decorators manifest dist/server.js --diff notes.txt // MCPD_MANIFEST_FILE
 */
export class InvalidManifestFileError extends McpDecoratorsError {
  readonly code = 'MCPD_MANIFEST_FILE';

  constructor(readonly file: string, problem: string, options?: { cause?: unknown }) {
    super(`${file} ${problem}. Write one with: mcp-decorators manifest <module> --revision <rev> --out ${file}`, { target: 'manifest --diff', member: file }, options);
  }
}
