// Control characters (C0, DEL, C1), the Unicode line and paragraph separators, and the bidirectional overrides and
// isolates: what could end a log line, move the cursor or recolour a terminal, or make a line read otherwise.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const SHORT = new Map([['\n', '\\n'], ['\r', '\\r'], ['\t', '\\t']]);

/**
 * Text made safe for one line of a log: each character that could break the line, drive a terminal or reorder what
 * is shown becomes a visible escape (`\n`, `\r`, `\t`, else `\u001b` style). The escapes are JSON's own, so a JSON
 * line passed through it still parses to the same values. Every line the framework writes to stderr goes through it.
 * @example escapeLogText('Reading notes://a\r\n{"forged":1} failed') // 'Reading notes://a\\r\\n{"forged":1} failed'
 */
export function escapeLogText(text: string): string {
  return text.replace(UNSAFE, (c) => SHORT.get(c) ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
