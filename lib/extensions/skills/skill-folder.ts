import { nodeBuiltin } from '../../vocabulary/node-builtin.js';
import { NodeOnlyError } from '../../errors/node-only.error.js';
import { InvalidSkillError } from '../../errors/invalid-skill.error.js';
import { SkillFileUnavailableError } from '../../errors/skill-file-unavailable.error.js';
import { SkillPathEscapeError } from '../../errors/skill-path-escape.error.js';
import { isSkillName, readFrontmatter } from './skill-frontmatter.js';
import { mimeTypeOf, SKILL_SCHEME, type ServedSkill, type SkillFile } from './served-skill.js';

// Node's file system, paths and hashes, looked up on use: a server that serves no skill folder (a fetch runtime's)
// never needs them, and the root entry stays loadable where they do not exist.
const missing = (module: string) => () => new NodeOnlyError('skills({ folders })', module, 'On a runtime without it, declare the skills with @Skill methods: skills({ classes: [MySkills] }).');
const nodeFs = () => nodeBuiltin('node:fs', missing('node:fs'));
const nodePath = () => nodeBuiltin('node:path', missing('node:path'));
const nodeCrypto = () => nodeBuiltin('node:crypto', missing('node:crypto'));

/** Largest file a skill folder may hold: the 16 MiB SEP-2640 allows for a whole skill. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

function inside(root: string, path: string): boolean {
  return path === root || path.startsWith(root + nodePath().sep);
}

function digestOf(bytes: Uint8Array): string {
  return `sha256:${nodeCrypto().createHash('sha256').update(bytes).digest('hex')}`;
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
    for (const entry of nodeFs().readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const path = nodePath().join(dir, entry.name);
      const real = nodeFs().realpathSync(path);
      if (!inside(root, real)) throw new SkillPathEscapeError(folder, nodePath().relative(root, path), real);
      const stats = nodeFs().statSync(real);
      if (stats.isDirectory()) {
        if (seen.has(real)) continue;
        seen.add(real);
        directories.push(nodePath().relative(root, path).split(nodePath().sep).join('/'));
        visit(path);
      } else if (stats.isFile()) {
        files.push(nodePath().relative(root, path).split(nodePath().sep).join('/'));
      }
    }
  };
  visit(root);
  const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return { files: files.sort(byCodeUnit), directories: directories.sort(byCodeUnit) };
}

/**
 * The bytes of one regular file, without ever blocking on it: opened non-blocking (a FIFO or device swapped in opens
 * at once and is then refused by fstat, before any read), and read only up to `limit` bytes. Returns a reason
 * instead of the bytes when it is not a regular file or is too large.
 */
function readRegular(real: string, limit: number): Uint8Array | string {
  const fd = nodeFs().openSync(real, nodeFs().constants.O_RDONLY | nodeFs().constants.O_NONBLOCK | (nodeFs().constants.O_NOFOLLOW ?? 0));
  try {
    const stats = nodeFs().fstatSync(fd);
    if (!stats.isFile()) return 'it is no longer a regular file';
    if (stats.size > limit) return `it is ${stats.size} bytes, over the ${limit} a skill file may hold`;
    const bytes = Buffer.alloc(stats.size);
    let at = 0;
    while (at < bytes.length) {
      const got = nodeFs().readSync(fd, bytes, at, bytes.length - at, at);
      if (got === 0) break;
      at += got;
    }
    return at === bytes.length ? bytes : 'it changed while it was read';
  } finally {
    nodeFs().closeSync(fd);
  }
}

/**
 * Reads a file of a folder skill. At start-up (`listed` undefined) the bytes are what the manifest lists; after it,
 * a file whose real path left the folder, that is no longer a regular file, or whose size or digest differ from the
 * manifest is refused with SkillFileUnavailableError, which names the file by its URI, never by its path on disk.
 */
function reader(root: string, folder: string, path: string, uri: string): { read: (listed?: { size: number; digest: string }) => Uint8Array } {
  return {
    read(listed) {
      let real: string;
      let bytes: Uint8Array | string;
      try {
        real = nodeFs().realpathSync(nodePath().join(root, ...path.split('/')));
        if (!inside(root, real)) {
          if (!listed) throw new SkillPathEscapeError(folder, path, real);
          throw new SkillFileUnavailableError(uri, 'it now leads outside its skill folder');
        }
        bytes = readRegular(real, MAX_FILE_BYTES);
      } catch (error) {
        if (error instanceof SkillPathEscapeError || error instanceof SkillFileUnavailableError) throw error;
        const code = (error as { code?: unknown }).code;
        throw new SkillFileUnavailableError(uri, `it can no longer be read${typeof code === 'string' ? ` (${code})` : ''}`);
      }
      if (typeof bytes === 'string') {
        if (!listed) throw new InvalidSkillError(folder, `has ${path}, which cannot be served: ${bytes}`, 'Keep only regular files of at most 16 MiB in a skill folder; link large data as resources of their own.');
        throw new SkillFileUnavailableError(uri, bytes);
      }
      if (listed && (bytes.length !== listed.size || digestOf(bytes) !== listed.digest)) throw new SkillFileUnavailableError(uri, `it changed since the server started (listed as ${listed.size} bytes, ${listed.digest})`);
      return bytes;
    },
  };
}

/**
 * The skill in one folder with a SKILL.md: its frontmatter (the name must equal the folder name and follow the
 * Agent Skills rules), and every file with its digest and size, served under `skill://<prefix>/<name>/`.
 */
export function skillFromFolder(folder: string, prefix: string | undefined): ServedSkill {
  const given = nodePath().resolve(folder);
  let root: string;
  try {
    root = nodeFs().realpathSync(given);
    if (!nodeFs().lstatSync(root).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new InvalidSkillError(folder, 'is not a folder that can be read', 'Point skills({ folders }) at a folder that holds a SKILL.md.');
  }
  const { files, directories } = walk(root, folder);
  if (!files.includes('SKILL.md')) throw new InvalidSkillError(folder, 'has no SKILL.md at its root', 'Add a SKILL.md with name and description frontmatter to the folder.');
  const frontmatter = readFrontmatter(nodeFs().readFileSync(nodePath().join(root, 'SKILL.md'), 'utf8'), folder);
  const name = frontmatter.name as string;
  if (!isSkillName(name)) throw new InvalidSkillError(folder, `is named ${JSON.stringify(name)}, which breaks the Agent Skills naming rules`, 'Use 1-64 lowercase letters, digits and single hyphens (e.g. release-notes).');
  if (name !== nodePath().basename(root)) throw new InvalidSkillError(folder, `is named ${JSON.stringify(name)} in SKILL.md but its folder is ${JSON.stringify(nodePath().basename(root))}`, 'Name the folder after the skill (the Agent Skills format requires it), or change name: in SKILL.md.');
  const path = prefix ? `${prefix.replace(/^\/+|\/+$/g, '')}/${name}` : name;
  const ordered = ['SKILL.md', ...files.filter((f) => f !== 'SKILL.md')];
  const served: SkillFile[] = ordered.map((file) => {
    const uri = `${SKILL_SCHEME}${path}/${file}`;
    const source = reader(root, folder, file, uri);
    const bytes = source.read();
    const listed = { size: bytes.length, digest: digestOf(bytes) };
    // Every later read checks the file against what the manifest lists: a changed file is refused, never served
    // under its old size and digest.
    return { path: file, uri, mimeType: mimeTypeOf(file), ...listed, read: () => source.read(listed) };
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
