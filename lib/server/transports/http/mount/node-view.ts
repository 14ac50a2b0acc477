import type { ServerResponse } from 'node:http';
import { handlerHeaders } from '../../../engine/request-headers.js';
import { BodyTooLargeError, preParsedBody, readNodeBody } from '../wire/http-body.js';
import type { RequestView } from '../wire/request-view.js';
import { requestUrlOf, toWebRequest, type MountedRequest } from './node-bridge.js';

/** The view of a node request, and whether its body was left unread (over the limit: the connection must be drained). */
export interface NodeRequestView extends RequestView {
  readonly bodyUnread: boolean;
}

/**
 * The view of a node request, read in place: no web `Request` (nor its headers or URL objects) is built unless a
 * session needs one. `preParsed` is a body a middleware already parsed (`req.body`); otherwise the body is read
 * from the node stream. Throws UnreadableRequestError naming the header or path that cannot be read.
 */
export function nodeView(req: MountedRequest, res: ServerResponse, preParsed?: unknown): NodeRequestView {
  const url = requestUrlOf(req);
  let web: Request | undefined;
  let bodyUnread = false;
  const header = (name: string): string | null => {
    const value = req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method: req.method ?? 'GET',
    pathname: url.pathname,
    host: req.headers.host ?? url.host,
    header,
    headers: handlerHeaders(header),
    // The response's close, listened to while a request runs: an AbortController per request costs more than the
    // rest of a plain POST (and keeps what it reaches alive past young-generation collections).
    whenGone: (listener) => {
      const closed = (): void => {
        if (!res.writableFinished) listener();
      };
      res.on('close', closed);
      return () => void res.off('close', closed);
    },
    url: url.href,
    searchParams: url.searchParams,
    get bodyUnread() {
      return bodyUnread;
    },
    async readBody(limit) {
      if (preParsed !== undefined) return preParsedBody(preParsed, req, limit);
      try {
        return await readNodeBody(req, limit);
      } catch (error) {
        if (error instanceof BodyTooLargeError) bodyUnread = true;
        throw error;
      }
    },
    web: () => (web ??= toWebRequest(req, res, false)),
  };
}
