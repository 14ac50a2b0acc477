import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised at the first MCP decorator a program applies as a TC39 standard decorator (TypeScript 5+ without
 * `experimentalDecorators`, or a runtime's own decorators): the framework reads TypeScript's legacy decorators and their
 * design metadata, which standard decorators do not have.
 */
export class StandardDecoratorsError extends McpDecoratorsError {
  readonly code = 'MCPD_STANDARD_DECORATORS';
  constructor(decorator: string, kind: string, name: string) {
    super(
      `@${decorator} on the ${kind} ${JSON.stringify(name)} was applied as a TC39 standard decorator; mcp-decorators needs TypeScript's legacy decorators. ` +
        'Set "experimentalDecorators": true and "emitDecoratorMetadata": true under "compilerOptions" in tsconfig.json (on Deno, the same two under "compilerOptions" in deno.json), and build or run with a compiler that honours them (tsc, SWC with decoratorMetadata).',
      { member: name },
    );
  }
}
