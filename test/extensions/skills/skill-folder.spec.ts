import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { SkillFileUnavailableError, SkillPathEscapeError } from '../../../lib/errors/index.js';
import { skillFromFiles, skillFromFolder } from '../../../lib/extensions/skills/skill-folder.js';

const SKILL_MD = '---\nname: pdf-tools\ndescription: Fill PDF forms\nmetadata:\n  version: "2"\n---\n\n# PDF tools\n';

describe('extensions/skills/skill-folder', () => {
  let dir: string;
  let folder: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcpd-skill-'));
    folder = join(dir, 'pdf-tools');
    mkdirSync(join(folder, 'references', 'deep'), { recursive: true });
    writeFileSync(join(folder, 'SKILL.md'), SKILL_MD);
    writeFileSync(join(folder, 'references', 'FORMS.md'), '# Forms\n');
    writeFileSync(join(folder, 'references', 'deep', 'x.bin'), Buffer.from([0, 1, 2]));
    writeFileSync(join(folder, '.DS_Store'), 'junk');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves SKILL.md first and every other file with its sha256 digest and size, dot files left out', () => {
    const skill = skillFromFolder(folder, 'acme/docs');
    expect(skill.uri).to.equal('skill://acme/docs/pdf-tools/SKILL.md');
    expect(skill.frontmatter).to.deep.equal({ name: 'pdf-tools', description: 'Fill PDF forms', metadata: { version: '2' } });
    expect(skill.files.map((f) => [f.path, f.mimeType, f.size])).to.deep.equal([
      ['SKILL.md', 'text/markdown', Buffer.byteLength(SKILL_MD)],
      ['references/FORMS.md', 'text/markdown', 8],
      ['references/deep/x.bin', 'application/octet-stream', 3],
    ]);
    expect(skill.files[0]!.digest).to.equal(`sha256:${createHash('sha256').update(SKILL_MD).digest('hex')}`);
    expect([...skill.directories]).to.deep.equal(['', 'references', 'references/deep']);
  });

  it('accepts a symbolic link that stays inside the folder, and refuses a read once a file was swapped for a link out', () => {
    symlinkSync(join(folder, 'references', 'FORMS.md'), join(folder, 'alias.md'));
    const skill = skillFromFolder(folder, undefined);
    const alias = skill.files.find((f) => f.path === 'alias.md')!;
    expect(Buffer.from(alias.read()).toString()).to.equal('# Forms\n');
    writeFileSync(join(dir, 'outside.md'), 'secret');
    unlinkSync(join(folder, 'alias.md'));
    symlinkSync(join(dir, 'outside.md'), join(folder, 'alias.md'));
    expect(() => alias.read()).to.throw(SkillFileUnavailableError, 'Skill file skill://pdf-tools/alias.md cannot be served: it now leads outside its skill folder.');
  });

  it('refuses a link out of the folder at start-up with the path, for the operator', () => {
    writeFileSync(join(dir, 'outside.md'), 'secret');
    symlinkSync(join(dir, 'outside.md'), join(folder, 'leak.md'));
    expect(() => skillFromFolder(folder, undefined)).to.throw(SkillPathEscapeError, join(dir, 'outside.md'));
  });

  it('refuses a file that grew or changed since start-up, instead of serving it under its old size and digest', () => {
    const forms = skillFromFolder(folder, undefined).files.find((f) => f.path === 'references/FORMS.md')!;
    writeFileSync(join(folder, 'references', 'FORMS.md'), '# Forms, and more\n');
    expect(() => forms.read()).to.throw(SkillFileUnavailableError, `Skill file skill://pdf-tools/references/FORMS.md cannot be served: it changed since the server started (listed as 8 bytes, ${forms.digest}).`);
    // Same size, other bytes: the digest says so.
    writeFileSync(join(folder, 'references', 'FORMS.md'), '# Farms\n');
    expect(() => forms.read()).to.throw(SkillFileUnavailableError, 'it changed since the server started');
    writeFileSync(join(folder, 'references', 'FORMS.md'), '# Forms\n');
    expect(Buffer.from(forms.read()).toString()).to.equal('# Forms\n');
  });

  it('refuses at once a file swapped for a FIFO (nothing blocks), and a gone file without its path on disk', () => {
    const skill = skillFromFolder(folder, undefined);
    const forms = skill.files.find((f) => f.path === 'references/FORMS.md')!;
    unlinkSync(join(folder, 'references', 'FORMS.md'));
    execFileSync('mkfifo', [join(folder, 'references', 'FORMS.md')]);
    expect(() => forms.read()).to.throw(SkillFileUnavailableError, 'Skill file skill://pdf-tools/references/FORMS.md cannot be served: it is no longer a regular file.');
    unlinkSync(join(folder, 'references', 'FORMS.md'));
    let message = '';
    try {
      forms.read();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).to.equal('Skill file skill://pdf-tools/references/FORMS.md cannot be served: it can no longer be read (ENOENT). Restart the server to serve the skill as it is now (its manifest is read at start-up).');
    expect(message).to.not.contain(dir);
  });

  it('leaves a FIFO in the folder out at start-up', () => {
    execFileSync('mkfifo', [join(folder, 'pipe.md')]);
    expect(skillFromFolder(folder, undefined).files.map((f) => f.path)).to.not.include('pipe.md');
  });

  it('builds a skill from files in memory, with their directories', () => {
    const skill = skillFromFiles('notes', { name: 'notes', description: 'd' }, new Map([['SKILL.md', Buffer.from('x')], ['a/b/c.txt', Buffer.from('yz')]]));
    expect(skill.files.map((f) => f.uri)).to.deep.equal(['skill://notes/SKILL.md', 'skill://notes/a/b/c.txt']);
    expect([...skill.directories].sort()).to.deep.equal(['', 'a', 'a/b']);
  });
});
