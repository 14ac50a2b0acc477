import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SkillPathEscapeError } from '../../lib/errors/skill-path-escape.error.js';
import { skills } from '../../lib/index.js';
import { thrown } from '../support/thrown.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/skill-path-escape.error.ts, as its callers raise it.
describe('errors/skill-path-escape.error', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcpd-ext-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('SkillPathEscapeError [MCPD_SKILL_PATH]: a symbolic link out of the skill folder', () => {
    const folder = join(dir, 'notes');
    mkdirSync(folder);
    writeFileSync(join(folder, 'SKILL.md'), '---\nname: notes\ndescription: d\n---\n');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    symlinkSync(join(dir, 'secret.txt'), join(folder, 'leak.txt'));
    const error = thrown(() => skills({ folders: [folder] }));
    expect(error).to.be.instanceOf(SkillPathEscapeError);
    pinError(error, 'MCPD_SKILL_PATH', `Skill folder ${folder} has leak.txt, which leads to ${join(dir, 'secret.txt')}, outside the folder; a skill serves only files inside its folder. Copy the file into the folder instead of linking to it, or remove the link.`);
  });
});
