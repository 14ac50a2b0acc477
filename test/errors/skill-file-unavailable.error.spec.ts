import { expect } from 'chai';
import { McpDecoratorsError } from '../../lib/errors/mcp-decorators-error.js';
import { SkillFileUnavailableError } from '../../lib/errors/skill-file-unavailable.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/skill-file-unavailable.error.ts, as its callers raise it.
describe('errors/skill-file-unavailable.error', () => {
  it('SkillFileUnavailableError [MCPD_SKILL_FILE]: a skill file changed after start-up, named by its URI only', () => {
    const error = new SkillFileUnavailableError('skill://notes/SKILL.md', 'it changed since the server started (listed as 3 bytes, sha256:ab)');
    expect(error).to.be.instanceOf(McpDecoratorsError);
    expect(error.uri).to.equal('skill://notes/SKILL.md');
    pinError(error, 'MCPD_SKILL_FILE', 'Skill file skill://notes/SKILL.md cannot be served: it changed since the server started (listed as 3 bytes, sha256:ab). Restart the server to serve the skill as it is now (its manifest is read at start-up).');
  });
});
