import { expect } from 'chai';
import { InvalidDecoratorOptionError, InvalidSkillError } from '../../../lib/errors/index.js';
import { Skill } from '../../../lib/index.js';
import { skillsOfClass } from '../../../lib/extensions/skills/skill.decorator.js';
import { readFrontmatter } from '../../../lib/extensions/skills/skill-frontmatter.js';

describe('extensions/skills/skill.decorator', () => {
  it('builds SKILL.md from the options and the method\'s markdown, with its files and prefix', () => {
    class Guides {
      prefix = 'ops';
      @Skill({ name: 'on-call', description: 'Being on call', prefix: 'team', frontmatter: { license: 'MIT' }, files: { 'refs/a.md': '# A' } })
      onCall(): string {
        return `# On call (${this.prefix})`;
      }
    }
    const [skill] = skillsOfClass(Guides);
    expect(skill!.uri).to.equal('skill://team/on-call/SKILL.md');
    const md = Buffer.from(skill!.files[0]!.read()).toString();
    expect(readFrontmatter(md, 'x')).to.deep.equal({ name: 'on-call', description: 'Being on call', license: 'MIT' });
    expect(md).to.contain('# On call (ops)');
    expect(skill!.files.map((f) => f.path)).to.deep.equal(['SKILL.md', 'refs/a.md']);
  });

  it('refuses a name off the rules at decoration, and a file path leaving the skill at start-up', () => {
    expect(() => {
      class Bad {
        @Skill({ name: 'Bad Name', description: 'd' }) x(): string {
          return '';
        }
      }
      return Bad;
    }).to.throw(InvalidDecoratorOptionError, 'breaks the Agent Skills naming rules');
    class Escaping {
      @Skill({ name: 'esc', description: 'd', files: { '../etc/passwd': 'x' } }) x(): string {
        return '';
      }
    }
    expect(() => skillsOfClass(new Escaping())).to.throw(InvalidSkillError, 'has a file at "../etc/passwd"');
  });
});
