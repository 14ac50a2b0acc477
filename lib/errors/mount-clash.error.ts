import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by createServer (and by a mounted server's `add()`) when mounting would serve two things under one name: two
 * mounts with one prefix, or a mounted tool, prompt, resource or template whose prefixed name or URI the outer server
 * already serves. The message names both owners and the fix.
 */
export class MountClashError extends McpDecoratorsError {
  readonly code = 'MCPD_MOUNT_CLASH';
  /** The two owners that collided, the one served first first. */
  readonly owners: readonly [string, string];

  constructor(what: string, first: string, second: string, fix: string) {
    super(`${what} is served twice: by ${first} and by ${second}. ${fix}`, { target: 'createServer', member: second });
    this.owners = [first, second];
  }
}
