import { expect } from 'chai';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The public surface of every entry point (package.json "exports"): its value names, its type names, and the
// packages and Node modules it loads, compared with the committed snapshot, so that any change to what users can
// import, or to what an entry drags in on another runtime, is a reviewed diff. After a deliberate change, rewrite the
// snapshot with MCPD_UPDATE_SURFACE=1 and review the diff of public-surface.snapshot.json.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SNAPSHOT = join(root, 'test/architecture/public-surface.snapshot.json');
/** The most names (values and types) the root entry may export: what the first hour needs, not the whole library. */
const ROOT_LIMIT = 130;
/** Internal helpers that once leaked into the root; no entry may export them. */
const INTERNAL = ['bindArguments', 'describeIssues', 'formatMember', 'paramsSchema', 'standardInputSchemaFor', 'strictProfileOf', 'isValidToolName', 'checkResourceOptions'];
/**
 * The fetch entry's names that mcp-decorators/http keeps exporting too, as it did before mcp-decorators/fetch became
 * their home (the same bindings; none may be added).
 */
const SHARED_WITH_HTTP = ['createHttpEntry', 'HttpEntry', 'HttpEntryOptions', 'OriginPolicyOptions', 'honoHandler', 'HonoContextLike'];
/** Names retired by merging twins or renaming (listed in CHANGELOG); none may come back. */
const RETIRED = ['ToolAnnotationsOptions', 'IconOptions', 'ResourceAnnotationsOptions', 'ResourceAnnotations', 'ContentAnnotations', 'ValueOptions', 'TaskSupportOption', 'TaskOptions', 'PropertyDescriptor'];

interface EntrySurface {
  readonly source: string;
  readonly values: readonly string[];
  readonly types: readonly string[];
  /** Modules outside lib/ its compiled module graph imports statically (loaded with the entry). */
  readonly loads: readonly string[];
  /** Modules it may load later, by import() or createRequire (only when a feature asks). */
  readonly mayLoad: readonly string[];
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | { types: string; default: string }> };
/** Subpath ('mcp-decorators', 'mcp-decorators/http', …) to its compiled module below dist/lib, e.g. 'http/index'. */
const ENTRIES: ReadonlyMap<string, string> = new Map(
  Object.entries(pkg.exports).flatMap(([key, target]) =>
    typeof target === 'string' ? [] : [[key === '.' ? 'mcp-decorators' : `mcp-decorators/${key.slice(2)}`, target.default.replace(/^\.\/dist\/lib\//, '').replace(/\.js$/, '')] as const],
  ),
);

/**
 * The names an entry file exports, read from its source. An entry holds only comments, `import 'reflect-metadata'`
 * and `export [type] { … } from '…'` statements; anything else fails here, so the reading below cannot miss a name.
 */
function declaredNames(file: string): { values: string[]; types: string[]; strays: string[] } {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const values: string[] = [];
  const types: string[] = [];
  const statements = text.split(';').map((s) => s.trim()).filter((s) => s !== '');
  const strays: string[] = [];
  for (const statement of statements) {
    if (statement === "import 'reflect-metadata'") continue;
    const match = /^export\s+(type\s+)?\{([^}]*)\}\s+from\s+'[^']+'$/.exec(statement);
    if (match === null) {
      strays.push(statement.split('\n')[0]!);
      continue;
    }
    for (const raw of match[2]!.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
      const typeOnly = match[1] !== undefined || raw.startsWith('type ');
      const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
      (typeOnly ? types : values).push(name);
    }
  }
  return { values: values.sort(), types: types.sort(), strays };
}

/** The external modules the compiled module graph from `entry` imports: statically, and lazily. */
function externalImports(entry: string): { loads: string[]; mayLoad: string[] } {
  const loads = new Set<string>();
  const mayLoad = new Set<string>();
  const seen = new Set<string>();
  const queue = [join(root, 'dist/lib', `${entry}.js`)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm)) {
      if (m[1]!.startsWith('.')) queue.push(resolve(dirname(file), m[1]!));
      else loads.add(m[1]!);
    }
    // import('x'), require('x') (loadDependency's literal), createRequire(import.meta.url)('x'), and
    // `const load = createRequire(import.meta.url)` then load('x').
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const requires = [...code.matchAll(/(?:const|let)\s+(\w+)\s*=\s*createRequire\(import\.meta\.url\)/g)].map((m) => m[1]!);
    const callers = ['\\bimport', '\\brequire', 'createRequire\\(import\\.meta\\.url\\)', ...requires.map((name) => `\\b${name}`)].join('|');
    for (const m of code.matchAll(new RegExp(`(?:${callers})\\(\\s*['"]([^'"]+)['"]\\s*\\)`, 'g'))) {
      if (!m[1]!.startsWith('.')) mayLoad.add(m[1]!);
    }
  }
  return { loads: [...loads].sort(), mayLoad: [...mayLoad].filter((m) => !loads.has(m)).sort() };
}

