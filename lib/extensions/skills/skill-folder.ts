import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { InvalidSkillError } from '../../errors/invalid-skill.error.js';
import { SkillPathEscapeError } from '../../errors/skill-path-escape.error.js';
import { isSkillName, readFrontmatter } from './skill-frontmatter.js';
import { mimeTypeOf, SKILL_SCHEME, type ServedSkill, type SkillFile } from './served-skill.js';

/** Largest file a skill folder may hold: the 16 MiB SEP-2640 allows for a whole skill. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

function inside(root: string, path: string): boolean {
  return path === root || path.startsWith(root + sep);
}

function digestOf(bytes: Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/**
 * Every file and directory of a skill folder (dot files left out), each real path checked to stay inside it: a
 * symbolic link that leads out of the folder is refused at start-up, never followed.
 */
function walk(root: string, folder: string): { files: string[]; directories: string[] } {
  const files: string[] = [];
  const directories: string[] = [''];
  const seen = new Set<string>([root]);
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      const real = realpathSync(path);
      if (!inside(root, real)) throw new SkillPathEscapeError(folder, relative(root, path), real);
      const stats = statSync(real);
      if (stats.isDirectory()) {
        if (seen.has(real)) continue;
        seen.add(real);
        directories.push(relative(root, path).split(sep).join('/'));
        visit(path);
      } else if (stats.isFile()) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  visit(root);
  const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return { files: files.sort(byCodeUnit), directories: directories.sort(byCodeUnit) };
}

/** Reads a file of a folder skill again, refusing it if its real path left the folder since start-up. */
function reader(root: string, folder: string, path: string): () => Uint8Array {
  return () => {
    const real = realpathSync(join(root, ...path.split('/')));
    if (!inside(root, real)) throw new SkillPathEscapeError(folder, path, real);
    return readFileSync(real);
  };
}

/**
 * The skill in one folder with a SKILL.md: its frontmatter (the name must equal the folder name and follow the
 * Agent Skills rules), and every file with its digest and size, served under `skill://<prefix>/<name>/`.
 */
export function skillFromFolder(folder: string, prefix: string | undefined): ServedSkill {
  const given = resolve(folder);
  let root: string;
  try {
    root = realpathSync(given);
    if (!lstatSync(root).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new InvalidSkillError(folder, 'is not a folder that can be read', 'Point skills({ folders }) at a folder that holds a SKILL.md.');
  }
  const { files, directories } = walk(root, folder);
  if (!files.includes('SKILL.md')) throw new InvalidSkillError(folder, 'has no SKILL.md at its root', 'Add a SKILL.md with name and description frontmatter to the folder.');
  const frontmatter = readFrontmatter(readFileSync(join(root, 'SKILL.md'), 'utf8'), folder);
  const name = frontmatter.name as string;
  if (!isSkillName(name)) throw new InvalidSkillError(folder, `is named ${JSON.stringify(name)}, which breaks the Agent Skills naming rules`, 'Use 1-64 lowercase letters, digits and single hyphens (e.g. release-notes).');
  if (name !== basename(root)) throw new InvalidSkillError(folder, `is named ${JSON.stringify(name)} in SKILL.md but its folder is ${JSON.stringify(basename(root))}`, 'Name the folder after the skill (the Agent Skills format requires it), or change name: in SKILL.md.');
  const path = prefix ? `${prefix.replace(/^\/+|\/+$/g, '')}/${name}` : name;
  const ordered = ['SKILL.md', ...files.filter((f) => f !== 'SKILL.md')];
  const served: SkillFile[] = ordered.map((file) => {
    const read = reader(root, folder, file);
    const bytes = read();
    if (bytes.length > MAX_FILE_BYTES) throw new InvalidSkillError(folder, `has ${file} of ${bytes.length} bytes, over the ${MAX_FILE_BYTES} a skill may hold`, 'Keep skill files small; link large data as resources of their own.');
    return { path: file, uri: `${SKILL_SCHEME}${path}/${file}`, mimeType: mimeTypeOf(file), size: bytes.length, digest: digestOf(bytes), read };
  });
  return { path, uri: `${SKILL_SCHEME}${path}/SKILL.md`, frontmatter, files: served, directories: new Set(directories) };
}

/** A skill whose files are given in memory (for `@Skill`). */
export function skillFromFiles(path: string, frontmatter: ServedSkill['frontmatter'], files: ReadonlyMap<string, Uint8Array>): ServedSkill {
  const directories = new Set<string>(['']);
  const ordered = ['SKILL.md', ...[...files.keys()].filter((f) => f !== 'SKILL.md').sort()];
  const served: SkillFile[] = ordered.map((file) => {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) directories.add(parts.slice(0, i).join('/'));
    const bytes = files.get(file)!;
    return { path: file, uri: `${SKILL_SCHEME}${path}/${file}`, mimeType: mimeTypeOf(file), size: bytes.length, digest: digestOf(bytes), read: () => bytes };
  });
  return { path, uri: `${SKILL_SCHEME}${path}/SKILL.md`, frontmatter, files: served, directories };
}
