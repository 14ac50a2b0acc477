// RFC 3339 date-time as Ajv's `date-time` format accepts it: `T`, `t` or a space; `Z`, `z` or an offset with or
// without the colon. Reading it by hand keeps the result independent of how the engine's Date.parse reads odd forms.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?)$/;

/**
 * Reads an RFC 3339 date-time into a Date, or says why it cannot be one. A leap second (`23:59:60`) is valid
 * RFC 3339, but a JavaScript Date cannot hold it, and a handler must never receive an Invalid Date.
 * @example dateFromDateTime('2026-11-30T10:00:00+01:00') // Date 2026-11-30T09:00:00.000Z
 */
export function dateFromDateTime(text: string): Date | { readonly problem: string } {
  const m = DATE_TIME.exec(text);
  if (!m) return { problem: 'must be an RFC 3339 date-time, e.g. 2026-11-30T10:00:00Z' };
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes] = m;
  if (second === '60') return { problem: 'is a leap second, which a JavaScript Date cannot represent; send hh:mm:59 or the next second instead' };
  const millis = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0));
  // setUTCFullYear, unlike Date.UTC, leaves the years 0-99 alone.
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute) - offset, Number(second), millis);
  return Number.isNaN(date.getTime()) ? { problem: 'is not a representable date-time' } : date;
}
