import type { JsonObject } from '../../../../lib/index.js';
import { envelope } from '../../../support/wire.js';

const META = (revision: string): JsonObject => envelope({ revision }) as JsonObject;

/** What came back from one HTTP request. */
export interface HttpAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
}

async function answerOf(response: Response): Promise<HttpAnswer> {
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    const data = text.split('\n').filter((l) => l.startsWith('data: ') && l.length > 6).map((l) => JSON.parse(l.slice(6)) as { id?: unknown });
    body = data.find((m) => m.id !== undefined) ?? data[0];
  } else if (text !== '') {
    body = JSON.parse(text);
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * A raw MCP client over fetch at one revision, carrying a bearer token (or none): 2026-07-28 requests stand alone
 * with the envelope and its headers; 2025-11-25 requests run in a session the client opens on first use (per token).
 */
export class AuthClient {
  private readonly sessions = new Map<string, string>();
  private id = 1;

  constructor(readonly url: string, readonly revision: string) {}

  /** Sends one request; for 2025-11-25 an `initialize` comes first when no session is open for this token. */
  async request(token: string | undefined, method: string, params: JsonObject = {}, extraHeaders: Record<string, string> = {}): Promise<HttpAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders };
    if (this.revision === '2026-07-28') {
      headers['mcp-protocol-version'] = this.revision;
      headers['mcp-method'] = method;
      const name = params.name ?? params.uri;
      if (typeof name === 'string') headers['mcp-name'] = name;
      const meta = { ...META(this.revision), ...((params._meta as JsonObject | undefined) ?? {}) };
      return this.post(headers, { jsonrpc: '2.0', id: this.id++, method, params: { ...params, _meta: meta } });
    }
    if (method !== 'initialize') {
      const session = await this.sessionFor(token, headers);
      if (typeof session !== 'string') return session;
      headers['mcp-session-id'] = session;
      headers['mcp-protocol-version'] = this.revision;
    }
    return this.post(headers, { jsonrpc: '2.0', id: this.id++, method, params });
  }

  /** Opens (once per token) a session; the refusal when initialize is refused. */
  async sessionFor(token: string | undefined, headers: Record<string, string>): Promise<string | HttpAnswer> {
    const key = token ?? '';
    const known = this.sessions.get(key);
    if (known) return known;
    const init = await fetch(this.url, { method: 'POST', headers: { ...headers, 'mcp-protocol-version': this.revision }, body: JSON.stringify({ jsonrpc: '2.0', id: this.id++, method: 'initialize', params: { protocolVersion: this.revision, capabilities: {}, clientInfo: { name: 'auth-test', version: '1' } } }) });
    const answer = await answerOf(init);
    const session = init.headers.get('mcp-session-id');
    if (answer.status !== 200 || !session) return answer;
    await fetch(this.url, { method: 'POST', headers: { ...headers, 'mcp-session-id': session, 'mcp-protocol-version': this.revision }, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
    this.sessions.set(key, session);
    return session;
  }

  /** Uses another token's session from now on (to try a session with the wrong principal). */
  adoptSession(token: string, session: string): void {
    this.sessions.set(token, session);
  }

  sessionOf(token: string): string | undefined {
    return this.sessions.get(token);
  }

  private async post(headers: Record<string, string>, message: JsonObject): Promise<HttpAnswer> {
    return answerOf(await fetch(this.url, { method: 'POST', headers, body: JSON.stringify(message) }));
  }
}
