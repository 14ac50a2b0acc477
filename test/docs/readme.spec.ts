import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The README is the front door (issue 23): at most 150 lines, its one class the compiled example's code, every
// relative link a file of the repository, and every page of the documentation linked from it.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const region = (text: string, name: string) => {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`// #region ${name}\\b`).test(l));
  const end = lines.findIndex((l, i) => i > start && new RegExp(`// #endregion ${name}\\b`).test(l));
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return body.map((l) => l.slice(indent)).join('\n');
};

describe('README.md, the front door', () => {
  it('has at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).to.be.at.most(150);
  });

  it('shows one TypeScript block: docs/examples/decorated-class.ts, which npm test compiles and runs', () => {
    const blocks = [...readme.matchAll(/^```ts\n([\s\S]*?)\n```$/gm)].map((m) => m[1]);
    const example = readFileSync(join(root, 'docs/examples/decorated-class.ts'), 'utf8');
    expect(blocks).to.deep.equal([`${region(example, 'readme')}\n${region(example, 'readme-serve')}`]);
  });

  it('links only to files that exist (relative links, as GitHub and the site source read them)', () => {
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/.test(href));
    expect(links.length).to.be.greaterThan(40);
    expect(links.filter((href) => !existsSync(join(root, href.split('#')[0]!)))).to.deep.equal([]);
  });

  it('links every page of the documentation that is written by hand', () => {
    const pages = ['tutorial', 'guide', 'explanation', 'reference'].flatMap((dir) => readdirSync(join(root, 'docs', dir)).filter((f) => f.endsWith('.md')).map((f) => `docs/${dir}/${f}`));
    const generated = ['docs/reference/errors.md', 'docs/reference/cli.md', 'docs/reference/decorator-options.md', 'docs/reference/samples.md'];
    expect(pages.filter((page) => !generated.includes(page) && !readme.includes(`](${page})`))).to.deep.equal([]);
  });
});