async function surfaceOf(entry: string): Promise<EntrySurface> {
  const source = join(root, 'lib', `${entry}.ts`);
  const { values, types } = declaredNames(source);
  return { source: relative(root, source), values, types, ...externalImports(entry) };
}

async function currentSurface(): Promise<Record<string, EntrySurface>> {
  const surface: Record<string, EntrySurface> = {};
  for (const [subpath, entry] of ENTRIES) surface[subpath] = await surfaceOf(entry);
  return surface;
}

/** One line per difference, e.g. `mcp-decorators/http: + value createHttpEntry`, `mcp-decorators: - type Icon`. */
export function surfaceDiff(before: Record<string, EntrySurface>, after: Record<string, EntrySurface>): string[] {
  const lines: string[] = [];
  for (const subpath of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const was = before[subpath];
    const now = after[subpath];
    if (was === undefined) lines.push(`${subpath}: + entry (${now!.source})`);
    if (now === undefined) lines.push(`${subpath}: - entry (${was!.source})`);
    for (const key of ['values', 'types', 'loads', 'mayLoad'] as const) {
      const old = new Set(was?.[key] ?? []);
      const fresh = new Set(now?.[key] ?? []);
      const label = key === 'values' ? 'value' : key === 'types' ? 'type' : key;
      for (const name of fresh) if (!old.has(name)) lines.push(`${subpath}: + ${label} ${name}`);
      for (const name of old) if (!fresh.has(name)) lines.push(`${subpath}: - ${label} ${name}`);
    }
  }
  return lines;
}

