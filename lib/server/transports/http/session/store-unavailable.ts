import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { HttpAnswer } from '../wire/http-answer.js';
import { httpError } from '../wire/http-errors.js';

/**
 * The answer for a request whose SSE stream could not start because the event store failed meanwhile (the SDK's
 * transport reports that as a 400 parse error carrying the store's error text): 503 with Retry-After, no internals;
 * nothing of the request ran. Undefined for any other answer.
 */
export function storeUnavailable(response: Response, failuresBefore: number, failuresAfter: number): HttpAnswer | undefined {
  if (response.status !== 400 || failuresAfter <= failuresBefore) return undefined;
  void response.body?.cancel().catch(() => undefined);
  return httpError(503, RpcErrorCode.InternalError, 'Service Unavailable: the server cannot keep this stream\'s events right now; retry shortly', { 'retry-after': '2' });
}
