import type { ParamDescriptor } from '../model/param-descriptor.js';
import { ScanWarningError, type ScanWarningCode } from '../errors/scan-warning.error.js';
import { formatClass, formatMember } from '../errors/format-member.js';

/** Collects scan warnings: each goes to `warn`, or is thrown at once under `strict`. */
export class ScanWarnings {
  constructor(private readonly strict: boolean, private readonly warn: (warning: ScanWarningError) => void) {}

  report(code: ScanWarningCode, target: object, member: string, message: string): void {
    const warning = new ScanWarningError(code, formatClass(target), member, message);
    if (this.strict) throw warning;
    this.warn(warning);
  }
}

/**
 * Own properties a fresh DTO instance has (field initialisers, constructor assignments) that no decorator declares:
 * they are not in the schema, so a client that sends one is refused and the handler never gets it from the input.
 */
export function checkUndecoratedProperties(target: Function, instance: object | undefined, declared: ReadonlySet<string>, warnings: ScanWarnings): void {
  if (instance === undefined) return;
  for (const key of Object.keys(instance)) {
    if (declared.has(key)) continue;
    const member = formatMember(target, key);
    warnings.report('MCPD_UNDECORATED_PROPERTY', target, member, `${member} has a field initialiser but no decorator, so it is not part of the input schema: a client that sends it is refused. Declare it (e.g. @Field() or @IsOptional() @IsInt() ${key} = …), or move it out of the DTO.`);
  }
}

/**
 * The parameter names of a compiled function (`search(query, limit = 10)`) and where its body starts, or undefined when
 * a parameter is not a plain name (destructuring) or the list cannot be read safely (a template literal or a regex in a default).
 */
function parameterList(source: string): { readonly names: string[]; readonly bodyStart: number } | undefined {
  const open = source.indexOf('(');
  if (open < 0) return undefined;
  const parts: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) {
        parts.push(source.slice(start, i));
        const names = parts.map((p) => /^\s*([A-Za-z_$][\w$]*)\s*(?:=[^]*)?$/.exec(p)?.[1]);
        return names.every((n) => n !== undefined) ? { names: names as string[], bodyStart: i + 1 } : undefined;
      }
      depth--;
    } else if (c === ',' && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    } else if (c === '"' || c === "'") {
      // A string in a default value: skip to its closing quote.
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '`' || c === '/') return undefined;
  }
  return undefined;
}

function escape(name: string): string {
  return name.replace(/\$/g, '\\$');
}

/**
 * A required `@Param` whose handler body falls back when it is undefined (`limit ?? 10`, `limit === undefined`,
 * `typeof limit === 'undefined'`). TypeScript erases `limit?: number` entirely, so this reading of the compiled body is
 * the only trace of it; a JavaScript default (`limit = 10`) is seen by the function's length and is optional already.
 */
export function checkOptionalLookingParams(method: Function, params: readonly ParamDescriptor[], target: object, warnings: ScanWarnings): void {
  const required = params.filter((p) => !p.optional && !p.nullable);
  if (required.length === 0) return;
  const source = Function.prototype.toString.call(method);
  const list = parameterList(source);
  if (!list) return;
  const { names } = list;
  const body = source.slice(list.bodyStart);
  for (const param of required) {
    const name = names[param.index];
    if (name === undefined) continue;
    const n = escape(name);
    const fallsBack = new RegExp(`(?<![\\w$.])${n}\\s*(?:\\?\\?|[!=]==?\\s*(?:undefined|void 0)\\b)|(?:undefined|void 0)\\s*[!=]==?\\s*${n}(?![\\w$])|typeof\\s+${n}\\s*[!=]==?\\s*['"]undefined['"]`).test(body);
    if (!fallsBack) continue;
    warnings.report('MCPD_OPTIONAL_LOOKING_PARAM', target, param.member, `${param.member} is required in the schema, but the handler falls back when it is undefined (TypeScript emits nothing for "${name}?:"). Add optional: true (or a default: @Param('${param.name}', { default: … })), or drop the fallback.`);
  }
}
