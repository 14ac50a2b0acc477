/**
 * mcp-decorators/testing: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Test helpers for servers built with mcp-decorators: official
 * clients pinned to each revision.
 * @module mcp-decorators/testing
 */
// First of all, as in the main entry: Reflect.metadata must exist before any class of the user's is decorated.
import 'reflect-metadata';
export { forEachRevision } from './for-each-revision.js';
export type { ForEachRevisionOptions, TestRunner } from './for-each-revision.js';
export { connectClient } from './connect-client.js';
export type { ConnectClientOptions, RevisionSession, ClientLine, ClientTransportKind, StdioCommand, Json, ToolCallOutcome } from './connect-client.js';
export { importClientModule, isClientInstalled, CLIENT_PACKAGES } from './client-sdk.js';
export { MissingClientSdkError } from '../errors/missing-client-sdk.error.js';
export { InvalidConnectOptionError } from '../errors/invalid-connect-option.error.js';
export { MissingTestGlobalsError } from '../errors/missing-test-globals.error.js';
export { renderView } from './view-host/render-view.js';
export type { RenderViewOptions, ViewHost, ViewToolCall } from './view-host/render-view.js';
export { viewContentSecurityPolicy } from '../extensions/apps/view-host/view-csp.js';
export { MissingTestPeerError } from '../errors/missing-test-peer.error.js';
export { ViewHostError } from '../errors/view-host.error.js';
