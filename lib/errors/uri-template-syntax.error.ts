import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Thrown by the RFC 6570 parser with the reason; the resource decorators turn it into an InvalidUriTemplateError naming the member. */
export class UriTemplateSyntaxError extends McpDecoratorsError {
  readonly code = 'MCPD_URI_TEMPLATE_SYNTAX';

  constructor(reason: string) {
    super(reason);
  }
}
