import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised by scan when a handler parameter carries none of `@Param`, `@Args` or `@Ctx`. */
export class UnboundParameterError extends McpDecoratorsError {
  readonly code = 'MCPD_UNBOUND_PARAM';
  constructor(target: MemberHost, key: string, index: number) {
    const member = formatMember(target, key, index);
    super(`parameter ${member} has no decorator, so the framework cannot tell what to pass. Add @Param('name') to bind an argument, @Args() for the whole arguments object, or @Ctx() for the handler context.`, { target: formatClass(target), member });
  }
}
