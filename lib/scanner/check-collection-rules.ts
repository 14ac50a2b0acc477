import type { TypeDescriptor } from '../model/type-descriptor.js';
import { CollectionRuleError } from '../errors/collection-rule.error.js';
import type { RuleMetadata } from './class-validator-rules.js';

// class-validator's array rules start with Array.isArray; isNotEmptyObject counts own enumerable keys, which a Map has none of.
const ON_SET = new Set(['isArray', 'arrayUnique', 'arrayNotEmpty', 'arrayMinSize', 'arrayMaxSize', 'arrayContains', 'arrayNotContains']);
const ON_MAP = new Set(['isNotEmptyObject']);

function fixFor(rule: string, type: TypeDescriptor): string {
  if (rule === 'arrayUnique') return 'A Set\'s items are unique already (its schema says uniqueItems: true): remove @ArrayUnique(), or declare the property as an array (@Field({ type: () => [String] }) tags!: string[]).';
  if (rule === 'isArray') return 'Its schema already says type: "array": remove @IsArray(), or declare the property as an array (@Field({ type: () => [String] })).';
  if (type.kind === 'record') return 'Declare it as a plain object (@Field({ type: () => RecordOf(String) })) to keep the rule, or check the size in the handler.';
  return 'Declare the property as an array (@Field({ type: () => [String] }) tags!: string[]) to keep the rule, or check the size in the handler.';
}

/**
 * Refuses, at scan time, a rule (conditional or not, not `{ each: true }`) that class-validator would run on a
 * `Set` or `Map` delivered to the handler and that refuses every such value.
 */
export function checkCollectionRules(target: Function, key: string, type: TypeDescriptor, metas: readonly RuleMetadata[]): void {
  const delivered = type.kind === 'set' ? 'Set' : type.kind === 'record' && type.delivery === 'map' ? 'Map' : undefined;
  if (delivered === undefined) return;
  const refused = delivered === 'Set' ? ON_SET : ON_MAP;
  for (const meta of metas) {
    if (meta.type !== 'customValidation' || meta.each === true || meta.name === undefined || !refused.has(meta.name)) continue;
    throw new CollectionRuleError(target, key, meta.name[0]!.toUpperCase() + meta.name.slice(1), delivered, fixFor(meta.name, type));
  }
}
