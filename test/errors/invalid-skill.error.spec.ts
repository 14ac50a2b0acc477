import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidSkillError } from '../../lib/errors/invalid-skill.error.js';
import { skills } from '../../lib/index.js';
import { thrown } from '../support/thrown.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/invalid-skill.error.ts, as its callers raise it.
describe('errors/invalid-skill.error', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcpd-ext-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('InvalidSkillError [MCPD_SKILL]: no SKILL.md, no frontmatter, a name that is not the folder', () => {
    const folder = join(dir, 'notes');
    mkdirSync(folder);
    pinError(thrown(() => skills({ folders: [folder] })), 'MCPD_SKILL', `Skill ${folder} has no SKILL.md at its root. Add a SKILL.md with name and description frontmatter to the folder.`);
    writeFileSync(join(folder, 'SKILL.md'), '# no frontmatter\n');
    pinError(thrown(() => skills({ folders: [folder] })), 'MCPD_SKILL', `Skill ${folder} has a SKILL.md that does not start with YAML frontmatter between --- lines. Start SKILL.md with ---, then name: and description: lines, then ---.`);
    writeFileSync(join(folder, 'SKILL.md'), '---\nname: other\ndescription: d\n---\n');
    pinError(thrown(() => skills({ folders: [folder] })), 'MCPD_SKILL', `Skill ${folder} is named "other" in SKILL.md but its folder is "notes". Name the folder after the skill (the Agent Skills format requires it), or change name: in SKILL.md.`);
    writeFileSync(join(folder, 'SKILL.md'), '---\nname: notes\n---\n');
    pinError(thrown(() => skills({ folders: [folder] })), 'MCPD_SKILL', `Skill ${folder} has no description in its frontmatter. Add a non-empty "description:" line to the frontmatter of SKILL.md.`);
    expect(thrown(() => skills({ folders: [folder] }))).to.be.instanceOf(InvalidSkillError);
  });
});
