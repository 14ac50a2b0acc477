import { UriTemplateSyntaxError } from '../errors/uri-template-syntax.error.js';

/** One `{…}` expression of an RFC 6570 template. */
export interface UriTemplateExpression {
  readonly operator: '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';
  readonly variables: readonly { readonly name: string; readonly explode: boolean; readonly prefix?: number }[];
}

/** A parsed RFC 6570 template: literal text and expressions, in order. */
export interface ParsedUriTemplate {
  readonly template: string;
  readonly parts: readonly (string | UriTemplateExpression)[];
  readonly variables: readonly string[];
}

const OPERATORS = new Set(['+', '#', '.', '/', ';', '?', '&']);
const VARNAME = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*$/;

/** Parses an RFC 6570 (level 1–4) URI template, or throws UriTemplateSyntaxError saying what is wrong. */
export function parseUriTemplate(template: string): ParsedUriTemplate {
  const parts: (string | UriTemplateExpression)[] = [];
  const names: string[] = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    const close = template.indexOf('}', i);
    if (close !== -1 && (open === -1 || close < open)) throw new UriTemplateSyntaxError(`unmatched "}" at position ${close}`);
    if (open === -1) {
      parts.push(template.slice(i));
      break;
    }
    if (open > i) parts.push(template.slice(i, open));
    const end = template.indexOf('}', open);
    if (end === -1) throw new UriTemplateSyntaxError(`unclosed "{" at position ${open}`);
    let body = template.slice(open + 1, end);
    if (body.includes('{')) throw new UriTemplateSyntaxError(`nested "{" at position ${open}`);
    let operator: UriTemplateExpression['operator'] = '';
    if (body.length > 0 && OPERATORS.has(body[0]!)) {
      operator = body[0] as UriTemplateExpression['operator'];
      body = body.slice(1);
    }
    if (body.length === 0) throw new UriTemplateSyntaxError(`empty expression at position ${open}`);
    const variables = body.split(',').map((spec) => {
      const m = /^([^:*]+)(?:(\*)|:([1-9][0-9]{0,3}))?$/.exec(spec);
      if (!m || !VARNAME.test(m[1]!)) throw new UriTemplateSyntaxError(`bad variable ${JSON.stringify(spec)}`);
      if (names.includes(m[1]!)) throw new UriTemplateSyntaxError(`variable ${JSON.stringify(m[1])} appears twice`);
      names.push(m[1]!);
      return m[3] === undefined ? { name: m[1]!, explode: m[2] === '*' } : { name: m[1]!, explode: false, prefix: Number(m[3]) };
    });
    parts.push({ operator, variables });
    i = end + 1;
  }
  return { template, parts, variables: names };
}
