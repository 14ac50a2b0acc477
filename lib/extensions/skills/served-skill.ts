import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';

/** One file of a skill, with the digest and size of its bytes as served. */
export interface SkillFile {
  /** Path inside the skill folder, `/`-separated (`references/FORMS.md`). */
  readonly path: string;
  readonly uri: string;
  readonly mimeType: string;
  readonly size: number;
  /** `sha256:` and 64 lowercase hex digits. */
  readonly digest: string;
  /** The bytes (read again, and checked to stay inside the folder, on every read of a folder skill). */
  read(): Uint8Array;
}

/** A skill as the extension serves it: its SKILL.md URI, verbatim frontmatter, every file, and its directories. */
export interface ServedSkill {
  /** `<skill-path>`: an optional prefix, then the skill's name (`acme/billing/refunds`). */
  readonly path: string;
  /** `skill://<skill-path>/SKILL.md`. */
  readonly uri: string;
  readonly frontmatter: JsonObject;
  /** SKILL.md first, then the others by path. */
  readonly files: readonly SkillFile[];
  /** Directory paths inside the skill, `''` for its root. */
  readonly directories: ReadonlySet<string>;
}

/** The scheme SEP-2640 servers should use. */
export const SKILL_SCHEME = 'skill://';

/** The skills extension's identifier and capability key (SEP-2640). */
export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';

/** A directory resource's MIME type. */
export const DIRECTORY_MIME = 'inode/directory';

const MIME: ReadonlyMap<string, string> = new Map([
  ['md', 'text/markdown'], ['markdown', 'text/markdown'], ['txt', 'text/plain'], ['json', 'application/json'], ['yaml', 'application/yaml'],
  ['yml', 'application/yaml'], ['csv', 'text/csv'], ['html', 'text/html'], ['css', 'text/css'], ['js', 'text/javascript'], ['mjs', 'text/javascript'],
  ['ts', 'text/x-typescript'], ['py', 'text/x-python'], ['sh', 'text/x-shellscript'], ['xml', 'application/xml'], ['svg', 'image/svg+xml'],
  ['png', 'image/png'], ['jpg', 'image/jpeg'], ['jpeg', 'image/jpeg'], ['gif', 'image/gif'], ['pdf', 'application/pdf'],
]);

/** The MIME type of a skill file, by its extension. */
export function mimeTypeOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return (dot === -1 ? undefined : MIME.get(path.slice(dot + 1).toLowerCase())) ?? 'application/octet-stream';
}

/** True when a file of this MIME type is served as text (`text`), else as bytes (`blob`). */
export function isTextMime(mimeType: string): boolean {
  return mimeType.startsWith('text/') || mimeType === 'application/json' || mimeType === 'application/yaml' || mimeType === 'application/xml' || mimeType === 'image/svg+xml';
}

/** The `Skill` entry of skills/list and skills/get: uri, frontmatter, and the complete `{uri, digest, size}` manifest. */
export function skillEntry(skill: ServedSkill): JsonObject {
  return {
    uri: skill.uri,
    frontmatter: structuredClone(skill.frontmatter) as { [key: string]: JsonValue },
    resources: skill.files.map((f) => ({ uri: f.uri, digest: f.digest, size: f.size })),
  };
}
