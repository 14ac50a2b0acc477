/**
 * What a class-validator regular expression becomes in a JSON Schema `pattern`: the same language under
 * Ajv's unicode-mode matching, or the reason it cannot be (then the rule stays runtime-only).
 */
export type SchemaPattern = { readonly pattern: string } | { readonly reason: string };

const SURROGATE_LOW = 0xd800;
const SURROGATE_HIGH = 0xdfff;

import { UnsafePatternError as Unsafe } from '../errors/unsafe-pattern.error.js';

function compiles(source: string, flags: string): boolean {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
}

const isAsciiLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const hasCase = (code: number): boolean => String.fromCharCode(code).toLowerCase() !== String.fromCharCode(code).toUpperCase();
const other = (code: number): number => (code >= 0x61 ? code - 0x20 : code + 0x20);
const hex = (code: number): string => `\\u${code.toString(16).padStart(4, '0')}`;

const SIMPLE_ESCAPES: { readonly [c: string]: number } = { n: 10, r: 13, t: 9, v: 11, f: 12, '0': 0 };

/** Reads one escape at `i` (pointing at the backslash); returns its text, its code unit (when it is one character) and its length. */
function readEscape(source: string, i: number, inClass: boolean): { text: string; code?: number; length: number } {
  const next = source[i + 1];
  if (next === undefined) throw new Unsafe('it ends in a lone backslash');
  if ('DSW'.includes(next)) throw new Unsafe(`\\${next} matches half of an emoji without the u flag`);
  if (next === 'p' || next === 'P') throw new Unsafe(`\\${next} means a plain "${next}" without the u flag`);
  if (next === 'u') {
    if (source[i + 2] === '{') throw new Unsafe('\\u{…} means "u" repeated without the u flag');
    const code = Number.parseInt(source.slice(i + 2, i + 6), 16);
    if (!/^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) return { text: source.slice(i, i + 2), code: 0x75, length: 2 };
    if (code >= SURROGATE_LOW && code <= SURROGATE_HIGH) throw new Unsafe('it names a surrogate code unit');
    return { text: source.slice(i, i + 6), code, length: 6 };
  }
  if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(source.slice(i + 2, i + 4))) {
    return { text: source.slice(i, i + 4), code: Number.parseInt(source.slice(i + 2, i + 4), 16), length: 4 };
  }
  if (next === 'c' && /^[A-Za-z]$/.test(source[i + 2] ?? '')) return { text: source.slice(i, i + 3), code: source.charCodeAt(i + 2) % 32, length: 3 };
  if (inClass && next === 'b') return { text: '\\b', code: 8, length: 2 };
  if ('dwsbB'.includes(next)) return { text: `\\${next}`, length: 2 };
  if (/[1-9]/.test(next) || next === 'k') return { text: `\\${next}`, length: 2, code: -1 };
  const code = SIMPLE_ESCAPES[next] ?? next.charCodeAt(0);
  return { text: `\\${next}`, code, length: 2 };
}

/** Rewrites a character class; with `ignoreCase`, adds the other case of every ASCII letter it covers. */
function rewriteClass(source: string, start: number, ignoreCase: boolean): { text: string; end: number } {
  let i = start + 1;
  if (source[i] === '^') throw new Unsafe('a negated class matches half of an emoji without the u flag');
  const ranges: [number, number][] = [];
  let body = '';
  const atom = (): { text: string; code?: number } => {
    const c = source[i]!;
    if (c === '\\') {
      const escape = readEscape(source, i, true);
      i += escape.length;
      return escape;
    }
    i += 1;
    return { text: c, code: c.charCodeAt(0) };
  };
  while (i < source.length && source[i] !== ']') {
    const low = atom();
    if (source[i] === '-' && source[i + 1] !== undefined && source[i + 1] !== ']') {
      i += 1;
      const high = atom();
      body += `${low.text}-${high.text}`;
      if (low.code !== undefined && high.code !== undefined && low.code >= 0 && high.code >= 0) ranges.push([low.code, high.code]);
    } else {
      body += low.text;
      if (low.code !== undefined && low.code >= 0) ranges.push([low.code, low.code]);
    }
  }
  if (source[i] !== ']') throw new Unsafe('a class is not closed');
  let extra = '';
  for (const [lo, hi] of ranges) {
    if (lo <= SURROGATE_HIGH && hi >= SURROGATE_LOW) throw new Unsafe('a class range spans the surrogate code units');
    if (!ignoreCase) continue;
    if (hi > 0x7f && [...Array(Math.min(hi, 0xffff) - Math.max(lo, 0x80) + 1).keys()].some((k) => hasCase(Math.max(lo, 0x80) + k))) {
      throw new Unsafe('case-insensitive matching of non-ASCII letters differs without the u flag');
    }
    for (const [a, z] of [[0x41, 0x5a], [0x61, 0x7a]] as const) {
      const from = Math.max(lo, a);
      const to = Math.min(hi, z);
      if (from <= to) extra += from === to ? hex(other(from)) : `${hex(other(from))}-${hex(other(to))}`;
    }
  }
  return { text: `[${body}${extra}]`, end: i + 1 };
}

