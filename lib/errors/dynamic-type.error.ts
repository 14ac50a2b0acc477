import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised by scan when class-transformer's `@Type` thunk takes the input as an argument, so the class depends on the value at run time. */
export class DynamicTypeError extends McpDecoratorsError {
  readonly code = 'MCPD_DYNAMIC_TYPE';
  constructor(target: MemberHost, key: string, problem: string, options?: { cause?: unknown }) {
    const member = formatMember(target, key);
    super(`the @Type thunk of ${member} ${problem}, so no JSON Schema can say which class a value needs. For a union, name the classes: @Type(() => Base, { discriminator: { property: 'kind', subTypes: [{ name: 'circle', value: Circle }] } }) or @Field({ type: () => UnionOf('kind', { circle: Circle }) }).`, { target: formatClass(target), member }, options);
  }
}
