import type { ParsedUriTemplate, UriTemplateExpression } from './uri-template.js';

/**
 * One piece of a compiled template. Every RFC 6570 expression the matcher supports reads a run of one character
 * class, optionally behind a lead character (`{.ext}` reads `.` then `[^/?#]*`, and may be absent altogether).
 * `{/a,b}` is `(/[^/?#]*)*`, which is the same language as `(/[^?#]*)?`; `{;p}` likewise.
 */
type Piece =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'run'; readonly lead: number; readonly stops: Uint8Array; readonly keepLead: boolean; readonly expr: UriTemplateExpression };

/** The characters a run stops at, as a table indexed by character code: a run takes every other one. */
function allExcept(stops: string): Uint8Array {
  const codes = [...stops].map((c) => c.charCodeAt(0));
  const table = new Uint8Array(Math.max(...codes) + 1);
  for (const code of codes) table[code] = 1;
  return table;
}

/** Whether a run of `stops` may hold the character `code`. */
function passes(stops: Uint8Array, code: number): boolean {
  return code >= stops.length || stops[code] === 0;
}

const NO_LEAD = -1;

const SIMPLE = allExcept('/?#&');
const RESERVED = allExcept('?#');
const SEGMENT = allExcept('/?#');
const QUERY = allExcept('#');
// `(.*)` in the regular expression this replaces: any character but a line terminator.
const FRAGMENT = allExcept('\n\r\u2028\u2029');

function pieceOf(expr: UriTemplateExpression): Piece {
  const run = (lead: string | undefined, stops: Uint8Array, keepLead = false): Piece => ({ kind: 'run', lead: lead === undefined ? NO_LEAD : lead.charCodeAt(0), stops, keepLead, expr });
  switch (expr.operator) {
    case '':
      return run(undefined, SIMPLE);
    case '+':
      return run(undefined, RESERVED);
    case '#':
      return run('#', FRAGMENT);
    case '.':
      return run('.', SEGMENT);
    case '/':
      return run('/', RESERVED, true);
    case ';':
      return run(';', SEGMENT, true);
    case '?':
      return run('?', QUERY);
    case '&':
      return run('&', QUERY);
  }
}

let steps = 0;

/**
 * The work every matcher of this process has done so far, in steps (one per table cell, literal character compared
 * or character scanned). For tests that bound matching work in the URI's length; nothing else reads it.
 */
export function uriTemplateMatchSteps(): number {
  return steps;
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Splits `uri` into the raw text of each run piece, or returns undefined when it does not fit. Where several splits
 * fit, each piece takes the longest text that still lets the rest match, left to right (what a backtracking regular
 * expression of greedy groups would choose), but found without backtracking: a table `fits[k][i]` ("pieces k… match
 * uri[i…]") filled right to left in one pass per piece, then one walk that reads the table. The work is
 * O((pieces + literal characters) × uri length) whatever the URI, so a near-miss costs no more than a match.
 */
function split(pieces: readonly Piece[], uri: string): (string | undefined)[] | undefined {
  const n = uri.length;
  let work = 0;
  const fits: Uint8Array[] = new Array<Uint8Array>(pieces.length + 1);
  const end = new Uint8Array(n + 1);
  end[n] = 1;
  fits[pieces.length] = end;
  for (let k = pieces.length - 1; k >= 0; k--) {
    const piece = pieces[k]!;
    const next = fits[k + 1]!;
    const here = new Uint8Array(n + 1);
    if (piece.kind === 'literal') {
      const length = piece.text.length;
      for (let i = 0; i + length <= n; i++) {
        work++;
        if (next[i + length] !== 1) continue;
        let same = true;
        for (let c = 0; c < length && same; c++, work++) same = uri.charCodeAt(i + c) === piece.text.charCodeAt(c);
        if (same) here[i] = 1;
      }
    } else {
      // tail: "a run of allowed characters from i, then pieces k+1…, match uri[i…]", carried down as one value.
      const { lead, stops } = piece;
      let tail = 0;
      for (let i = n; i >= 0; i--) {
        work++;
        const code = i < n ? uri.charCodeAt(i) : -1;
        const rest = next[i]!;
        const before = tail;
        tail = rest === 1 || (i < n && before === 1 && passes(stops, code)) ? 1 : 0;
        here[i] = lead === NO_LEAD ? tail : rest === 1 || (code === lead && before === 1) ? 1 : 0;
      }
    }
    fits[k] = here;
  }
  if (fits[0]![0] !== 1) return (steps += work), undefined;
  const raws: (string | undefined)[] = [];
  let i = 0;
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k]!;
    const next = fits[k + 1]!;
    if (piece.kind === 'literal') {
      i += piece.text.length;
      continue;
    }
    const from = piece.lead === NO_LEAD ? i : i + 1;
    if (piece.lead !== NO_LEAD && (i >= n || uri.charCodeAt(i) !== piece.lead || !runFits(piece, uri, from, next))) {
      // Absent: the table says the rest matches from here.
      raws.push(undefined);
      continue;
    }
    let to = from;
    while (to < n && passes(piece.stops, uri.charCodeAt(to))) to++, work++;
    while (next[to] !== 1) to--, work++;
    raws.push(uri.slice(piece.keepLead ? i : from, to));
    i = to;
  }
  steps += work;
  return raws;

  function runFits(piece: Extract<Piece, { kind: 'run' }>, text: string, from: number, next: Uint8Array): boolean {
    // Whether some run from `from` lets the rest match: the first place the run cannot pass bounds it.
    for (let j = from; ; j++, work++) {
      if (next[j] === 1) return true;
      if (j >= text.length || !passes(piece.stops, text.charCodeAt(j))) return false;
    }
  }
}

