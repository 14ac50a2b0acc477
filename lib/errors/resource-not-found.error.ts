import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Thrown by a resource or template handler for a URI that names nothing: answered with the revision's code
 * for "resource not found" (-32002 before 2026-07-28, -32602 on it).
 * @example if (!note) throw new ResourceNotFoundError(uri);
 */
export class ResourceNotFoundError extends McpDecoratorsError {
  readonly code = 'MCPD_RESOURCE_NOT_FOUND';

  constructor(readonly uri: string, message = `Resource not found: ${uri}`) {
    super(message);
  }
}
