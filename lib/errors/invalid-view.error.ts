import { McpDecoratorsError } from './mcp-decorators-error.js';

/** What is wrong with an MCP Apps view or a tool's link to one; each kind has its own stable code. */
export type ViewProblem = 'not-found' | 'scheme' | 'on-tool' | 'key' | 'domain' | 'result' | 'duplicate' | 'no-extension';

const CODES: { readonly [K in ViewProblem]: string } = {
  'not-found': 'MCPD_VIEW_NOT_FOUND',
  scheme: 'MCPD_VIEW_SCHEME',
  'on-tool': 'MCPD_VIEW_ON_TOOL',
  key: 'MCPD_VIEW_KEY',
  domain: 'MCPD_VIEW_DOMAIN',
  result: 'MCPD_VIEW_RESULT',
  duplicate: 'MCPD_DUPLICATE_VIEW',
  'no-extension': 'MCPD_VIEW_EXTENSION',
};

/**
 * An MCP Apps declaration that hosts could not use (scan-time lint of `@View` and `@Tool({ ui })`): a tool's view
 * that does not exist, a view outside `ui://`, `csp`/`permissions` on a tool, an unknown CSP or permission key, a
 * CSP origin or `domain` that is not a host name, a view tool whose result cannot carry text content, two views on
 * one URI, or views without the `apps()` extension.
 */
export class InvalidViewError extends McpDecoratorsError {
  readonly code: string;
  readonly problem: ViewProblem;

  constructor(problem: ViewProblem, member: string, message: string, fix: string) {
    super(`${member} ${message}. ${fix}`, { target: member.split('.')[0], member });
    this.code = CODES[problem];
    this.problem = problem;
  }
}
