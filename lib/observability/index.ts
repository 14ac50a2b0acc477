/**
 * mcp-decorators/observability: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). What a running server
 * tells its operator: request log lines (JSON Lines or your own logger), tracing, start-up diagnostics, log levels.
 * @module mcp-decorators/observability
 */
export { jsonLinesLogger } from './json-lines-logger.js';
export type { JsonLinesLoggerOptions } from './json-lines-logger.js';
export type { RequestLogger, RequestLogRecord, RequestOutcome, RequestLogLevel } from './request-logger.js';
export { MCP_ATTRIBUTES } from './mcp-attributes.js';
export type { TracingOption } from '../server/telemetry/active-tracer.js';
export type { Diagnostics } from '../server/contracts/diagnostics.js';
export { stderrDiagnostics, silentDiagnostics } from '../server/contracts/diagnostics.js';
export { LOG_LEVELS } from '../vocabulary/log-levels.js';
