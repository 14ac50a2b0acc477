import { reflectedParamTypes, type DesignType } from '../metadata/reflected-types.js';
import type { ParamRecord } from '../metadata/records.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { MissingDesignMetadataError } from '../errors/missing-design-metadata.error.js';
import { UnboundParameterError } from '../errors/unbound-parameter.error.js';

/** A method's parameters, one binding record per position, with their design types. */
export interface ParameterLayout {
  readonly arity: number;
  /**
   * `defaulted` is true from the first parameter with a JavaScript default on (`limit = 10`): the function's
   * `length` counts only the parameters before it. TypeScript's `x?: string` emits nothing and is not seen.
   */
  readonly slots: readonly { readonly record: ParamRecord; readonly design: DesignType; readonly defaulted: boolean }[];
  readonly contextIndex?: number;
}

/**
 * Reads design types and checks that every parameter is bound exactly once. Without design metadata (tsx, esbuild),
 * every parameter but `@Ctx()` must declare its `type`, and the arity comes from the records and `method.length`.
 */
export function parameterLayout(prototype: object, key: string, records: readonly ParamRecord[]): ParameterLayout {
  const design = reflectedParamTypes(prototype, key);
  if (design === undefined) {
    // An enum alone would not say whether the parameter is one value or a list: the design type did.
    const untyped = records.filter((r) => r.binding !== 'ctx' && r.options.type === undefined);
    if (untyped.length > 0) throw new MissingDesignMetadataError(untyped.sort((a, b) => a.index - b.index).map((r) => ({ host: prototype, key, index: r.index, name: r.name || undefined })));
  }
  // The descriptor, not the value: reading the value would run a getter (scan checks members are methods first).
  const method: unknown = Object.getOwnPropertyDescriptor(prototype, key)?.value;
  const declared = typeof method === 'function' ? method.length : 0;
  const arity = design ? Math.max(design.length, declared) : Math.max(declared, ...records.map((r) => r.index + 1));
  const slots: { record: ParamRecord; design: DesignType; defaulted: boolean }[] = [];
  let contextIndex: number | undefined;
  for (let index = 0; index < arity; index++) {
    const bound = records.filter((r) => r.index === index);
    if (bound.length === 0) throw new UnboundParameterError(prototype, key, index);
    if (bound.length > 1) {
      throw new InvalidDecoratorOptionError(prototype, key, `parameter #${index} carries ${bound.length} binding decorators`, 'Keep exactly one of @Param, @Args or @Ctx on each parameter.', index);
    }
    const record = bound[0]!;
    if (record.binding === 'ctx') {
      if (contextIndex !== undefined) throw new InvalidDecoratorOptionError(prototype, key, 'more than one parameter asks for @Ctx()', 'Keep one @Ctx() parameter.', index);
      contextIndex = index;
    }
    slots.push({ record, design: design?.[index], defaulted: index >= declared });
  }
  const names = new Set<string>();
  for (const { record } of slots) {
    if (record.binding !== 'param') continue;
    if (names.has(record.name)) {
      throw new InvalidDecoratorOptionError(prototype, key, `argument name ${JSON.stringify(record.name)} is bound twice`, 'Give each @Param a distinct name.', record.index, record.name);
    }
    names.add(record.name);
  }
  return { arity, slots, contextIndex };
}
