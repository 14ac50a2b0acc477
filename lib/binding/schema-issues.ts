import type { ErrorObject } from 'ajv';
import type { ValidationIssue } from '../model/binding.js';
import { lengthBoundsOf } from '../schema/string-length.js';
import { pathOf, segmentsOfPointer } from './issue-path.js';

/** One error on its way to an issue; `issue` is set once it has been turned into one. */
interface Item {
  readonly error: ErrorObject;
  readonly issue: ValidationIssue;
}

function lengthMessage(bounds: { readonly min: number; readonly max?: number }): string {
  if (bounds.max === undefined) return `must have at least ${bounds.min} characters`;
  return bounds.min === 0 ? `must have at most ${bounds.max} characters` : `must have ${bounds.min} to ${bounds.max} characters`;
}

function issueOf(error: ErrorObject): ValidationIssue {
  const segments = segmentsOfPointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: pathOf([...segments, String(params.missingProperty)]), message: 'is required' };
    case 'additionalProperties':
      return { path: pathOf([...segments, String(params.additionalProperty)]), message: 'is not an accepted field' };
    case 'enum':
      return { path: pathOf(segments), message: `must be one of ${JSON.stringify(params.allowedValues)}` };
    case 'const':
      return { path: pathOf(segments), message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern': {
      const bounds = lengthBoundsOf(String(params.pattern));
      return { path: pathOf(segments), message: bounds ? lengthMessage(bounds) : (error.message ?? 'fails pattern') };
    }
    default:
      return { path: pathOf(segments), message: error.message ?? `fails ${error.keyword}` };
  }
}

const within = (pointer: string, root: string): boolean => pointer === root || pointer.startsWith(`${root}/`);

/** The `$defs` entry an error came from (errors inside a `$ref` carry the referenced schema's path). */
function definitionOf(schemaPath: string): string | undefined {
  return /^#\/\$defs\/[^/]+/.exec(schemaPath)?.[0];
}

/**
 * Resolves one failed anyOf/oneOf at `composite` from the issues of its branches:
 * - branches whose discriminator (a `const` on a direct property) does not match are left out, and so is the
 *   `null` branch of a nullable value whose other branch got as far as its fields;
 * - titled choices (`const` per branch) become one "must be one of [...]";
 * - what remains is one line per field, identical lines folded.
 */
function resolve(composite: ErrorObject, branches: readonly Item[]): ValidationIssue[] {
  const at = composite.instancePath;
  const here = pathOf(segmentsOfPointer(at));
  const consts = branches.filter((b) => b.error.keyword === 'const' && b.error.instancePath === at);
  if (consts.length > 0 && consts.length === branches.length) {
    return [{ path: here, message: `must be one of ${JSON.stringify(consts.map((b) => (b.error.params as { allowedValue: unknown }).allowedValue))}` }];
  }
  const isNullBranch = (b: Item): boolean => b.error.keyword === 'type' && b.error.instancePath === at && (b.error.params as { type?: unknown }).type === 'null';
  const rest = branches.filter((b) => !isNullBranch(b));
  // Group the rest by the definition each branch refers to; a branch whose discriminator is wrong is not the one meant.
  const groups = new Map<string, Item[]>();
  for (const b of rest) {
    const key = definitionOf(b.error.schemaPath) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  const mismatched = (items: readonly Item[]): boolean => items.some((b) => b.error.keyword === 'const' && segmentsOfPointer(b.error.instancePath).length === segmentsOfPointer(at).length + 1 && within(b.error.instancePath, at));
  const meant = [...groups.values()].filter((items) => !mismatched(items));
  if (groups.size > 1 && meant.length === 1) return meant[0]!.map((b) => b.issue);
  if (groups.size > 1 && meant.length === 0) {
    const tags = [...groups.values()].flatMap((items) => items.filter((b) => b.error.keyword === 'const' && b.error.instancePath !== at));
    if (tags.length > 0) return [{ path: tags[0]!.issue.path, message: `must be one of ${JSON.stringify([...new Set(tags.map((b) => (b.error.params as { allowedValue: unknown }).allowedValue))])}` }];
  }
  // Every branch misses the same field (the discriminator, typically): that is the one thing to say.
  const missing = [...groups.values()].map((items) => new Set(items.filter((b) => b.error.keyword === 'required' && b.error.instancePath === at).map((b) => b.issue.path)));
  const common = groups.size > 1 ? [...missing[0]!].filter((p) => missing.every((m) => m.has(p))) : [];
  if (common.length > 0) return common.map((path) => ({ path, message: 'is required' }));
  // "A multiple of 3, or beyond the safe integers" (@IsDivisibleBy): the multiple is what the value missed.
  const multiple = rest.find((b) => b.error.keyword === 'multipleOf' && b.error.instancePath === at);
  if (multiple) return [multiple.issue];
  const deeper = rest.filter((b) => !(b.error.instancePath === at && b.error.keyword === 'type'));
  if (deeper.length > 0) return deeper.map((b) => b.issue);
  const messages = [...new Set(branches.map((b) => b.issue.message))];
  return [{ path: here, message: messages.length > 0 ? messages.join(' or ') : (composite.message ?? 'is not valid') }];
}

function dedupe(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.path}\u0000${i.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * Maps Ajv errors to one issue per failing field. A failed anyOf/oneOf is explained by the branch that was meant
 * (see `resolve`); a pattern that only restates a format is dropped beside that format's error.
 */
export function schemaIssues(errors: readonly ErrorObject[]): ValidationIssue[] {
  const items: Item[] = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') {
      items.push({ error, issue: issueOf(error) });
      continue;
    }
    // Ajv reports a composite's branch errors just before the composite itself.
    const parent = error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/'));
    const branches: Item[] = [];
    while (items.length > 0) {
      const last = items[items.length - 1]!;
      const sibling = last.error.schemaPath.startsWith(`${parent}/`) && !last.error.schemaPath.startsWith(`${error.schemaPath}/`);
      if (!within(last.error.instancePath, error.instancePath) || sibling) break;
      branches.unshift(items.pop()!);
    }
    for (const issue of resolve(error, branches)) items.push({ error, issue });
  }
  // A pattern that restates a format, and a minLength beside the length pattern that says it all, are left out.
  const formats = new Set(items.filter((i) => i.error.keyword === 'format').map((i) => i.issue.path));
  const lengths = new Set(items.filter((i) => i.error.keyword === 'pattern' && lengthBoundsOf(String((i.error.params as { pattern?: unknown }).pattern)) !== undefined).map((i) => i.issue.path));
  const redundant = (i: Item): boolean => (i.error.keyword === 'pattern' && formats.has(i.issue.path)) || (i.error.keyword === 'minLength' && lengths.has(i.issue.path));
  return dedupe(items.filter((i) => !redundant(i)).map((i) => i.issue));
}
