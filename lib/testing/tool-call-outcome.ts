import { invalidArgumentsPrefix } from '../revisions/revision-adapter.js';
import { RpcErrorCode } from '../vocabulary/rpc-error-codes.js';

/** A JSON-RPC result as the official client hands it back. */
export type Json = { [key: string]: unknown };

/**
 * How a `tools/call` ended, in one shape on every revision. Invalid arguments are a -32602 error on 2024-11-05 …
 * 2025-06-18 and an `isError` result from 2025-11-25 on; both are `invalid-arguments` here, with the same message.
 * `tool-error` is any other `isError` result (a throw, a timeout, a refusal); `protocol-error` any other JSON-RPC
 * error (an unknown tool, a denied prompt, the client's own -32001 timeout).
 * @example expect(await session.callToolOutcome('search', { limit: 'ten' })).to.deep.equal({ ok: false, kind: 'invalid-arguments', message: 'Invalid arguments for tool search: limit: must be number' });
 */
export type ToolCallOutcome =
  | { readonly ok: true; readonly result: Json }
  | { readonly ok: false; readonly kind: 'invalid-arguments'; readonly message: string }
  | { readonly ok: false; readonly kind: 'tool-error'; readonly message: string; readonly result: Json }
  | { readonly ok: false; readonly kind: 'protocol-error'; readonly message: string; readonly code: number; readonly data?: unknown };

/** The text blocks of a result, one per line. */
function textOf(result: Json): string {
  const content = Array.isArray(result.content) ? (result.content as unknown[]) : [];
  return content
    .filter((block): block is { type: 'text'; text: string } => typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'text' && typeof (block as { text?: unknown }).text === 'string')
    .map((block) => block.text)
    .join('\n');
}

/** A JSON-RPC error as either client line throws it: v1's McpError, v2's ProtocolError (a numeric `code`). */
function protocolErrorOf(error: unknown): { code: number; message: string; data?: unknown } | undefined {
  if (!(error instanceof Error) || typeof (error as { code?: unknown }).code !== 'number') return undefined;
  const code = (error as unknown as { code: number }).code;
  // v1 prefixes the server's message with "MCP error <code>: ".
  const prefix = `MCP error ${code}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  const data = (error as { data?: unknown }).data;
  return data === undefined ? { code, message } : { code, message, data };
}

/**
 * Calls a tool and folds what came back into a {@link ToolCallOutcome}; anything that is not a JSON-RPC error (a
 * broken transport, a bug in the test) is thrown as it was.
 * @example const outcome = await toolCallOutcome('search', () => client.callTool({ name: 'search', arguments: {} }));
 */
export async function toolCallOutcome(name: string, call: () => Promise<Json>): Promise<ToolCallOutcome> {
  let result: Json;
  try {
    result = await call();
  } catch (error) {
    const failure = protocolErrorOf(error);
    if (!failure) throw error;
    if (failure.code === RpcErrorCode.InvalidParams && failure.message.startsWith(invalidArgumentsPrefix(name))) return { ok: false, kind: 'invalid-arguments', message: failure.message };
    return { ok: false, kind: 'protocol-error', ...failure };
  }
  if (result.isError !== true) return { ok: true, result };
  const message = textOf(result);
  if (message.startsWith(invalidArgumentsPrefix(name))) return { ok: false, kind: 'invalid-arguments', message };
  return { ok: false, kind: 'tool-error', message, result };
}
