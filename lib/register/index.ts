/**
 * mcp-decorators/register: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Runs TypeScript sources on Node with decorator metadata:
 * `node --import mcp-decorators/register src/server.ts` (loading this entry registers the hooks; needs @swc/core).
 * @module mcp-decorators/register
 */
export { registerTypeScript } from './register-typescript.js';
