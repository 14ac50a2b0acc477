import type { JsonValue } from '../../vocabulary/json-value.js';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { canonicalJson } from '../protocol/canonical-json.js';
import { ProtocolError } from '../protocol/protocol-error.js';

/** What a sealed requestState carries between rounds: the answers collected so far, bound to one call. */
interface StatePayload {
  readonly s: string;
  readonly a: { readonly [key: string]: JsonValue };
  readonly e: number;
}

/** The call a state is bound to: method, target, a digest of its arguments, and the principal making it (when there is one). */
export function stateSubject(method: string, target: string, args: JsonValue | undefined, principal = ''): string {
  const digest = createHash('sha256').update(canonicalJson(args ?? {})).digest('base64url');
  return principal === '' ? `${method}\n${target}\n${digest}` : `${method}\n${target}\n${digest}\n${principal}`;
}

/**
 * Seals and opens the `requestState` of input-required rounds: HMAC-SHA256 over the payload with a server
 * secret, with an expiry, bound to the original call. A state that was altered, belongs to another call or
 * has expired is refused with -32602.
 */
export class RequestStateSealer {
  private key: Uint8Array | undefined;

  /** `secret` may be a function that makes it, called once, on first use. */
  constructor(private readonly secret: Uint8Array | (() => Uint8Array), private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  seal(subject: string, answers: { readonly [key: string]: JsonValue }): string {
    const body = Buffer.from(JSON.stringify({ s: subject, a: answers, e: this.now() + this.ttlMs } satisfies StatePayload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  open(state: string, subject: string): { readonly [key: string]: JsonValue } {
    const dot = state.indexOf('.');
    const body = dot === -1 ? '' : state.slice(0, dot);
    // Compare the signature text itself: base64url decoding would forgive trailing or altered padding bits.
    const given = Buffer.from(dot === -1 ? '' : state.slice(dot + 1), 'utf8');
    const expected = Buffer.from(this.mac(body), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ProtocolError(RpcErrorCode.InvalidParams, 'Invalid requestState: it was altered or comes from another server; call again without it');
    }
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StatePayload;
    if (payload.s !== subject) throw new ProtocolError(RpcErrorCode.InvalidParams, 'Invalid requestState: it belongs to a different call (name, arguments or caller changed); call again without it');
    if (payload.e < this.now()) throw new ProtocolError(RpcErrorCode.InvalidParams, 'Expired requestState: the inputs were collected too long ago; call again without it');
    return payload.a;
  }

  private mac(body: string): string {
    this.key ??= typeof this.secret === 'function' ? this.secret() : this.secret;
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
