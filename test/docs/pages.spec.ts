import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The documentation pages (docs/**/*.md) hold no code that is not compiled: a TypeScript or JavaScript block is
// included from docs/examples/ (type-checked by tsconfig, so `npm test`'s build fails when one stops compiling) and
// every included example is run by a spec. A block that is deliberately not code to compile says so on the line
// before it: <!-- not compiled: why -->.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const docs = join(root, 'docs');
const walk = (dir: string, keep: (path: string) => boolean): string[] => readdirSync(dir).flatMap((name) => {
  if (name.startsWith('.') || name === 'node_modules') return [];
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path, keep) : keep(path) ? [path] : [];
});
// Generated at build (npm run docs) and not in the repository: the TypeDoc pages and the generated references.
const pages = walk(docs, (p) => p.endsWith('.md') && !relative(docs, p).startsWith('examples') && !relative(docs, p).startsWith(join('reference', 'api')))
  .filter((p) => !['reference/errors.md', 'reference/cli.md', 'reference/decorator-options.md', 'reference/samples.md'].includes(relative(docs, p).split('\\').join('/')));
const CODE = /^\s*(?:```|~~~)\s*(ts|typescript|tsx|mts|cts|js|javascript|jsx|mjs|cjs)\b/;
const INCLUDE = /^<<< @\/(\S+?\.ts)#([\w-]+)\{ts\}(?:\s+\[[^\]]*\])?\s*$/;

/** The code lines of a file: no comments-only lines, no region markers, no blank lines at either end. */
const codeLines = (text: string) => text.split('\n').filter((l) => l.trim() !== '' && !/^\s*\/\//.test(l));
const region = (text: string, name: string) => {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`// #region ${name}\\b`).test(l));
  const end = lines.findIndex((l, i) => i > start && new RegExp(`// #endregion ${name}\\b`).test(l));
  return start < 0 || end < 0 ? undefined : lines.slice(start + 1, end).join('\n');
};
const includes = () => pages.flatMap((page) => readFileSync(page, 'utf8').split('\n').filter((l) => l.startsWith('<<<')).map((line) => ({ page: relative(root, page), line })));

describe('docs: every snippet is real code', () => {
  it('finds the pages (more than 30, the generated ones left out)', () => {
    expect(pages.length).to.be.greaterThan(30);
  });

  it('has no TypeScript or JavaScript block in a page that is not included from a compiled example or marked not compiled', () => {
    const offenders = pages.flatMap((page) => {
      const lines = readFileSync(page, 'utf8').split('\n');
      return lines.flatMap((line, i) => (CODE.test(line) && !/<!-- not compiled: .+ -->/.test(lines[i - 1] ?? '') ? [`${relative(root, page)}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(offenders).to.deep.equal([]);
  });

  it('includes only regions that exist in docs/examples/*.ts (compiled by tsconfig)', () => {
    expect(includes().length).to.be.greaterThan(20);
    const broken = includes().flatMap(({ page, line }) => {
      const m = INCLUDE.exec(line);
      if (!m) return [`${page}: ${line} (write <<< @/examples/<file>.ts#<region>{ts})`];
      if (!m[1]!.startsWith('examples/')) return [`${page}: ${line} (not under docs/examples)`];
      let text: string;
      try { text = readFileSync(join(docs, m[1]!), 'utf8'); } catch { return [`${page}: ${line} (no such file)`]; }
      return region(text, m[2]!) === undefined ? [`${page}: ${line} (no region ${m[2]})`] : [];
    });
    expect(broken).to.deep.equal([]);
    const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { include: string[] };
    expect(tsconfig.include).to.include('docs/examples');
  });

  it('runs every included example: a spec under test/, scale/ or browser/ imports it', () => {
    const specs = ['test', 'scale', 'browser'].flatMap((dir) => walk(join(root, dir), (p) => p.endsWith('.spec.ts'))).map((p) => readFileSync(p, 'utf8')).join('\n');
    const examples = [...new Set(includes().map(({ line }) => INCLUDE.exec(line)?.[1]).filter((f): f is string => f !== undefined))];
    expect(examples.filter((file) => !specs.includes(`docs/${file.replace(/\.ts$/, '.js')}'`))).to.deep.equal([]);
  });

  it('shows the runtime suite\'s own Lambda and Workers recipes (docs/examples/edge equals runtimes/fixture/src)', () => {
    for (const name of ['lambda', 'worker']) {
      const shown = region(readFileSync(join(docs, `examples/edge/${name}.ts`), 'utf8'), name)!;
      expect(codeLines(shown), name).to.deep.equal(codeLines(readFileSync(join(root, `runtimes/fixture/src/${name}.ts`), 'utf8')));
    }
  });
});

describe('docs: the list of error codes (docs/guide/errors.md)', () => {
  it('names every code lib/ gives, and none it does not (a new code goes into that list)', () => {
    const given = new Set(walk(join(root, 'lib'), (p) => p.endsWith('.ts')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(MCPD_[A-Z0-9_]+)'/g)].map((m) => m[1]!)));
    const list = readFileSync(join(docs, 'guide/errors.md'), 'utf8').split('\nCodes: ')[1]!;
    const listed = new Set([...list.matchAll(/`(MCPD_[A-Z0-9_]+)`/g)].map((m) => m[1]!));
    expect([...given].filter((code) => !listed.has(code)).sort(), 'missing from the list').to.deep.equal([]);
    expect([...listed].filter((code) => !given.has(code)).sort(), 'listed but not in lib/').to.deep.equal([]);
  });
});
