import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Why a port could not be listened on: another process holds it, or this one may not bind it. */
export type PortProblem = 'in-use' | 'denied';

/**
 * Raised by serveHttp when the port cannot be listened on, naming the port and how to choose another.
 * @example try { await serveHttp(server, { port: 3000 }); } catch (e) { if (e instanceof PortUnavailableError) console.error(e.message); }
 */
export class PortUnavailableError extends McpDecoratorsError {
  readonly code: 'MCPD_PORT_IN_USE' | 'MCPD_PORT_DENIED';

  constructor(readonly port: number, readonly host: string, readonly problem: PortProblem, cause?: unknown) {
    const other = port > 0 && port < 65535 ? port + 1 : 0;
    const why = problem === 'in-use' ? 'is already in use (another server is listening there)' : 'may not be used by this process (ports below 1024 need privileges)';
    super(
      `port ${port} on ${host} ${why}, so the MCP endpoint cannot listen. Stop what holds it, or choose another port: --port ${other} or PORT=${other} on the command line, serveHttp(server, { port: ${other} }) in code; 0 picks a free one.`,
      { target: 'serveHttp', member: `port ${port}` },
      { cause },
    );
    this.code = problem === 'in-use' ? 'MCPD_PORT_IN_USE' : 'MCPD_PORT_DENIED';
  }
}
