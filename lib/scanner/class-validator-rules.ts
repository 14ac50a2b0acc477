import { getMetadataStorage } from 'class-validator';
import type { Constraints } from '../model/type-descriptor.js';
import type { JsonValue } from '../model/json-value.js';

/** The base kind a class-validator rule implies, when it implies one. */
export type RuleKind = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'array' | 'object';

/** What one class-validator rule contributes to a property's schema. */
export interface RuleEffect {
  readonly kind?: RuleKind;
  readonly enumValues?: readonly (string | number)[];
  readonly constraints?: Constraints;
  /** The schema says exactly what the rule checks; when false, class-validator must also run. */
  readonly exact: boolean;
}

/** The slice of class-validator's ValidationMetadata the mapping reads. */
export interface RuleMetadata {
  readonly type: string;
  readonly name?: string;
  readonly constraints?: readonly unknown[];
  readonly each?: boolean;
  readonly constraintCls?: Function;
}

function enumValues(enumObject: unknown): (string | number)[] {
  if (Array.isArray(enumObject)) return enumObject.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  if (enumObject === null || typeof enumObject !== 'object') return [];
  const entries = Object.entries(enumObject as Record<string, unknown>);
  // Numeric TS enums carry reverse mappings (0 -> "A"); keep only the forward ones.
  return entries
    .filter(([key]) => !/^\d+$/.test(key))
    .map(([, value]) => value)
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
}

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const exact = (effect: Omit<RuleEffect, 'exact'>): RuleEffect => ({ ...effect, exact: true });
const approx = (effect: Omit<RuleEffect, 'exact'>): RuleEffect => ({ ...effect, exact: false });

type RuleMapper = (c: readonly unknown[]) => RuleEffect;

/** The decorator → JSON Schema 2020-12 table; unlisted rules are runtime-only. */
const RULES: { readonly [name: string]: RuleMapper } = {
  isString: () => exact({ kind: 'string' }),
  isInt: () => exact({ kind: 'integer' }),
  isNumber: (c) => ((c[0] as { maxDecimalPlaces?: number } | undefined)?.maxDecimalPlaces === undefined ? exact({ kind: 'number' }) : approx({ kind: 'number' })),
  isBoolean: () => exact({ kind: 'boolean' }),
  isDate: () => exact({ kind: 'date' }),
  isArray: () => exact({ kind: 'array' }),
  isObject: () => exact({ kind: 'object' }),
  isEnum: (c) => exact({ enumValues: enumValues(c[0]) }),
  isIn: (c) => exact({ constraints: { enum: [...((c[0] as JsonValue[]) ?? [])] } }),
  isNotIn: (c) => exact({ constraints: { not: { enum: [...((c[0] as JsonValue[]) ?? [])] } } }),
  equals: (c) => exact({ constraints: { const: c[0] as JsonValue } }),
  notEquals: (c) => exact({ constraints: { not: { const: c[0] as JsonValue } } }),
  min: (c) => exact({ constraints: { minimum: c[0] as number } }),
  max: (c) => exact({ constraints: { maximum: c[0] as number } }),
  isPositive: () => exact({ constraints: { exclusiveMinimum: 0 } }),
  isNegative: () => exact({ constraints: { exclusiveMaximum: 0 } }),
  isDivisibleBy: (c) => exact({ constraints: { multipleOf: c[0] as number } }),
  minLength: (c) => approx({ kind: 'string', constraints: { minLength: c[0] as number } }),
  maxLength: (c) => approx({ kind: 'string', constraints: { maxLength: c[0] as number } }),
  isLength: (c) => approx({ kind: 'string', constraints: { minLength: c[0] as number, ...(typeof c[1] === 'number' ? { maxLength: c[1] } : {}) } }),
  matches: (c) => {
    const pattern = c[0];
    if (pattern instanceof RegExp && /^u?$/.test(pattern.flags)) return exact({ kind: 'string', constraints: { pattern: pattern.source } });
    if (typeof pattern === 'string' && (c[1] === undefined || c[1] === '' || c[1] === 'u')) return exact({ kind: 'string', constraints: { pattern } });
    return approx({ kind: 'string' });
  },
  contains: (c) => exact({ kind: 'string', constraints: { pattern: escapePattern(String(c[0])) } }),
  notContains: (c) => exact({ kind: 'string', constraints: { not: { pattern: escapePattern(String(c[0])) } } }),
  isEmail: () => approx({ kind: 'string', constraints: { format: 'email' } }),
  isUrl: () => approx({ kind: 'string', constraints: { format: 'uri', pattern: '^https?://' } }),
  isUuid: (c) => (c[0] === undefined || c[0] === 'all' ? exact({ kind: 'string', constraints: { format: 'uuid' } }) : approx({ kind: 'string', constraints: { format: 'uuid' } })),
  isDateString: () => approx({ kind: 'string', constraints: { format: 'date-time' } }),
  isIso8601: () => approx({ kind: 'string', constraints: { format: 'date-time' } }),
  isRfc3339: () => approx({ kind: 'string', constraints: { format: 'date-time' } }),
  isIp: (c) => (String(c[0]) === '4' ? exact({ kind: 'string', constraints: { format: 'ipv4' } }) : String(c[0]) === '6' ? exact({ kind: 'string', constraints: { format: 'ipv6' } }) : approx({ kind: 'string' })),
  isFqdn: () => approx({ kind: 'string', constraints: { format: 'hostname' } }),
  isBase64: () => approx({ kind: 'string', constraints: { contentEncoding: 'base64' } }),
  isJson: () => approx({ kind: 'string', constraints: { contentMediaType: 'application/json' } }),
  arrayMinSize: (c) => exact({ kind: 'array', constraints: { minItems: c[0] as number } }),
  arrayMaxSize: (c) => exact({ kind: 'array', constraints: { maxItems: c[0] as number } }),
  arrayNotEmpty: () => exact({ kind: 'array', constraints: { minItems: 1 } }),
  arrayUnique: (c) => (c.length === 0 || c[0] === undefined ? approx({ kind: 'array', constraints: { uniqueItems: true } }) : approx({ kind: 'array' })),
  isNotEmptyObject: () => exact({ kind: 'object', constraints: { minProperties: 1 } }),
};

/** Maps one class-validator metadata entry to its schema effect. */
export function ruleEffect(meta: RuleMetadata): RuleEffect {
  if (meta.type !== 'customValidation' || meta.name === undefined) return approx({});
  const mapper = RULES[meta.name];
  return mapper ? mapper(meta.constraints ?? []) : approx({});
}

/** True when the rule's constraint class validates asynchronously (so validateSync would skip it). */
export function isAsyncRule(meta: RuleMetadata): boolean {
  if (!meta.constraintCls) return false;
  return getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls).some((c) => c.async);
}

/** Validation metadata of a class, its bases included, grouped by property in declaration order. */
export function rulesByProperty(target: Function): Map<string, RuleMetadata[]> {
  const byProperty = new Map<string, RuleMetadata[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(target, '', true, false)) {
    const list = byProperty.get(meta.propertyName) ?? [];
    list.push(meta as RuleMetadata);
    byProperty.set(meta.propertyName, list);
  }
  return byProperty;
}