/** Rewrites a non-unicode source so that unicode-mode matching gives the same answers, or throws Unsafe. */
function rewrite(source: string, ignoreCase: boolean, multiline: boolean): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const code = c.charCodeAt(0);
    if (code >= SURROGATE_LOW && code <= SURROGATE_HIGH) throw new Unsafe('it contains an astral character, which is two units without the u flag');
    if (ignoreCase && code > 0x7f && hasCase(code)) throw new Unsafe('case-insensitive matching of non-ASCII letters differs without the u flag');
    if (c === '\\') {
      const escape = readEscape(source, i, false);
      if (ignoreCase && escape.code === -1) throw new Unsafe('a case-insensitive back-reference has no flag-free equivalent');
      out += ignoreCase && escape.code !== undefined && isAsciiLetter(escape.code) ? `[${escape.text}${hex(other(escape.code))}]` : escape.text;
      i += escape.length;
    } else if (c === '[') {
      const cls = rewriteClass(source, i, ignoreCase);
      out += cls.text;
      i = cls.end;
    } else if (c === '.') {
      throw new Unsafe('"." matches half of an emoji without the u flag');
    } else if ((c === '^' || c === '$') && multiline) {
      throw new Unsafe('the m flag changes ^ and $');
    } else if (c === '(' && source.startsWith('(?<', i) && !source.startsWith('(?<=', i) && !source.startsWith('(?<!', i)) {
      const end = source.indexOf('>', i);
      out += source.slice(i, end + 1);
      i = end + 1;
    } else if (c === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i))) {
      const quantifier = /^\{\d+(,\d*)?\}/.exec(source.slice(i))![0];
      out += quantifier;
      i += quantifier.length;
    } else {
      out += ignoreCase && isAsciiLetter(code) ? `[${c}${String.fromCharCode(other(code))}]` : c;
      i += 1;
    }
  }
  return out;
}

/**
 * Translates a regular expression as class-validator runs it (`new RegExp(source, flags)`, no unicode mode unless
 * the `u` flag is given) into a `pattern` that Ajv (always unicode mode, no flags) matches identically. The `i`
 * flag is spelled out as `[aA]` classes; anything whose meaning changes under unicode mode (`.`, negated classes,
 * `\S`, astral characters, `\p`…) or that unicode mode refuses gives a reason instead.
 * @example schemaPatternFor('^[a-z]+$', 'i') // { pattern: '^[a-z\\u0041-\\u005a]+$' }
 */
export function schemaPatternFor(source: string, flags: string): SchemaPattern {
  if (!compiles(source, flags)) return { reason: 'it does not compile' };
  const unknown = flags.replace(/[gdsimu]/g, '');
  if (unknown !== '') return { reason: `flag "${unknown}" has no JSON Schema equivalent` };
  if (flags.includes('u')) return flags.includes('i') || (flags.includes('m') && /[\^$]/.test(source)) ? { reason: 'the i and m flags have no JSON Schema equivalent with u' } : { pattern: source };
  if (!compiles(source, 'u')) return { reason: 'it is not valid in unicode mode, where JSON Schema patterns are matched' };
  try {
    const pattern = rewrite(source, flags.includes('i'), flags.includes('m'));
    return compiles(pattern, 'u') ? { pattern } : { reason: 'its rewritten form does not compile' };
  } catch (error) {
    if (error instanceof Unsafe) return { reason: error.message };
    throw error;
  }
}
