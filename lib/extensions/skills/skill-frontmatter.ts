import type * as JsYaml from 'js-yaml';
import type { JsonObject } from '../../vocabulary/json-value.js';
import { jsYaml } from '../../vocabulary/dependency-load.js';
import { InvalidSkillError } from '../../errors/invalid-skill.error.js';

// js-yaml loads with the first SKILL.md read or written, not with the framework.
const yaml = (): typeof JsYaml => jsYaml();

/** Agent Skills naming: 1–64 lowercase letters, digits and hyphens, no leading, trailing or doubled hyphen. */
const NAME = /^(?!.*--)[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$/;

/** True when `name` follows the Agent Skills naming rules. */
export function isSkillName(name: string): boolean {
  return NAME.test(name);
}

function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(isPlainJson);
}

/**
 * The YAML frontmatter a SKILL.md starts with, as a JSON object (verbatim: every field the author wrote), checked
 * for the `name` and `description` the format requires. `where` names the skill in errors.
 */
export function readFrontmatter(markdown: string, where: string): JsonObject {
  const text = markdown.charCodeAt(0) === 0xfeff ? markdown.slice(1) : markdown;
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) throw new InvalidSkillError(where, 'has a SKILL.md that does not start with YAML frontmatter between --- lines', 'Start SKILL.md with ---, then name: and description: lines, then ---.');
  let parsed: unknown;
  try {
    parsed = yaml().load(match[1]!);
  } catch (error) {
    throw new InvalidSkillError(where, `has frontmatter that is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`, 'Fix the YAML between the --- lines of SKILL.md.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || !isPlainJson(parsed)) {
    throw new InvalidSkillError(where, 'has frontmatter that is not a mapping of plain values', 'Write the frontmatter as key: value lines (strings, numbers, booleans, lists, nested mappings).');
  }
  const frontmatter = parsed as JsonObject;
  for (const key of ['name', 'description'] as const) {
    const value = frontmatter[key];
    if (typeof value !== 'string' || value.length === 0) throw new InvalidSkillError(where, `has no ${key} in its frontmatter`, `Add a non-empty "${key}:" line to the frontmatter of SKILL.md.`);
  }
  return frontmatter;
}

/** Writes SKILL.md from frontmatter and a markdown body (for skills declared with `@Skill`). */
export function composeSkillMarkdown(frontmatter: JsonObject, body: string): string {
  return `---\n${yaml().dump(frontmatter, { lineWidth: -1 }).trimEnd()}\n---\n\n${body.trim()}\n`;
}
