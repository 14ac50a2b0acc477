import type { LogLevel } from '../model/handler-context.js';

/** Log levels, least severe first. */
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
