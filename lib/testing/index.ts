// Test helpers for servers built with mcp-decorators: official clients pinned to each revision.
export { forEachRevision } from './for-each-revision.js';
export type { ForEachRevisionOptions } from './for-each-revision.js';
export { connectClient } from './connect-client.js';
export type { ConnectClientOptions, RevisionSession, ClientLine, ClientTransportKind, StdioCommand } from './connect-client.js';
