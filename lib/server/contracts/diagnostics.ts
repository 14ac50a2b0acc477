import { escapeLogText } from '../../vocabulary/log-text.js';

/** Where the server writes its own diagnostics; never stdout, which belongs to the protocol on stdio. */
export interface Diagnostics {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Diagnostics on stderr, exactly one line per event, stacks included (they never go on the wire). Messages carry
 * client text (URIs, names), so each line is escaped whole (escapeLogText): a CR, LF or ESC from a client cannot
 * end the line early, forge another, or drive the terminal; a stack's line breaks show as `\n`.
 */
export const stderrDiagnostics: Diagnostics = {
  warn: (message) => void process.stderr.write(`${escapeLogText(`[mcp-decorators] ${message}`)}\n`),
  error: (message, error) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : error === undefined ? '' : String(error);
    process.stderr.write(`${escapeLogText(`[mcp-decorators] ${message}${detail ? `\n${detail}` : ''}`)}\n`);
  },
};

/** Diagnostics that drop everything, for tests that provoke errors on purpose. */
export const silentDiagnostics: Diagnostics = { warn: () => undefined, error: () => undefined };
