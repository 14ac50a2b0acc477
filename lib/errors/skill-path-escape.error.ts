import { McpDecoratorsError } from './mcp-decorators-error.js';

/** A file of a skill folder that leads outside it (a symbolic link out of the folder); skills serve nothing outside their folder. */
export class SkillPathEscapeError extends McpDecoratorsError {
  readonly code = 'MCPD_SKILL_PATH';

  constructor(folder: string, file: string, target: string) {
    super(`Skill folder ${folder} has ${file}, which leads to ${target}, outside the folder; a skill serves only files inside its folder. Copy the file into the folder instead of linking to it, or remove the link.`, { target: 'skills', member: file });
  }
}
