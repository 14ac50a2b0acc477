import { expect } from 'chai';
import { InvalidSkillError } from '../../../lib/errors/index.js';
import { composeSkillMarkdown, isSkillName, readFrontmatter } from '../../../lib/extensions/skills/skill-frontmatter.js';

describe('extensions/skills/skill-frontmatter', () => {
  it('reads the frontmatter verbatim (nested values, a byte-order mark, CRLF)', () => {
    expect(readFrontmatter('\uFEFF---\r\nname: a\r\ndescription: b\r\nlicense: MIT\r\nmetadata:\r\n  k: [1, 2]\r\n---\r\nbody', 'x')).to.deep.equal({ name: 'a', description: 'b', license: 'MIT', metadata: { k: [1, 2] } });
  });

  it('refuses what is not a mapping of plain values, bad YAML, and a missing name', () => {
    expect(() => readFrontmatter('---\n- a\n---\n', 'x')).to.throw(InvalidSkillError, 'not a mapping of plain values');
    expect(() => readFrontmatter('---\nname: [\n---\n', 'x')).to.throw(InvalidSkillError, 'not valid YAML');
    expect(() => readFrontmatter('---\ndescription: d\n---\n', 'x')).to.throw(InvalidSkillError, 'has no name');
  });

  it('writes SKILL.md that reads back to the same frontmatter', () => {
    const frontmatter = { name: 'n', description: 'Says: "hi"', metadata: { version: '1.0' } };
    const text = composeSkillMarkdown(frontmatter, '\n# Body\n');
    expect(readFrontmatter(text, 'x')).to.deep.equal(frontmatter);
    expect(text.endsWith('# Body\n')).to.equal(true);
  });

  it('knows the Agent Skills naming rules', () => {
    expect(['pdf', 'a-b-1', 'x'.repeat(64)].every(isSkillName)).to.equal(true);
    expect(['', 'A', '-a', 'a-', 'a--b', 'a_b', 'x'.repeat(65)].some(isSkillName)).to.equal(false);
  });
});
