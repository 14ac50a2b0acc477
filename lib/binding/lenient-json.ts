import type { TypeDescriptor } from '../model/type-descriptor.js';
import type { RewriteRule, Rewriter } from './rewriter.js';

// JSON's own number syntax: "5", "-0.5", "1e3"; not "0x10", " 5" or "".
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

const toNumber: Rewriter = (value) => (typeof value === 'string' && JSON_NUMBER.test(value) ? Number(value) : value);
const toBoolean: Rewriter = (value) => (value === 'true' ? true : value === 'false' ? false : value);

function parsed(wantArray: boolean): Rewriter {
  return (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (!(wantArray ? text.startsWith('[') : text.startsWith('{'))) return value;
    try {
      const result: unknown = JSON.parse(text);
      return result !== null && typeof result === 'object' && Array.isArray(result) === wantArray ? result : value;
    } catch {
      return value;
    }
  };
}

/**
 * Lenient arguments, for models that send JSON inside strings: `"5"` where the schema asks for a number or an
 * integer, `"true"` for a boolean, `"{…}"` for an object and `"[…]"` for a list. Nothing else changes: a string
 * where the schema asks for a string (or for any JSON) stays a string, and the result is still checked.
 */
export const LENIENT_JSON: RewriteRule = {
  leaf(type: TypeDescriptor): Rewriter | undefined {
    switch (type.kind) {
      case 'number':
      case 'integer':
        return toNumber;
      case 'boolean':
        return toBoolean;
      case 'enum':
        if (type.values.every((v) => typeof v === 'number')) return toNumber;
        return type.values.every((v) => typeof v === 'boolean') ? toBoolean : undefined;
      case 'array':
      case 'set':
        return parsed(true);
      case 'object':
      case 'record':
      case 'union':
        return parsed(false);
      default:
        return undefined;
    }
  },
  drops: () => false,
};
