import type { DesignType } from '../metadata/reflected-types.js';
import type { ParamRecord } from '../metadata/records.js';
import type { Completer, ParamDescriptor } from '../model/param-descriptor.js';
import type { TypeDescriptor } from '../model/type-descriptor.js';
import { formatMember } from '../errors/format-member.js';
import type { ScanContext } from './scan-context.js';

function completerFor(record: ParamRecord, type: TypeDescriptor, instance: object): Completer | undefined {
  const source = record.options.complete;
  const prefixFilter = (values: readonly string[], value: string): readonly string[] => {
    const needle = value.toLowerCase();
    return values.filter((v) => v.toLowerCase().startsWith(needle));
  };
  if (Array.isArray(source)) {
    const values = [...(source as readonly string[])];
    return async (value) => prefixFilter(values, value);
  }
  if (typeof source === 'function') {
    return async (value, context) => {
      const result: unknown = await source.call(instance as never, value, context);
      // Checked where the answer is written (completion/complete): a value that is not text is refused, not "[object Object]".
      return (result === undefined ? [] : result) as readonly string[];
    };
  }
  if (type.kind === 'enum') {
    const values = type.values.filter((v) => v !== null).map(String);
    return async (value) => prefixFilter(values, value);
  }
  return undefined;
}

/**
 * Builds the descriptor of one `@Param`: resolved type, constraints, presence, completion. A parameter with a
 * JavaScript default (`defaulted`) is optional; the handler's own default fills it in.
 */
export function paramDescriptorFrom(record: ParamRecord, design: DesignType, declaredBy: Function, instance: object, context: ScanContext, defaulted = false): ParamDescriptor {
  const site = { host: declaredBy.prototype as object, key: record.key, index: record.index, name: record.name };
  const value = context.resolver.valueFrom(record.options, design, site, `@Param('${record.name}', `, undefined, { optional: defaulted });
  if (value.default !== undefined) context.resolver.addPendingDefault({ value, site });
  return {
    ...value,
    name: record.name,
    index: record.index,
    member: formatMember(declaredBy, record.key, record.index, record.name),
    complete: completerFor(record, value.type, instance),
    header: record.options.header,
  };
}
