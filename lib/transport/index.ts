/**
 * mcp-decorators/transport: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). For a transport of your own:
 * the port a DecoratedMcpServer connects to, the JSON-RPC messages it carries, and the connection it hands back.
 * @module mcp-decorators/transport
 */
export type { TransportPort, TransportMessageExtra } from '../server/protocol/transport-port.js';
export type { JsonRpcMessage, RequestId } from '../server/protocol/json-rpc.js';
export type { ConnectionHandle } from '../server/engine/connection-handle.js';
export type { RpcErrorCodeValue } from '../vocabulary/rpc-error-codes.js';
