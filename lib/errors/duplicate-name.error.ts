import { MEMBER_KINDS, type MemberKind } from '../vocabulary/member-kind.js';
import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Raised by scan when two members declare the same tool name, resource URI, template or prompt name. */
export class DuplicateNameError extends McpDecoratorsError {
  readonly code: string;
  /** The members that collided, first declaration first. */
  readonly members: readonly [string, string];
  constructor(kind: MemberKind, value: string, first: string, second: string) {
    const { noun, keyNoun, duplicateCode } = MEMBER_KINDS[kind];
    super(`${noun} ${keyNoun} ${JSON.stringify(value)} is declared twice: by ${first} and by ${second}. Names must be unique across everything scanned; rename one with the decorator's ${kind === 'tool' || kind === 'prompt' ? "'name' option" : 'first argument'}.`, { target: second.split('.')[0], member: second });
    this.code = duplicateCode;
    this.members = [first, second];
  }
}
