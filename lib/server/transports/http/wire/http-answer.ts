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

/** No headers besides an answer's own: the default, told apart by identity. */
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/** A JSON answer. @example jsonAnswer(200, { jsonrpc: '2.0', id: 1, result: {} }) */
export function jsonAnswer(status: number, value: unknown, headers: Readonly<Record<string, string>> = NO_HEADERS): PlainAnswer {
  // A headers object of its own each time: a web Response made from it may add to it (@hono/node-server's does).
  return { status, headers: headers === NO_HEADERS ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) };
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

/**
 * Writes a plain answer to a node response in one go. The headers go as one flat array of names and values, which
 * node writes as it is: an object's are walked with for…in and a hasOwn per key (measured: a tenth of the floor's
 * node-side time per request went there for our two headers).
 */
export function writePlain(answer: PlainAnswer, res: ServerResponse, extra: Readonly<Record<string, string>> = NO_HEADERS): void {
  const fields = extra === NO_HEADERS ? answer.headers : { ...answer.headers, ...extra };
  const flat: string[] = [];
  for (const name of Object.keys(fields)) if (name !== 'content-length') flat.push(name, fields[name]!);
  flat.push('content-length', String(Buffer.byteLength(answer.body)));
  res.writeHead(answer.status, flat);
  res.end(answer.body);
}
