import { InvalidServerOptionError } from '../errors/invalid-server-option.error.js';
import { escapeLogText } from '../vocabulary/log-text.js';
import type { RequestLogger, RequestLogLevel, RequestLogRecord } from './request-logger.js';

const RANK = new Map<string, number>([['debug', 10], ['info', 20], ['warn', 30], ['error', 40]]);

/** Options of jsonLinesLogger. */
export interface JsonLinesLoggerOptions {
  /** The lowest level written; default `info` (every request). `warn` keeps only tool errors, refusals and failures. */
  readonly level?: RequestLogLevel;
  /** Where each line goes; default stderr (never stdout, which belongs to the protocol on stdio). */
  readonly write?: (line: string) => void;
  /** The clock of the `time` field; for tests. */
  readonly now?: () => Date;
}

/**
 * The default request logger: one JSON object per line (`level`, `time`, `msg`, then the record), on stderr.
 * @example createServer({ …, requestLog: jsonLinesLogger({ level: 'info' }) })
 */
export function jsonLinesLogger(options: JsonLinesLoggerOptions = {}): RequestLogger {
  const threshold = RANK.get(options.level ?? 'info');
  if (threshold === undefined) throw new InvalidServerOptionError('requestLog.level', `must be debug, info, warn or error, got ${JSON.stringify(options.level)}`, "Pass e.g. jsonLinesLogger({ level: 'warn' }) to log only tool errors, refusals and failures.");
  const write = options.write ?? ((line: string) => void process.stderr.write(line));
  const now = options.now ?? (() => new Date());
  const line = (level: RequestLogLevel) => (record: RequestLogRecord, message = 'mcp request'): void => {
    if (RANK.get(level)! < threshold) return;
    // JSON escapes C0 controls itself; the rest that could break or disguise a line (U+2028, C1, bidi) too.
    write(`${escapeLogText(JSON.stringify({ level, time: now().toISOString(), msg: message, ...record }))}\n`);
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}
