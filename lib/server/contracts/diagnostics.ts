/** Where the server writes its own diagnostics; never stdout, which belongs to the protocol on stdio. */
export interface Diagnostics {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Diagnostics on stderr, one line per event, stacks included (they never go on the wire). */
export const stderrDiagnostics: Diagnostics = {
  warn: (message) => void process.stderr.write(`[mcp-decorators] ${message}\n`),
  error: (message, error) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : error === undefined ? '' : String(error);
    process.stderr.write(`[mcp-decorators] ${message}${detail ? `\n${detail}` : ''}\n`);
  },
};

/** Diagnostics that drop everything, for tests that provoke errors on purpose. */
export const silentDiagnostics: Diagnostics = { warn: () => undefined, error: () => undefined };
