import type { ServerResponse } from 'node:http';
import type { RequestHeaders } from '../../../../model/handler-context.js';
import type { Principal } from '../../../../model/principal.js';
import { handlerHeaders } from '../../../engine/request-headers.js';
import { BodyTooLargeError, preParsedBody, readNodeBody, type ParsedBody } from '../wire/http-body.js';
import type { RequestView } from '../wire/request-view.js';
import type { GoneWatch } from '../../../engine/one-shot.js';
import { checkedHost, requestPathOf, requestUrlOf, toWebRequest, type MountedRequest } from './node-bridge.js';

/** The view of a node request, and whether its body was left unread (over the limit: the connection must be drained). */
export interface NodeRequestView extends RequestView {
  readonly bodyUnread: boolean;
}

/** A path the URL parser hands back as it is: non-empty segments of unreserved characters, no query, no dots. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-]+)+\/?$|^\/$/;

/**
 * The client going away, learned from the response's close before it finished. Made here, not as an arrow field of
 * the view: the listener it registers then reaches only the response, not the view's own closures (measured under
 * load, the field's version left about a sixth of what a POST allocates alive at each young-generation collection).
 */
function closeWatch(res: ServerResponse): GoneWatch {
  return (listener) => {
    const closed = (): void => {
      if (!res.writableFinished) listener();
    };
    res.on('close', closed);
    return () => void res.off('close', closed);
  };
}

/**
 * A node request read in place. A class, so every view has one shape and its lazy parts (the URL, the web
 * Request) are prototype getters: an accessor on each request's own object would give each its own hidden
 * class, kept in old space, and what it reaches would outlive young-generation collections.
 */
class NodeView implements NodeRequestView {
  readonly method: string;
  readonly pathname: string;
  readonly host: string;
  readonly headers: RequestHeaders;
  bodyUnread = false;
  principal?: Principal = undefined;
  remoteAddress?: string = undefined;
  private parsed: URL | undefined = undefined;
  private webRequest: Request | undefined = undefined;

  constructor(private readonly req: MountedRequest, private readonly res: ServerResponse, private readonly preParsed: unknown) {
    this.method = req.method ?? 'GET';
    const host = req.headers.host;
    const path = requestPathOf(req);
    // The usual request (a Host header and a plain path) needs no URL object: the path is the pathname as it is.
    if (host !== undefined && PLAIN_PATH.test(path) && checkedHost(host)) {
      this.pathname = path;
      this.host = host;
    } else {
      const url = this.fullUrl();
      this.pathname = url.pathname;
      this.host = host ?? url.host;
    }
    this.headers = handlerHeaders(this.header);
    this.whenGone = closeWatch(res);
  }

  readonly header = (name: string): string | null => {
    const value = this.req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };

  /** The response's close, listened to while a request runs (no AbortController per request: Node's cost far more). */
  readonly whenGone: GoneWatch;

  get url(): string {
    return this.fullUrl().href;
  }

  get searchParams(): URLSearchParams {
    return this.fullUrl().searchParams;
  }

  async readBody(limit: number): Promise<string | ParsedBody> {
    if (this.preParsed !== undefined) return preParsedBody(this.preParsed, this.req, limit);
    try {
      return await readNodeBody(this.req, limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) this.bodyUnread = true;
      throw error;
    }
  }

  web(): Request {
    return (this.webRequest ??= toWebRequest(this.req, this.res, false));
  }

  private fullUrl(): URL {
    return (this.parsed ??= requestUrlOf(this.req));
  }
}

/**
 * The view of a node request, read in place: no web `Request` (nor its headers or URL objects) is built unless a
 * session needs one. `preParsed` is a body a middleware already parsed (`req.body`); otherwise the body is read
 * from the node stream. Throws UnreadableRequestError naming the header or path that cannot be read.
 */
export function nodeView(req: MountedRequest, res: ServerResponse, preParsed?: unknown): NodeRequestView {
  return new NodeView(req, res, preParsed);
}
