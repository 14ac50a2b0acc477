/** A JSON-RPC error body with an HTTP status; never carries a stack. */
export function httpError(status: number, code: number, message: string, headers: Record<string, string> = {}, id: string | number | null = null): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Thrown while reading a body that is over the limit. */
export class BodyTooLargeError extends Error {}

/** Reads a request body as text, refusing more than `limit` bytes (declared or streamed). */
export async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
