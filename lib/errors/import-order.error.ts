import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/**
 * Raised by scan when a DTO property has no `design:type` although the build emits design metadata (another member
 * has it): the DTO's module most likely ran before reflect-metadata was loaded, and TypeScript's `__metadata` helper
 * then emits nothing.
 */
export class ImportOrderError extends McpDecoratorsError {
  readonly code = 'MCPD_IMPORT_ORDER';
  constructor(target: MemberHost, key: string, witness: string) {
    const member = formatMember(target, key);
    super(`${member} has no design type, though the build emits design metadata (${witness} has it): the module declaring ${formatClass(target)} most likely ran before reflect-metadata was loaded (it was imported before mcp-decorators and imports neither). Put import 'reflect-metadata'; first in your entry file, or import mcp-decorators before that module.`, { target: formatClass(target), member });
  }
}
