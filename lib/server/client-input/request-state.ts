import type { JsonValue } from '../../vocabulary/json-value.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { canonicalJson } from '../protocol/canonical-json.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import { base64url, hmacSha256, sameText, sha256Base64url } from '../protocol/web-digest.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What a sealed requestState carries between rounds: the answers collected so far, bound to one call. */
interface StatePayload {
  readonly s: string;
  readonly a: { readonly [key: string]: JsonValue };
  readonly e: number;
}

/** The call a state is bound to: method, target, a digest of its arguments, and the principal making it (when there is one). */
export async function stateSubject(method: string, target: string, args: JsonValue | undefined, principal = ''): Promise<string> {
  const digest = await sha256Base64url(canonicalJson(args ?? {}));
  return principal === '' ? `${method}\n${target}\n${digest}` : `${method}\n${target}\n${digest}\n${principal}`;
}

/**
 * Seals and opens the `requestState` of input-required rounds: HMAC-SHA256 over the payload with a server
 * secret, with an expiry, bound to the original call. A state that was altered, belongs to another call or
 * has expired is refused with -32602. Web Crypto (asynchronous), so it runs on every runtime; only input rounds use it.
 */
export class RequestStateSealer {
  private signer: ((text: string) => Promise<string>) | undefined;

  /** `secret` may be a function that makes it, called once, on first use (so no random value is drawn when a server is made). */
  constructor(private readonly secret: Uint8Array | (() => Uint8Array), private readonly ttlMs: number, private readonly now: () => number = Date.now) {
    // Web Crypto refuses an empty HMAC key (and it would sign nothing): said when the server is made.
    if (typeof secret !== 'function' && secret.length === 0) throw new InvalidServerOptionError('stateSecret', 'is empty, so it cannot sign requestState', 'Give a secret of 32 random bytes or more, e.g. stateSecret: env.MCP_STATE_SECRET.');
  }

  async seal(subject: string | Promise<string>, answers: { readonly [key: string]: JsonValue }): Promise<string> {
    const body = base64url(encoder.encode(JSON.stringify({ s: await subject, a: answers, e: this.now() + this.ttlMs } satisfies StatePayload)));
    return `${body}.${await this.mac(body)}`;
  }

  async open(state: string, subject: string | Promise<string>): Promise<{ readonly [key: string]: JsonValue }> {
    const dot = state.indexOf('.');
    const body = dot === -1 ? '' : state.slice(0, dot);
    // Compare the signature text itself: base64url decoding would forgive trailing or altered padding bits.
    if (!sameText(dot === -1 ? '' : state.slice(dot + 1), await this.mac(body))) {
      throw new ProtocolError(RpcErrorCode.InvalidParams, 'Invalid requestState: it was altered or comes from another server; call again without it');
    }
    const payload = JSON.parse(decoder.decode(Uint8Array.from(atob(body.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)))) as StatePayload;
    if (payload.s !== (await subject)) throw new ProtocolError(RpcErrorCode.InvalidParams, 'Invalid requestState: it belongs to a different call (name, arguments or caller changed); call again without it');
    if (payload.e < this.now()) throw new ProtocolError(RpcErrorCode.InvalidParams, 'Expired requestState: the inputs were collected too long ago; call again without it');
    return payload.a;
  }

  private mac(text: string): Promise<string> {
    this.signer ??= hmacSha256(typeof this.secret === 'function' ? this.secret() : this.secret);
    return this.signer(text);
  }
}
