import { Agent, request, type IncomingMessage } from 'node:http';
import { SESSION, initializeText } from './requests.js';

/** An answered request: its status, session id header and whole body. */
export interface Answer {
  readonly status: number;
  readonly sessionId: string | undefined;
  readonly body: string;
}

/**
 * A raw Streamable HTTP client for many 2025-11-25 sessions on one server: node:http with keep-alive agents (a small
 * pool for POSTs and DELETEs, one socket per GET stream), no SDK client, so the client's own cost stays small.
 */
export class SessionsClient {
  private readonly posts = new Agent({ keepAlive: true, maxSockets: 16 });
  private readonly streams = new Agent({ keepAlive: false, maxSockets: Infinity });
  private readonly open = new Set<IncomingMessage>();

  constructor(private readonly port: number) {}

  /** Opens a session: initialize, then notifications/initialized; resolves with its id. */
  async openSession(): Promise<string> {
    const init = await this.send('POST', undefined, initializeText());
    if (init.status !== 200 || init.sessionId === undefined) throw new Error(`initialize answered ${init.status}: ${init.body.slice(0, 200)}`);
    const ready = await this.send('POST', init.sessionId, JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    if (ready.status !== 202) throw new Error(`notifications/initialized answered ${ready.status}`);
    return init.sessionId;
  }

  /** Ends a session with DELETE. */
  async closeSession(sessionId: string): Promise<void> {
    const answer = await this.send('DELETE', sessionId);
    if (answer.status !== 200) throw new Error(`DELETE answered ${answer.status}`);
  }

  /**
   * Opens the session's GET stream and resolves once its headers arrived; `onData` gets the time and text of each
   * chunk (an SSE event is small and arrives in one chunk here, loopback and unproxied).
   */
  openStream(sessionId: string, onData: (at: number, text: string) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: this.port, path: '/mcp', method: 'GET', agent: this.streams, headers: { accept: 'text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': SESSION } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`GET stream answered ${res.statusCode}`));
        this.open.add(res);
        res.setEncoding('utf8');
        res.on('data', (text: string) => onData(performance.timeOrigin + performance.now(), text));
        res.on('error', () => undefined);
        resolve();
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** Drops every open GET stream. */
  dropStreams(): void {
    for (const res of this.open) res.destroy();
    this.open.clear();
  }

  /** Drops every open GET stream and the idle sockets. */
  close(): void {
    this.dropStreams();
    this.posts.destroy();
    this.streams.destroy();
  }

  private send(method: 'POST' | 'DELETE', sessionId: string | undefined, body?: string): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': SESSION };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (sessionId !== undefined) headers['mcp-session-id'] = sessionId;
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: this.port, path: '/mcp', method, agent: this.posts, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const id = res.headers['mcp-session-id'];
          resolve({ status: res.statusCode ?? 0, sessionId: typeof id === 'string' ? id : undefined, body: text });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }
}

/** Runs `task` for 0 … count-1 with at most `width` in flight; resolves when all are done. */
export async function pooled(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
}