describe('architecture/public-surface', () => {
  let surface: Record<string, EntrySurface>;
  before(async () => {
    surface = await currentSurface();
    if (process.env.MCPD_UPDATE_SURFACE === '1') writeFileSync(SNAPSHOT, `${JSON.stringify(surface, null, 2)}\n`);
  });

  it('matches the committed snapshot of every entry (a change to the public API is a reviewed diff)', () => {
    expect(existsSync(SNAPSHOT), `${relative(root, SNAPSHOT)} is missing: run the suite once with MCPD_UPDATE_SURFACE=1`).to.equal(true);
    const committed = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, EntrySurface>;
    const diff = surfaceDiff(committed, surface);
    expect(diff, `The public surface changed:\n  ${diff.join('\n  ')}\nIf that is intended, rewrite ${relative(root, SNAPSHOT)} with MCPD_UPDATE_SURFACE=1, list the change in CHANGELOG.md and commit both.`).to.deep.equal([]);
  });

  it(`keeps the root entry to at most ${ROOT_LIMIT} names, values and types together`, () => {
    const rootSurface = surface['mcp-decorators']!;
    expect(rootSurface.values.length + rootSurface.types.length).to.be.at.most(ROOT_LIMIT);
  });

  it('reads each entry completely: only re-exports in the file, and the values it names are what the module exports', async () => {
    for (const [subpath, entry] of ENTRIES) {
      const { values, strays } = declaredNames(join(root, 'lib', `${entry}.ts`));
      expect(strays, `${subpath} holds more than re-exports`).to.deep.equal([]);
      const loaded = Object.keys((await import(pathToFileURL(join(root, 'dist/lib', `${entry}.js`)).href)) as object).sort();
      expect(loaded, `${subpath}: the values its module exports`).to.deep.equal(values);
    }
  });

  it('exports each public name from exactly one entry', () => {
    const owners = new Map<string, string[]>();
    for (const [subpath, { values, types }] of Object.entries(surface)) {
      for (const name of [...values, ...types]) owners.set(name, [...(owners.get(name) ?? []), subpath]);
    }
    const twice = (name: string, where: string[]) => where.length > 1 && !(SHARED_WITH_HTTP.includes(name) && [...where].sort().join() === 'mcp-decorators/fetch,mcp-decorators/http');
    expect([...owners].filter(([name, where]) => twice(name, where)).map(([name, where]) => `${name} in ${where.join(', ')}`)).to.deep.equal([]);
  });

  it('exports no internal helper and no retired twin from any entry', () => {
    const all = Object.values(surface).flatMap((s) => [...s.values, ...s.types]);
    expect(all.filter((name) => INTERNAL.includes(name) || RETIRED.includes(name))).to.deep.equal([]);
  });

  it('says at the top of every entry file that what it exports is public API, and names its module for the API docs', () => {
    for (const [subpath, entry] of ENTRIES) {
      const head = /^\/\*\*\n([\s\S]*?)\*\//.exec(readFileSync(join(root, 'lib', `${entry}.ts`), 'utf8'))?.[1] ?? '';
      expect(head, subpath).to.include(` * ${subpath}: everything exported here is public API`).and.to.include(` * @module ${subpath}\n`);
    }
  });

  it('documents every entry in the API reference (typedoc.json lists exactly the exports)', () => {
    const typedoc = readFileSync(join(root, 'typedoc.json'), 'utf8');
    const listed = [.../"entryPoints":\s*\[([^\]]*)\]/.exec(typedoc)![1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!).sort();
    expect(listed).to.deep.equal([...ENTRIES.values()].map((entry) => `lib/${entry}.ts`).sort());
  });

  it('loads the optional peers only from their own entries (better-sqlite3 from /sqlite, ioredis from /redis)', () => {
    const loaders = (module: string) => Object.entries(surface).filter(([, s]) => s.loads.includes(module) || s.mayLoad.includes(module)).map(([subpath]) => subpath);
    expect(loaders('better-sqlite3')).to.deep.equal(['mcp-decorators/sqlite']);
    expect(loaders('ioredis')).to.deep.equal(['mcp-decorators/redis']);
  });

  it('keeps Node\'s HTTP server and file system out of the entries that only describe (revisions, model, errors, limits)', () => {
    for (const subpath of ['mcp-decorators/revisions', 'mcp-decorators/model', 'mcp-decorators/errors', 'mcp-decorators/limits', 'mcp-decorators/transport']) {
      expect(surface[subpath]!.loads.filter((m) => /^node:(http|https|fs|net|child_process)$/.test(m)), subpath).to.deep.equal([]);
    }
  });

  it('names every entry in the entry points reference (docs/reference/entry-points.md), with what it is for', () => {
    const page = readFileSync(join(root, 'docs/reference/entry-points.md'), 'utf8');
    const layout = page.slice(page.indexOf('**Entry points.**'), page.indexOf('\n**', page.indexOf('**Entry points.**') + 1));
    expect([...ENTRIES.keys()].filter((subpath) => !layout.includes(`\`${subpath}\``))).to.deep.equal([]);
  });

  it('reports an added and a removed name in the diff (the checker itself works)', () => {
    const base: EntrySurface = { source: 'lib/x.ts', values: ['a'], types: ['T'], loads: [], mayLoad: [] };
    expect(surfaceDiff({ x: base }, { x: { ...base, values: ['b'], types: [] } })).to.deep.equal(['x: + value b', 'x: - value a', 'x: - type T']);
    expect(declaredNames(join(root, 'lib/index.ts')).types).to.include('McpContext');
  });
});
