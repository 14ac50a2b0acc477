import { McpDecoratorsError } from './mcp-decorators-error.js';

/** A skill that cannot be served as SEP-2640 and the Agent Skills format define it (no SKILL.md, bad frontmatter, a name off the rules…). */
export class InvalidSkillError extends McpDecoratorsError {
  readonly code = 'MCPD_SKILL';

  constructor(where: string, problem: string, fix: string) {
    super(`Skill ${where} ${problem}. ${fix}`, { target: 'skills', member: where });
  }
}
