import type { Constructor } from '../../vocabulary/constructor.js';
import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import { InvalidDecoratorOptionError } from '../../errors/invalid-decorator-option.error.js';
import { InvalidSkillError } from '../../errors/invalid-skill.error.js';
import { refuseStandardDecorator } from '../../decorators/member-key.js';
import { composeSkillMarkdown, isSkillName } from './skill-frontmatter.js';
import { skillFromFiles } from './skill-folder.js';
import type { ServedSkill } from './served-skill.js';

/** Options of `@Skill`: the frontmatter's name and description, and what else the skill holds. */
export interface SkillOptions {
  /** The skill's name (Agent Skills rules: lowercase letters, digits, single hyphens). */
  readonly name: string;
  readonly description: string;
  /** Organizational prefix of the skill path (`acme/billing` → `skill://acme/billing/<name>/SKILL.md`). */
  readonly prefix?: string;
  /** Further frontmatter fields, written as given (`license`, `metadata`…). */
  readonly frontmatter?: { readonly [key: string]: JsonValue };
  /** Supporting files by path inside the skill (`references/GUIDE.md`), as text or bytes. */
  readonly files?: { readonly [path: string]: string | Uint8Array };
}

interface SkillDeclaration {
  readonly key: string;
  readonly options: SkillOptions;
}

// The skills declared on each class; the extension reads them when it is created.
const declarations = new WeakMap<object, SkillDeclaration[]>();

/**
 * Declares a skill whose SKILL.md body is what the method returns (markdown, computed once when `skills()` is
 * created); the frontmatter comes from the options. Serve it with `skills({ classes: [MySkills] })`.
 * @example samples/acme-tools/acme-skills.ts (`@Skill({ name: 'contact-exports', description: '…' }) guide() { return '# …'; }`)
 */
export function Skill(options: SkillOptions): MethodDecorator {
  return (target, propertyKey) => {
    refuseStandardDecorator(propertyKey, 'Skill');
    if (typeof propertyKey === 'symbol') throw new InvalidDecoratorOptionError(target, propertyKey, '@Skill is on a symbol-named method', 'Put @Skill on a method with a string name.');
    if (!isSkillName(options.name)) throw new InvalidDecoratorOptionError(target, propertyKey, `@Skill name ${JSON.stringify(options.name)} breaks the Agent Skills naming rules`, 'Use 1-64 lowercase letters, digits and single hyphens, e.g. name: "release-notes".');
    const list = declarations.get(target) ?? [];
    list.push({ key: propertyKey, options });
    declarations.set(target, list);
  };
}

function isPath(path: string): boolean {
  return path.length > 0 && !path.startsWith('/') && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** The skills declared with `@Skill` on a class (built with `new`) or an instance. */
export function skillsOfClass(entry: Constructor | object): ServedSkill[] {
  const instance = typeof entry === 'function' ? new (entry as new () => object)() : entry;
  const proto = Object.getPrototypeOf(instance) as object;
  return (declarations.get(proto) ?? []).map(({ key, options }) => {
    const where = `${proto.constructor.name}.${key}`;
    const body = (instance as Record<string, () => unknown>)[key]!.call(instance);
    if (typeof body !== 'string') throw new InvalidSkillError(where, 'returned something other than the markdown of its SKILL.md', 'Return a string (the body of SKILL.md, without frontmatter).');
    const frontmatter: JsonObject = { name: options.name, description: options.description, ...(options.frontmatter ?? {}) };
    const files = new Map<string, Uint8Array>([['SKILL.md', Buffer.from(composeSkillMarkdown(frontmatter, body), 'utf8')]]);
    for (const [path, content] of Object.entries(options.files ?? {})) {
      if (!isPath(path) || path === 'SKILL.md') throw new InvalidSkillError(where, `has a file at ${JSON.stringify(path)}`, 'Give supporting files relative paths inside the skill (references/GUIDE.md), with no "..", and not SKILL.md.');
      files.set(path, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
    }
    const prefix = options.prefix?.replace(/^\/+|\/+$/g, '');
    return skillFromFiles(prefix ? `${prefix}/${options.name}` : options.name, frontmatter, files);
  });
}
