import type { ObjectType, FieldDescriptor, TypeDescriptor, UnionType } from '../model/type-descriptor.js';

/** Rewrites one raw value before the schema check; returns the same reference when it changes nothing. */
export type Rewriter = (value: unknown) => unknown;

/** How one rule rewrites values: the leaf change for a type, and which properties it removes (`null` meaning absent). */
export interface RewriteRule {
  /** A change of the value itself where its type asks for it, or undefined when the type needs none. */
  leaf(type: TypeDescriptor): Rewriter | undefined;
  /** True when this property's value should be deleted (e.g. `null` for an optional property under the strict profile). */
  drops(property: FieldDescriptor, value: unknown): boolean;
}

type Memo = Map<ObjectType | UnionType, Rewriter>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function then(first: Rewriter | undefined, second: Rewriter | undefined): Rewriter | undefined {
  if (!first) return second;
  if (!second) return first;
  return (value) => second(first(value));
}

function objectRewriter(properties: readonly FieldDescriptor[], rule: RewriteRule, memo: Memo): Rewriter {
  const parts = properties.map((p) => ({ property: p, rewrite: compileRewriter(p.type, rule, memo) }));
  return (value) => {
    if (!isObject(value)) return value;
    let out: Record<string, unknown> | undefined;
    for (const { property, rewrite } of parts) {
      const current = value[property.name];
      if (current === undefined) continue;
      if (rule.drops(property, current)) {
        out ??= { ...value };
        delete out[property.name];
        continue;
      }
      const next = rewrite ? rewrite(current) : current;
      if (next !== current) (out ??= { ...value })[property.name] = next;
    }
    return out ?? value;
  };
}

/** A rewriter for the properties of an arguments object (a DTO, or a tool's `@Param`s). */
export function compilePropertiesRewriter(properties: readonly FieldDescriptor[], rule: RewriteRule): Rewriter {
  return then(rule.leaf({ kind: 'object', name: '(arguments)', target: Object, properties, runtimeRules: false, asyncRules: false }), objectRewriter(properties, rule, new Map()))!;
}

function listRewriter(item: Rewriter): Rewriter {
  return (value) => {
    if (!Array.isArray(value)) return value;
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const next = item(v);
      if (next !== v) (out ??= [...value])[i] = next;
    });
    return out ?? value;
  };
}

function structure(type: TypeDescriptor, rule: RewriteRule, memo: Memo): Rewriter | undefined {
  switch (type.kind) {
    case 'array':
    case 'set': {
      const item = compileRewriter(type.items, rule, memo);
      return item ? listRewriter(item) : undefined;
    }
    case 'record': {
      const item = compileRewriter(type.values, rule, memo);
      if (!item) return undefined;
      return (value) => {
        if (!isObject(value)) return value;
        let out: Record<string, unknown> | undefined;
        for (const key of Object.keys(value)) {
          const next = item(value[key]);
          if (next !== value[key]) (out ??= { ...value })[key] = next;
        }
        return out ?? value;
      };
    }
    case 'object': {
      const known = memo.get(type);
      if (known) return known;
      let impl: Rewriter = (v) => v;
      const rewriter: Rewriter = (value) => impl(value);
      memo.set(type, rewriter);
      impl = objectRewriter(type.properties, rule, memo);
      return rewriter;
    }
    case 'union': {
      const known = memo.get(type);
      if (known) return known;
      let byValue = new Map<string, Rewriter | undefined>();
      const rewriter: Rewriter = (value) => {
        const tag = isObject(value) ? value[type.discriminator] : undefined;
        const variant = typeof tag === 'string' ? byValue.get(tag) : undefined;
        return variant ? variant(value) : value;
      };
      memo.set(type, rewriter);
      byValue = new Map(type.variants.map((v) => [v.value, compileRewriter(v.type, rule, memo)]));
      return rewriter;
    }
    default:
      return undefined;
  }
}

/** Compiles a rule into a rewriter for values of `type`, walking into arrays, sets, records, DTOs and unions. */
export function compileRewriter(type: TypeDescriptor, rule: RewriteRule, memo: Memo = new Map()): Rewriter | undefined {
  return then(rule.leaf(type), structure(type, rule, memo));
}