/**
 * The variable values of a match: `raws[g]` is the text the g-th expression took (undefined or empty: none).
 * Values are percent-decoded (undefined when one does not decode); a query-style expression's keys are read in any order.
 */
export function valuesOf(expressions: readonly UriTemplateExpression[], raws: readonly (string | undefined)[]): Record<string, string> | undefined {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (let g = 0; g < expressions.length; g++) {
    const raw = raws[g];
    if (raw === undefined || raw === '') continue;
    const { operator, variables } = expressions[g]!;
    if (operator === '?' || operator === '&' || operator === ';') {
      const pairs = raw.split(operator === ';' ? ';' : '&').filter((p) => p !== '');
      for (const pair of pairs) {
        const eq = pair.indexOf('=');
        const key = decode(eq === -1 ? pair : pair.slice(0, eq));
        const value = decode(eq === -1 ? '' : pair.slice(eq + 1));
        if (key === undefined || value === undefined) return undefined;
        if (variables.some((v) => v.name === key)) values[key] = value;
      }
      continue;
    }
    const parts = operator === '/' ? raw.slice(1).split('/') : variables.length > 1 ? raw.split(operator === '.' ? '.' : ',') : [raw];
    if (operator === '/' && variables.length === 1 && parts.length > 1 && !variables[0]!.explode) return undefined;
    for (let v = 0; v < variables.length; v++) {
      const part = variables.length === 1 && variables[0]!.explode ? parts.join(',') : parts[v];
      if (part === undefined) continue;
      const value = decode(part);
      if (value === undefined) return undefined;
      values[variables[v]!.name] = value;
    }
  }
  return values;
}

/**
 * Builds a matcher that reads variable values back out of a concrete URI, or returns undefined when the URI does not fit.
 * Values are percent-decoded; a query-style expression (`{?a,b}`) matches its keys in any order and may omit them.
 * Its work is linear in the URI's length for any template (see `split`).
 */
export function uriTemplateMatcher(parsed: ParsedUriTemplate): (uri: string) => Record<string, string> | undefined {
  const pieces: Piece[] = parsed.parts.map((part) => (typeof part === 'string' ? { kind: 'literal', text: part } : pieceOf(part)));
  const first = pieces[0]?.kind === 'literal' ? pieces[0].text : '';
  const expressions = parsed.parts.filter((part): part is UriTemplateExpression => typeof part !== 'string');
  const last = pieces.length > 1 && pieces[pieces.length - 1]!.kind === 'literal' ? (pieces[pieces.length - 1] as { text: string }).text : '';
  return (uri) => {
    // The literal ends are checked first, so a URI of another scheme or suffix costs no table.
    steps += first.length + last.length;
    if (uri.length < first.length + last.length || !uri.startsWith(first) || !uri.endsWith(last)) return undefined;
    const raws = split(pieces, uri);
    if (!raws) return undefined;
    return valuesOf(expressions, raws);
  };
}
