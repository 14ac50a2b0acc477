import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised by scan when a type cannot be inferred from the design type (`Object`, `Array`, `Promise`…) and no thunk was given. */
export class MissingParamTypeError extends McpDecoratorsError {
  readonly code = 'MCPD_PARAM_TYPE';
  constructor(target: MemberHost, key: string, designType: string, fix: string, index?: number, name?: string) {
    const member = formatMember(target, key, index, name);
    super(`cannot infer a JSON Schema for ${member} (design type is ${designType}); ${fix}`, { target: formatClass(target), member });
  }
}
