import type { JsonValue } from '../vocabulary/json-value.js';
import type { Constraints, EnumValue, TypeDescriptor } from '../model/type-descriptor.js';
import { schemaPatternFor } from './schema-pattern.js';
import { lengthConstraints } from '../schema/string-length.js';

/** The base kind a class-validator rule implies, when it implies one. */
export type RuleKind = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'array' | 'object';

/**
 * What one class-validator rule contributes to a property's schema. `exact` means the schema accepts exactly the
 * values the rule accepts (within the declared type); otherwise the schema part is a superset and class-validator
 * also runs. `refine` finishes the effect once the property's type is known (e.g. `@IsNotEmpty` on a string).
 */
export interface RuleEffect {
  readonly kind?: RuleKind;
  readonly enumValues?: readonly EnumValue[];
  readonly constraints?: Constraints;
  readonly exact: boolean;
  readonly refine?: (type: TypeDescriptor, nullable: boolean) => RuleEffect;
}

const exact = (effect: Omit<RuleEffect, 'exact'> = {}): RuleEffect => ({ ...effect, exact: true });
const approx = (effect: Omit<RuleEffect, 'exact'> = {}): RuleEffect => ({ ...effect, exact: false });

const MAX_SAFE = 2 ** 53;

/** A JSON scalar: the only values `===` can ever find equal to a parsed JSON value. */
function isScalar(value: unknown): value is EnumValue {
  return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * The values of a TS enum (or list), without the reverse mappings numeric members add (`{ A: -1, '-1': 'A' }`):
 * a string value is a reverse mapping when it names a numeric member whose value prints as its key.
 */
export function enumMembers(enumObject: unknown): EnumValue[] {
  if (Array.isArray(enumObject)) return enumObject.filter(isScalar);
  if (enumObject === null || typeof enumObject !== 'object') return [];
  const record = enumObject as Record<string, unknown>;
  return Object.entries(record)
    .filter(([key, value]) => !(typeof value === 'string' && typeof record[value] === 'number' && String(record[value]) === key))
    .map(([, value]) => value)
    .filter(isScalar);
}

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `@Contains(seed)` as a pattern: exact unless the seed is empty (validator.js then counts units) or holds surrogates. */
function containsPattern(seed: unknown): string | undefined {
  const text = String(seed);
  return text === '' || /[\uD800-\uDFFF]/.test(text) ? undefined : escapePattern(text);
}

const HEX = '[0-9a-fA-F]';
const uuidOf = (version: string): string => `${HEX}{8}-${HEX}{4}-${version}${HEX}{3}-[89abAB]${HEX}{3}-${HEX}{12}`;
const NIL_UUID = '0{8}-0{4}-0{4}-0{4}-0{12}';
const MAX_UUID = '[fF]{8}-[fF]{4}-[fF]{4}-[fF]{4}-[fF]{12}';
/** validator.js's UUID versions (what `@IsUUID(version)` accepts), written as patterns without flags. */
const UUID_PATTERNS: { readonly [version: string]: string } = {
  ...Object.fromEntries(['1', '2', '3', '4', '5', '6', '7', '8'].map((v) => [v, `^${uuidOf(v)}$`])),
  nil: `^${NIL_UUID}$`,
  max: `^${MAX_UUID}$`,
  loose: `^${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}$`,
  all: `^(?:${uuidOf('[1-8]')}|${NIL_UUID}|${MAX_UUID})$`,
};

// RFC 3339 date-time as validator.js checks it: the grammar only (no calendar check), leap second 60 allowed.
const RFC3339 = '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[ tT](?:[01]\\d|2[0-3]):[0-5]\\d:(?:[0-5]\\d|60)(?:\\.\\d+)?(?:[zZ]|[-+](?:[01]\\d|2[0-3]):[0-5]\\d)$';

function lengthRule(min: unknown, max?: unknown): RuleEffect {
  const constraints = lengthConstraints(typeof min === 'number' ? min : 0, typeof max === 'number' ? max : undefined);
  return constraints ? exact({ kind: 'string', constraints }) : approx({ kind: 'string' });
}

function matchesRule(c: readonly unknown[]): RuleEffect {
  const [pattern, modifiers] = c;
  const translated = pattern instanceof RegExp ? schemaPatternFor(pattern.source, pattern.flags) : schemaPatternFor(String(pattern), typeof modifiers === 'string' ? modifiers : '');
  return 'pattern' in translated ? exact({ kind: 'string', constraints: { pattern: translated.pattern } }) : approx({ kind: 'string' });
}

function divisibleRule(divisor: unknown): RuleEffect {
  // validator.js divides by parseInt(divisor) and uses %, exact for every double; Ajv's multipleOf checks the
  // quotient with parseInt too, which fails from 1e21 on. Beyond the safe integers the schema lets class-validator decide.
  const m = Math.abs(Number.parseInt(String(divisor), 10));
  if (!(m >= 1)) return approx({ kind: 'number' });
  return approx({ kind: 'number', constraints: { anyOf: [{ multipleOf: m }, { exclusiveMinimum: MAX_SAFE }, { exclusiveMaximum: -MAX_SAFE }] } });
}

/** `@IsNotEmpty`: refuses '', null and undefined; on a string that is minLength 1, on an enum or any JSON it drops '' and null. */
function notEmpty(type: TypeDescriptor, nullable: boolean): RuleEffect {
  if (nullable) return approx();
  if (type.kind === 'string') return exact({ constraints: { minLength: 1 } });
  if (type.kind === 'json') return exact({ constraints: { not: { enum: ['', null] } } });
  if (type.kind === 'enum') {
    const empty = type.values.filter((v) => v === '' || v === null);
    if (empty.length === 0) return exact();
    return exact({ constraints: { not: empty.length === 1 ? { const: empty[0]! } : { enum: empty } } });
  }
  return exact();
}

/** `@IsDefined`: refuses null and undefined; only any JSON and an enum listing null let null through their type. */
function defined(type: TypeDescriptor, nullable: boolean): RuleEffect {
  if (nullable) return approx();
  if (type.kind === 'json' || (type.kind === 'enum' && type.values.includes(null))) return exact({ constraints: { not: { const: null } } });
  return exact();
}

type RuleMapper = (c: readonly unknown[]) => RuleEffect;

/** The class-validator decorator → JSON Schema 2020-12 table; unlisted rules are runtime-only. */
export const RULES: { readonly [name: string]: RuleMapper } = {
  isDefined: () => exact({ refine: defined }),
  isString: () => exact({ kind: 'string' }),
  isInt: () => exact({ kind: 'integer' }),
  isNumber: (c) => ((c[0] as { maxDecimalPlaces?: number } | undefined)?.maxDecimalPlaces === undefined ? exact({ kind: 'number' }) : approx({ kind: 'number' })),
  isBoolean: () => exact({ kind: 'boolean' }),
  isDate: () => exact({ kind: 'date' }),
  isArray: () => exact({ kind: 'array' }),
  isObject: () => exact({ kind: 'object' }),
  isEnum: (c) => exact({ enumValues: enumMembers(c[0]) }),
  // `===` never matches an object against parsed JSON, so only the scalar members can ever be accepted.
  isIn: (c) => exact({ enumValues: enumMembers(c[0] ?? []) }),
  isNotIn: (c) => exact({ constraints: { not: { enum: enumMembers(c[0] ?? []) } } }),
  equals: (c) => (isScalar(c[0]) ? exact({ constraints: { const: c[0] } }) : approx()),
  notEquals: (c) => (isScalar(c[0]) ? exact({ constraints: { not: { const: c[0] as JsonValue } } }) : exact()),
  isNotEmpty: () => exact({ refine: notEmpty }),
  isEmpty: () => approx({ refine: (type) => (type.kind === 'string' ? exact({ constraints: { maxLength: 0 } }) : approx()) }),
  min: (c) => (typeof c[0] === 'number' ? exact({ kind: 'number', constraints: { minimum: c[0] } }) : approx()),
  max: (c) => (typeof c[0] === 'number' ? exact({ kind: 'number', constraints: { maximum: c[0] } }) : approx()),
  isPositive: () => exact({ kind: 'number', constraints: { exclusiveMinimum: 0 } }),
  isNegative: () => exact({ kind: 'number', constraints: { exclusiveMaximum: 0 } }),
  isDivisibleBy: (c) => divisibleRule(c[0]),
  minLength: (c) => lengthRule(c[0]),
  maxLength: (c) => lengthRule(0, c[0]),
  isLength: (c) => lengthRule(c[0], c[1]),
  matches: matchesRule,
  contains: (c) => {
    const pattern = containsPattern(c[0]);
    return pattern === undefined ? approx({ kind: 'string' }) : exact({ kind: 'string', constraints: { pattern } });
  },
  notContains: (c) => {
    const pattern = containsPattern(c[0]);
    return pattern === undefined ? approx({ kind: 'string' }) : exact({ kind: 'string', constraints: { not: { pattern } } });
  },
  // The compiler's `email` format is validator.js's isEmail with its default options, which @IsEmail() uses.
  isEmail: (c) => (c[0] === undefined || (typeof c[0] === 'object' && c[0] !== null && Object.keys(c[0]).length === 0) ? exact({ kind: 'string', constraints: { format: 'email' } }) : approx({ kind: 'string' })),
  isUuid: (c) => {
    const pattern = UUID_PATTERNS[c[0] === undefined || c[0] === null ? 'all' : String(c[0])];
    return pattern ? exact({ kind: 'string', constraints: { format: 'uuid', pattern } }) : approx({ kind: 'string' });
  },
  isRFC3339: () => exact({ kind: 'string', constraints: { pattern: RFC3339 } }),
  // No standard format accepts what these do (URLs without a scheme, date-only ISO 8601, internationalised names): string only.
  isUrl: () => approx({ kind: 'string' }),
  isDateString: () => approx({ kind: 'string' }),
  isIso8601: () => approx({ kind: 'string' }),
  isFqdn: () => approx({ kind: 'string' }),
  isIp: (c) => (String(c[0]) === '4' ? exact({ kind: 'string', constraints: { format: 'ipv4' } }) : approx({ kind: 'string' })),
  isBase64: () => approx({ kind: 'string', constraints: { contentEncoding: 'base64' } }),
  isJson: () => approx({ kind: 'string', constraints: { contentMediaType: 'application/json' } }),
  arrayMinSize: (c) => (typeof c[0] === 'number' ? exact({ kind: 'array', constraints: { minItems: c[0] } }) : approx({ kind: 'array' })),
  arrayMaxSize: (c) => (typeof c[0] === 'number' ? exact({ kind: 'array', constraints: { maxItems: c[0] } }) : approx({ kind: 'array' })),
  arrayNotEmpty: () => exact({ kind: 'array', constraints: { minItems: 1 } }),
  // class-validator compares items with ===, JSON Schema by value: the two agree only when the items are scalars.
  arrayUnique: (c) => (c[0] === undefined ? exact({ kind: 'array', refine: (type) => (type.kind === 'array' && isScalarKind(type.items) ? exact({ constraints: { uniqueItems: true } }) : approx()) }) : approx({ kind: 'array' })),
  isNotEmptyObject: (c) => ((c[0] as { nullable?: boolean } | undefined)?.nullable === false ? approx({ kind: 'object' }) : exact({ kind: 'object', constraints: { minProperties: 1 } })),
};

function isScalarKind(type: TypeDescriptor): boolean {
  return type.kind === 'string' || type.kind === 'number' || type.kind === 'integer' || type.kind === 'boolean' || type.kind === 'enum';
}
