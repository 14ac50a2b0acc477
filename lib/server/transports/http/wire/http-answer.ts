import type { ServerResponse } from 'node:http';

/** A complete answer with a small JSON (or empty) body: written straight to a node response, or made a web Response. */
export interface PlainAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body text; empty for none (202). */
  readonly body: string;
}

/** What the entry answers: a plain answer, or a web Response (SSE streams, the SDK's session transport). */
export type HttpAnswer = PlainAnswer | Response;

/**
 * True for a plain answer (not a web Response). Told by the body, which is text only in a plain answer: not by
 * `instanceof Response`, since the global Response may have been replaced (@hono/node-server swaps in its own).
 */
export function isPlain(answer: HttpAnswer): answer is PlainAnswer {
  return typeof answer.body === 'string';
}

/** A JSON answer. @example jsonAnswer(200, { jsonrpc: '2.0', id: 1, result: {} }) */
export function jsonAnswer(status: number, value: unknown, headers: Readonly<Record<string, string>> = {}): PlainAnswer {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) };
}

/** An answer with no body (202 Accepted for notifications). */
export function emptyAnswer(status: number): PlainAnswer {
  return { status, headers: {}, body: '' };
}

/** The answer as a web Response, for the fetch-shaped entry. */
export function toResponse(answer: HttpAnswer): Response {
  if (!isPlain(answer)) return answer;
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
}

/** Writes a plain answer to a node response in one go. */
export function writePlain(answer: PlainAnswer, res: ServerResponse, extra: Readonly<Record<string, string>> = {}): void {
  res.writeHead(answer.status, { ...answer.headers, ...extra, 'content-length': String(Buffer.byteLength(answer.body)) });
  res.end(answer.body);
}
