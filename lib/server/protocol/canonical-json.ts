import type { JsonValue } from '../../vocabulary/json-value.js';

/** JSON with object keys sorted at every level, so equal values serialise (and hash) equally. */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((k) => (value as { [key: string]: JsonValue })[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as { [key: string]: JsonValue })[k]!)}`);
  return `{${entries.join(',')}}`;
}
