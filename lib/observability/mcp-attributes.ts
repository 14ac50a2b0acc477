/**
 * Attribute names of the OpenTelemetry semantic conventions for MCP (development status, in
 * open-telemetry/semantic-conventions-genai `docs/gen-ai/mcp.md`), as the server spans use them.
 * @example exporter.getFinishedSpans().filter((s) => s.attributes[MCP_ATTRIBUTES.toolName] === 'add_note')
 */
export const MCP_ATTRIBUTES = {
  methodName: 'mcp.method.name',
  protocolVersion: 'mcp.protocol.version',
  sessionId: 'mcp.session.id',
  resourceUri: 'mcp.resource.uri',
  toolName: 'gen_ai.tool.name',
  promptName: 'gen_ai.prompt.name',
  operationName: 'gen_ai.operation.name',
  requestId: 'jsonrpc.request.id',
  errorType: 'error.type',
  statusCode: 'rpc.response.status_code',
  networkTransport: 'network.transport',
} as const;

/** `error.type` of a tool result with `isError: true`. */
export const TOOL_ERROR = 'tool_error';
