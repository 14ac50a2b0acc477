import type { Constraints, TypeDescriptor } from '../model/type-descriptor.js';

const STRING_KEYWORDS = new Set(['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType']);
const NUMBER_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);
const ARRAY_KEYWORDS = new Set(['minItems', 'maxItems', 'uniqueItems']);
const OBJECT_KEYWORDS = new Set(['minProperties']);
const NESTED_KEYWORDS = new Set(['not', 'anyOf', 'allOf']);

function accepts(type: TypeDescriptor, keyword: string): boolean {
  if (STRING_KEYWORDS.has(keyword)) return type.kind === 'string' || (type.kind === 'enum' && type.values.every((v) => typeof v === 'string')) || (type.kind === 'date' && keyword !== 'format');
  if (NUMBER_KEYWORDS.has(keyword)) return type.kind === 'number' || type.kind === 'integer' || (type.kind === 'enum' && type.values.every((v) => typeof v === 'number'));
  if (ARRAY_KEYWORDS.has(keyword)) return type.kind === 'array' || type.kind === 'set';
  // Only a record's schema states `type: object`; a DTO's is a `$ref`, a union's a `oneOf`, and strict Ajv refuses the keyword there.
  if (OBJECT_KEYWORDS.has(keyword)) return type.kind === 'record';
  return true;
}

/** The keywords of `constraints` (and of its `not` / `anyOf` / `allOf` parts) that do not apply to the type. */
function inapplicable(type: TypeDescriptor, constraints: Constraints): string[] {
  const found: string[] = [];
  for (const [keyword, value] of Object.entries(constraints)) {
    if (value === undefined) continue;
    if (NESTED_KEYWORDS.has(keyword)) {
      for (const part of Array.isArray(value) ? (value as Constraints[]) : [value as Constraints]) found.push(...inapplicable(type, part));
    } else if (!accepts(type, keyword)) found.push(keyword);
  }
  return found;
}

/**
 * Splits constraints into those that apply to the type and those that do not (Ajv's strict mode rejects,
 * e.g., `minLength` on a number). Undefined entries are dropped silently.
 */
export function applicableConstraints(type: TypeDescriptor, constraints: Constraints): { kept: Constraints; dropped: string[] } {
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [keyword, value] of Object.entries(constraints)) {
    if (value === undefined) continue;
    const wrong = inapplicable(type, { [keyword]: value });
    if (wrong.length === 0) kept[keyword] = value;
    else dropped.push(...new Set(NESTED_KEYWORDS.has(keyword) ? wrong : [keyword]));
  }
  return { kept: kept as Constraints, dropped };
}
