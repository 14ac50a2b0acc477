/** Severity levels of MCP log notifications, lowest first. */
export type LogLevel = 'debug' | 'info' | 'notice' | 'warning' | 'error' | 'critical' | 'alert' | 'emergency';

/** Log levels, least severe first. @example LOG_LEVELS.indexOf('warning') > LOG_LEVELS.indexOf('info') // true */
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];

/** True for one of the eight level names (a string off the wire is checked against the list, never a prototype). */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}
