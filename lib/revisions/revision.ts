/** The protocol revisions mcp-decorators serves out of the box, oldest first. */
export const BUILT_IN_REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;

/** One of the built-in protocol revisions. */
export type Revision = (typeof BUILT_IN_REVISIONS)[number];
