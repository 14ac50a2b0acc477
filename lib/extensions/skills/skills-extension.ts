import type { Constructor } from '../../vocabulary/constructor.js';
import type { ResourceDescriptor } from '../../model/resource-descriptor.js';
import type { CachePolicy } from '../../revisions/wire-types.js';
import type { McpExtension } from '../../server/contracts/extension.js';
import { InvalidSkillError } from '../../errors/invalid-skill.error.js';
import { skillFromFolder } from './skill-folder.js';
import { skillsOfClass } from './skill.decorator.js';
import { indexSkills, skillMethods } from './skill-methods.js';
import { isTextMime, SKILLS_EXTENSION, type ServedSkill, type SkillFile } from './served-skill.js';

/** A skill folder to serve, with an optional organizational prefix of its skill path. */
export interface SkillFolder {
  readonly path: string;
  readonly prefix?: string;
}

/** Options of `skills()`. */
export interface SkillsOptions {
  /** Folders that each hold one skill (a SKILL.md at the root): a path, or `{ path, prefix }`. */
  readonly folders?: readonly (string | SkillFolder)[];
  /** Classes (built with `new`) or instances with `@Skill` methods. */
  readonly classes?: readonly (Constructor | object)[];
  /** Serve `resources/directory/read` and declare `directoryRead: true`; default true. */
  readonly directoryRead?: boolean;
}

/** A file as a resource of the catalogue: listed, read by exact URI only (no path from the wire ever reaches the disk). */
function fileResource(skill: ServedSkill, file: SkillFile): ResourceDescriptor {
  const isSkillMd = file.path === 'SKILL.md';
  const text = isTextMime(file.mimeType);
  return {
    kind: 'resource',
    uri: file.uri,
    name: isSkillMd ? (skill.frontmatter.name as string) : file.path,
    ...(isSkillMd ? { description: skill.frontmatter.description as string } : {}),
    mimeType: file.mimeType,
    size: file.size,
    member: `skills(${skill.path}/${file.path})`,
    arity: 0,
    bind: () => ({ ok: true, args: [] }),
    invoke: () => {
      const bytes = file.read();
      return text ? Buffer.from(bytes).toString('utf8') : bytes;
    },
  };
}

/**
 * The skills extension (SEP-2640, `io.modelcontextprotocol/skills`): skills from folders with a SKILL.md or
 * declared with `@Skill`, each file a `skill://<skill-path>/<file>` resource, plus `skills/list`, `skills/get`
 * and `resources/directory/read`. Files are read only inside the skill's folder: no `..` (URIs are looked up,
 * never joined to a path) and no symbolic link out of it.
 * @example samples/everything/server.ts (`skills({ folders: [fileURLToPath(new URL('./skills/task-fixtures', base))] })`)
 */
export function skills(options: SkillsOptions = {}): McpExtension {
  const served: ServedSkill[] = [
    ...(options.folders ?? []).map((f) => (typeof f === 'string' ? skillFromFolder(f, undefined) : skillFromFolder(f.path, f.prefix))),
    ...(options.classes ?? []).flatMap((c) => skillsOfClass(c)),
  ];
  const seen = new Set<string>();
  for (const skill of served) {
    if (seen.has(skill.uri)) throw new InvalidSkillError(skill.path, 'is served twice', 'Give each skill its own name or prefix.');
    seen.add(skill.uri);
  }
  const directoryRead = options.directoryRead ?? true;
  let cache: CachePolicy | undefined;
  return {
    id: SKILLS_EXTENSION,
    settings: directoryRead ? { directoryRead: true } : {},
    methods: skillMethods(indexSkills(served), () => cache!, directoryRead),
    resources: served.flatMap((skill) => skill.files.map((file) => fileResource(skill, file))),
    start(host) {
      cache = host.cache;
    },
  };
}
