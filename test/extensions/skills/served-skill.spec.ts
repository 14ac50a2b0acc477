import { expect } from 'chai';
import { isTextMime, mimeTypeOf, skillEntry } from '../../../lib/extensions/skills/served-skill.js';
import { skillFromFiles } from '../../../lib/extensions/skills/skill-folder.js';

describe('extensions/skills/served-skill', () => {
  it('types files by extension and serves text types as text', () => {
    expect(['a.md', 'b.PY', 'c.json', 'd.png', 'e'].map(mimeTypeOf)).to.deep.equal(['text/markdown', 'text/x-python', 'application/json', 'image/png', 'application/octet-stream']);
    expect(['text/csv', 'application/json', 'image/svg+xml'].every(isTextMime)).to.equal(true);
    expect(isTextMime('image/png')).to.equal(false);
  });

  it('gives the SEP-2640 entry: uri, a copy of the frontmatter, and the {uri, digest, size} manifest', () => {
    const skill = skillFromFiles('n', { name: 'n', description: 'd' }, new Map([['SKILL.md', Buffer.from('abc')]]));
    const entry = skillEntry(skill);
    expect(entry).to.deep.equal({ uri: 'skill://n/SKILL.md', frontmatter: { name: 'n', description: 'd' }, resources: [{ uri: 'skill://n/SKILL.md', digest: 'sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', size: 3 }] });
    expect(entry.frontmatter).to.not.equal(skill.frontmatter);
  });
});
