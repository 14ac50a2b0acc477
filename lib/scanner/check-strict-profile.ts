import type { ToolInput } from '../model/tool-descriptor.js';
import type { ObjectType, TypeDescriptor, ValueDescriptor } from '../model/type-descriptor.js';
import { StrictProfileError } from '../errors/strict-profile.error.js';

const FIX = "Give it a concrete type (a DTO class, a primitive, an enum, or a list of one), or keep this tool on the standard profile: @Tool({ profile: 'standard' }).";

function checkType(type: TypeDescriptor, host: object, member: string, seen: Set<ObjectType>): void {
  switch (type.kind) {
    case 'json':
      throw new StrictProfileError(host, member, 'AnyJson (any JSON value)', FIX);
    case 'record':
      throw new StrictProfileError(host, member, `a ${type.delivery === 'map' ? 'MapOf' : 'free-form object or RecordOf'} (keys not known in advance)`, FIX);
    case 'array':
    case 'set':
      return checkType(type.items, host, member, seen);
    case 'union':
      for (const variant of type.variants) checkType(variant.type, host, member, seen);
      return;
    case 'object':
      if (seen.has(type)) return;
      seen.add(type);
      for (const p of type.properties) checkValue(p, type.target, `${type.target.name}.${p.name}`, seen);
      return;
    default:
      return;
  }
}

function checkValue(value: ValueDescriptor, host: object, member: string, seen: Set<ObjectType>): void {
  if (value.conditional) throw new StrictProfileError(host, member, 'conditional (@ValidateIf / validateIf), so its schema asserts nothing', FIX);
  checkType(value.type, host, member, seen);
}

/**
 * Refuses what strict function calling cannot describe: free-form JSON, maps and records (their keys are not
 * known in advance), and conditional properties (their schema is empty). The error names the class and member.
 */
export function checkStrictProfile(input: ToolInput, host: object): void {
  const seen = new Set<ObjectType>();
  if (input.kind === 'params') for (const p of input.params) checkValue(p, host, p.member, seen);
  else if (input.kind === 'dto') checkType(input.type, host, input.type.name, seen);
}
