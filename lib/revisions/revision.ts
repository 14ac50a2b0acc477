/** The protocol revisions mcp-decorators serves out of the box, oldest first. */
export const BUILT_IN_REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;

/** One of the built-in protocol revisions. */
export type Revision = (typeof BUILT_IN_REVISIONS)[number];

/**
 * The era a protocol version string belongs to, for versions no adapter speaks: any 2024 or 2025 date began
 * with initialize; anything else (2026 on, or unknown) is taken as stateless.
 * @example eraOfVersion('2025-03-26') // 'session'
 */
export function eraOfVersion(version: string): 'session' | 'stateless' {
  return /^20(24|25)-/.test(version) ? 'session' : 'stateless';
}

/** The revision an HTTP request without `MCP-Protocol-Version` is taken to speak, as the spec says. @example HEADERLESS_HTTP_REVISION // '2025-03-26' */
export const HEADERLESS_HTTP_REVISION = '2025-03-26';
