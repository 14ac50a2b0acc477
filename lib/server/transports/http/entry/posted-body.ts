import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import { httpError } from '../wire/http-errors.js';
import type { PlainAnswer } from '../wire/http-answer.js';
import { acceptsAll } from '../../../era/classify-http.js';
import { BodyTooLargeError, type ParsedBody } from '../wire/http-body.js';
import type { RequestView } from '../wire/request-view.js';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** True when the request's Accept header takes every one of `types` (or anything). */
export function accepts(request: Pick<RequestView, 'header'>, ...types: string[]): boolean {
  return acceptsAll(request.header('accept'), ...types);
}

/**
 * The JSON body of a POST, after its headers are checked (Content-Type, Content-Encoding, Accept) and it is read
 * within `limit` bytes: the parsed value, or the 4xx answer that refuses it (415, 406, 413 with the connection
 * closed, 400 for text that is not JSON). A body a JSON middleware already parsed goes through the same checks.
 */
export async function readPostedBody(request: RequestView, limit: number): Promise<{ readonly body: unknown } | { readonly refused: PlainAnswer }> {
  if (!JSON_TYPE.test(request.header('content-type') ?? '')) return { refused: httpError(415, RpcErrorCode.HttpError, 'Unsupported Media Type: send Content-Type: application/json') };
  const encoding = request.header('content-encoding');
  if (encoding !== null && encoding.trim().toLowerCase() !== 'identity') {
    return { refused: httpError(415, RpcErrorCode.HttpError, `Unsupported Media Type: Content-Encoding ${JSON.stringify(encoding)} is not accepted; send the body uncompressed`) };
  }
  if (!accepts(request, 'application/json', 'text/event-stream')) return { refused: httpError(406, RpcErrorCode.HttpError, 'Not Acceptable: accept both application/json and text/event-stream') };
  let read: string | ParsedBody;
  try {
    read = await request.readBody(limit);
  } catch (error) {
    // The rest of the body is never read: the connection closes after the answer.
    if (error instanceof BodyTooLargeError) return { refused: httpError(413, RpcErrorCode.HttpError, `Payload Too Large: the limit is ${limit} bytes`, { connection: 'close' }) };
    throw error;
  }
  // A JSON middleware parsed it already (req.body); it goes through the same gate as a body read here.
  if (typeof read !== 'string') return { body: read.parsed };
  try {
    // A leading byte-order mark is tolerated, as RFC 8259 allows (stdio does the same).
    return { body: JSON.parse(read.charCodeAt(0) === 0xfeff ? read.slice(1) : read) as unknown };
  } catch {
    return { refused: httpError(400, RpcErrorCode.ParseError, 'Parse error: the body is not JSON') };
  }
}
