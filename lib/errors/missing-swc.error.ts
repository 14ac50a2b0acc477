import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by `mcp-decorators/register` (and so by `mcp-decorators dev` on a `.ts` entry) when `@swc/core`, which
 * compiles the TypeScript sources with decorator metadata, is not installed.
 * @example node --import mcp-decorators/register src/server.ts // MCPD_NO_SWC until `npm i -D @swc/core`
 */
export class MissingSwcError extends McpDecoratorsError {
  readonly code = 'MCPD_NO_SWC';

  constructor(cause?: unknown) {
    super(
      'running TypeScript sources with mcp-decorators/register needs @swc/core, which is not installed. Install it as a dev dependency (npm i -D @swc/core), or compile with tsc and run the JavaScript instead.',
      { target: 'mcp-decorators/register', member: '@swc/core' },
      { cause },
    );
  }
}
