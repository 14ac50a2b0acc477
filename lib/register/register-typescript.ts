import { register } from 'node:module';
import { MissingSwcError } from '../errors/missing-swc.error.js';

let registered = false;

/**
 * Lets Node run TypeScript sources with decorator metadata, as tsc would emit it: `.ts`, `.mts` and `.cts` files
 * are compiled by `@swc/core` (an optional peer: `npm i -D @swc/core`) when loaded, and `./x.js` imports find
 * `./x.ts`. Importing `mcp-decorators/register` calls it; call it yourself only to register later. Throws
 * MissingSwcError (MCPD_NO_SWC) when @swc/core is not installed.
 * @example node --import mcp-decorators/register src/server.ts
 */
export function registerTypeScript(): void {
  if (registered) return;
  try {
    import.meta.resolve('@swc/core');
  } catch (error) {
    throw new MissingSwcError(error);
  }
  register('./loader-hooks.js', import.meta.url);
  // Stack traces point into the .ts sources (the compiled code carries inline source maps).
  process.setSourceMapsEnabled(true);
  registered = true;
}

registerTypeScript();
