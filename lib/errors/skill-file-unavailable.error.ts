import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * A file of a folder skill that can no longer be served as listed: changed since start-up (its size and digest were
 * advertised then), no longer a regular file, moved out of its folder, or gone. Names the file by its URI, never by
 * its path on the server's disk.
 * @example try { file.read(); } catch (e) { if (e instanceof SkillFileUnavailableError) console.error(e.uri); }
 */
export class SkillFileUnavailableError extends McpDecoratorsError {
  readonly code = 'MCPD_SKILL_FILE';

  constructor(readonly uri: string, reason: string) {
    super(`Skill file ${uri} cannot be served: ${reason}. Restart the server to serve the skill as it is now (its manifest is read at start-up).`, { target: 'skills', member: uri });
  }
}
