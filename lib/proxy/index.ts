/**
 * mcp-decorators/proxy: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Puts any MCP server (Streamable HTTP or stdio, any revision) behind
 * mcp-decorators and serves it on every revision; a subpath of its own, so the official client it connects with
 * loads only here.
 * @module mcp-decorators/proxy
 */
export { proxy } from './proxy.js';
export type { ProxyServer, UpstreamInfo } from './proxy.js';
export type { ProxyOptions, HttpProxyOptions, StdioProxyOptions, ProxyCommonOptions, ProxiedMemberPolicy, ProxyListBounds } from './proxy-options.js';
