import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised by scan when a decorated member has no `design:*` metadata at all. */
export class MissingDesignMetadataError extends McpDecoratorsError {
  readonly code = 'MCPD_NO_DESIGN_METADATA';
  constructor(target: MemberHost, key: string, what: string) {
    const member = formatMember(target, key);
    super(`${member} has no ${what} metadata: the build dropped emitDecoratorMetadata. Compile with tsc and "experimentalDecorators": true, "emitDecoratorMetadata": true; tsx and esbuild-based runners silently drop this metadata, so run the tsc output instead.`, { target: formatClass(target), member });
  }
}
