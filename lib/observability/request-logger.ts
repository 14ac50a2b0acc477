/** How a request ended, as its log line says it. @example if (record.outcome === 'refused') alert(record.status); */
export type RequestOutcome = 'ok' | 'tool_error' | 'error' | 'refused';

/** The levels a request line is written at: `info` when served, `warn` for a tool error or a refusal, `error` for a failure. @example jsonLinesLogger({ level: 'warn' }) */
export type RequestLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One request's log line. @example { method: 'tools/call', name: 'add_note', revision: '2025-11-25', durationMs: 1.2, outcome: 'ok', subject: 'ada' } */
export interface RequestLogRecord {
  /** The JSON-RPC method, e.g. `tools/call`. */
  readonly method: string;
  /** The tool or prompt name, or the resource URI. */
  readonly name?: string;
  /** The protocol revision it was served at (absent for a request refused before its revision was known). */
  readonly revision?: string;
  readonly durationMs: number;
  readonly outcome: RequestOutcome;
  /** The JSON-RPC error code, when the answer was one. */
  readonly code?: number;
  /** The HTTP status of a request the HTTP entry refused (401, 403, 429). */
  readonly status?: number;
  /** The principal's subject and client, when the request had one. */
  readonly subject?: string;
  readonly clientId?: string;
  /** The client's address, when the HTTP entry noted it (rate limits by `ip`, or `trustProxy` set). */
  readonly ip?: string;
  readonly requestId?: string | number;
  readonly sessionId?: string;
  /** The trace the request's span belongs to, when it was traced. */
  readonly traceId?: string;
}

/**
 * Where request lines go: any logger with pino's `info(object, message)`, `warn` and `error` (a pino logger fits as
 * it is; on stdio give it stderr: `pino(pino.destination(2))`). `jsonLinesLogger()` is the default.
 * @example createServer({ …, requestLog: jsonLinesLogger({ level: 'warn' }) })
 */
export interface RequestLogger {
  info(record: RequestLogRecord, message?: string): void;
  warn(record: RequestLogRecord, message?: string): void;
  error(record: RequestLogRecord, message?: string): void;
}

/** The level a request line is written at. */
export function levelOfOutcome(outcome: RequestOutcome): Exclude<RequestLogLevel, 'debug'> {
  return outcome === 'ok' ? 'info' : outcome === 'error' ? 'error' : 'warn';
}
