// npm run docs (after TypeDoc has written docs/reference/api): generates the reference pages (error codes, decorator
// options, CLI, samples) and the request-flow
// diagram, builds the VitePress site into docs/.vitepress/dist, then writes what agents read: a .md copy of every
// page (snippet includes expanded), llms.txt (the index) and llms-full.txt (every guide page in one file).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCli } from './gen/cli.mjs';
import { generateDecoratorOptions } from './gen/decorator-options.mjs';
import { generateErrors } from './gen/errors.mjs';
import { generateRequestFlow } from './gen/request-flow.mjs';
import { generateSamples } from './gen/samples.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = join(root, 'docs');
const dist = join(docs, '.vitepress/dist');
const started = Date.now();

console.log(`errors reference: ${generateErrors(root)} codes; decorator options: ${generateDecoratorOptions(root)}; cli reference: ${generateCli(root)} commands; request flow: ${generateRequestFlow(root)} steps; samples: ${generateSamples(root)} files`);

const vitepress = join(dirname(createRequire(import.meta.url).resolve('vitepress/package.json')), 'bin/vitepress.js');
execFileSync(process.execPath, [vitepress, 'build', docs], { stdio: 'inherit', cwd: root });

const walk = (dir) => readdirSync(dir).flatMap((name) => {
  if (name.startsWith('.') || name === 'examples' || name === 'public') return [];
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : name.endsWith('.md') ? [path] : [];
});

// `<<< @/examples/x.ts#region` as VitePress includes it: the lines between `// #region name` and `// #endregion name`.
function expandSnippets(markdown) {
  return markdown.replace(/^<<< @\/([^#{\s]+)(?:#([\w-]+))?(?:\{(\w+)\})?\s*$/gm, (_, file, region, lang) => {
    const lines = readFileSync(join(docs, file), 'utf8').split('\n');
    let body = lines;
    if (region) {
      const start = lines.findIndex((l) => new RegExp(`#region ${region}\\b`).test(l));
      const end = lines.findIndex((l, i) => i > start && new RegExp(`#endregion ${region}\\b`).test(l));
      if (start < 0 || end < 0) throw new Error(`${file}: no region ${region}`);
      body = lines.slice(start + 1, end);
    }
    body = body.filter((l) => !/\/\/ #(end)?region\b/.test(l));
    const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
    return '```' + (lang ?? file.split('.').pop()) + '\n' + body.map((l) => l.slice(indent)).join('\n') + '\n```';
  });
}
const frontmatter = (md) => {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(md);
  const fields = {};
  if (m) for (const line of m[1].split('\n')) { const kv = /^(\w+):\s*(.*)$/.exec(line); if (kv) fields[kv[1]] = kv[2].replace(/^"(.*)"$/, '$1'); }
  return { fields, body: m ? md.slice(m[0].length) : md };
};

const pages = [];
for (const file of walk(docs)) {
  const rel = relative(docs, file).split('\\').join('/');
  const markdown = expandSnippets(readFileSync(file, 'utf8'));
  mkdirSync(dirname(join(dist, rel)), { recursive: true });
  writeFileSync(join(dist, rel), markdown);
  const { fields, body } = frontmatter(markdown);
  pages.push({ rel, title: fields.title ?? /^# (.*)$/m.exec(body)?.[1] ?? rel, description: fields.description ?? '', type: fields.type ?? '', body });
}
const kinds = ['tutorial', 'how-to', 'explanation', 'reference'];
const guides = pages.filter((p) => kinds.includes(p.type)).sort((a, b) => kinds.indexOf(a.type) - kinds.indexOf(b.type) || a.rel.localeCompare(b.rel));
const llms = [
  '# mcp-decorators', '',
  '> Declare MCP tools, resources, resource templates and prompts as decorated TypeScript methods; one revision-neutral model served on five MCP revisions (2024-11-05 to the stateless 2026-07-28) over stdio, Streamable HTTP and fetch runtimes.', '',
  'Every page below is also available as markdown at the same path with .md; llms-full.txt holds all of them in one file.', '',
  ...kinds.flatMap((kind) => [`## ${kind[0].toUpperCase() + kind.slice(1)}`, '', ...guides.filter((p) => p.type === kind).map((p) => `- [${p.title}](/${p.rel}): ${p.description}`), '']),
  '## Optional', '', '- [API reference (TypeDoc)](/reference/api/index.md): every exported name of every entry point', '',
];
writeFileSync(join(dist, 'llms.txt'), llms.join('\n'));
writeFileSync(join(dist, 'llms-full.txt'), guides.map((p) => `<!-- source: /${p.rel} (${p.type}) -->\n# ${p.title}\n\n${p.body.replace(/^# .*\n+/, '').trim()}\n`).join('\n'));
const htmlCount = (dir) => readdirSync(dir).reduce((n, name) => {
  const path = join(dir, name);
  return n + (statSync(path).isDirectory() ? htmlCount(path) : name.endsWith('.html') ? 1 : 0);
}, 0);
console.log(`docs: ${guides.length} pages by kind (${kinds.map((k) => `${guides.filter((p) => p.type === k).length} ${k}`).join(', ')}), ${pages.length - guides.length} more (home, API), ${htmlCount(dist)} HTML files in ${relative(root, dist)}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
