// The checks every runtime row runs against its server, over stdio or HTTP: the tool list (input schemas
// compared with the golden list of Node 20 + tsc), and at 2025-11-25 and 2026-07-28 the same calls:
// `add`, `add_contact` with a valid DTO (the handler sees a real instance) and an invalid one (an isError
// result naming both fields), `resources/read` and `prompts/get`. Every wait is bounded.
import { spawn } from 'node:child_process';

export const SESSION_REVISION = '2025-11-25';
export const STATELESS = '2026-07-28';
const META = { protocolVersion: 'io.modelcontextprotocol/protocolVersion', clientCapabilities: 'io.modelcontextprotocol/clientCapabilities' };
const REQUEST_MS = 30_000;

/** The 2026-07-28 per-request envelope. */
function envelope() {
  return { [META.protocolVersion]: STATELESS, [META.clientCapabilities]: {} };
}

/** Resolves with `promise`, or rejects after `ms` with `what` timed out. */
export function within(promise, ms, what) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)))]).finally(() => clearTimeout(timer));
}

/** The processes started and not yet exited. */
const running = new Set();

/** Stops every process still running (the suite was interrupted). */
export function stopAll() {
  return Promise.all([...running].map((proc) => proc.stop()));
}

/**
 * A process started for the suite: its output kept (the last 32 KiB of each stream) for error reports, stopped by
 * `stop()` with its whole process group (npx and runtime launchers start children).
 */
export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  const proc = { child, stdout: '', stderr: '', exited: false, exitCode: null };
  running.add(proc);
  const keep = (name) => (chunk) => {
    proc[name] = (proc[name] + chunk).slice(-32768);
  };
  if (!options.protocolStdout) child.stdout.on('data', keep('stdout'));
  child.stderr.on('data', keep('stderr'));
  proc.exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      proc.exited = true;
      proc.exitCode = code ?? signal;
      running.delete(proc);
      resolve(proc.exitCode);
    });
    child.once('error', (error) => {
      proc.exited = true;
      proc.stderr += `\n${error.message}`;
      resolve(-1);
    });
  });
  proc.stop = async () => {
    if (proc.exited) return;
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        /* already gone */
      }
    };
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    await proc.exit;
    clearTimeout(timer);
  };
  return proc;
}

/** Waits until the process prints `LISTENING <url>` (or `pattern`'s first group) and returns the URL. */
export async function listeningUrl(proc, ms, pattern = /LISTENING (\S+)/) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const match = pattern.exec(proc.stdout) ?? pattern.exec(proc.stderr);
    if (match) return match[1];
    if (proc.exited) throw new Error(`exited (${proc.exitCode}) before listening: ${lastLines(proc.stderr || proc.stdout)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`did not listen within ${ms / 1000} s: ${lastLines(proc.stderr || proc.stdout)}`);
}

/**
 * Lines that say nothing about the row: Deno's deprecation warning, and wrangler's failed lookup of the `Request.cf`
 * placeholder (it has no network beyond the registry) and the Go runtime dump of its esbuild service when stopped.
 */
const NOISE = [/^\s*Warning experimentalDecorators/, /Unable to fetch the `Request\.cf` object/, /ENOTFOUND workers\.cloudflare\.com/, /^\s+at GetAddrInfoReqWrap/, /^goroutine \d+/, /^\s+(github\.com|main\.|created by)/];

const ERROR_LINE = /error|Error|ERR_|MCPD_|Uncaught/;
const STRONG_LINE = /[A-Z]\w*Error\b[^\w]|\bMCPD_\w+|\bERR_\w+|Uncaught/;

/** True when the output has a line that says what went wrong (noise left out). */
export function saysError(text) {
  return text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').some((l) => ERROR_LINE.test(l) && !NOISE.some((n) => n.test(l)));
}

/** The first three lines of a process's output that say what went wrong (error lines, stack frames left out), else its last three. */
export function lastLines(text) {
  const clean = text.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = clean.split('\n').map((l) => l.trimEnd()).filter((l) => l !== '' && !NOISE.some((n) => n.test(l)));
  const errors = lines.filter((l) => ERROR_LINE.test(l) && !/^\s+at /.test(l));
  // Lines naming an error class or code first (`SchemaCompileError: …`, `MCPD_…`), in their order; then the others.
  const named = errors.filter((l) => STRONG_LINE.test(l));
  const chosen = [...named, ...errors.filter((l) => !STRONG_LINE.test(l))];
  return (chosen.length > 0 ? chosen.slice(0, 3) : lines.slice(-3)).map((l) => (l.length > 240 ? `${l.slice(0, 240)}…` : l)).join(' | ');
}

/** A JSON-RPC connection over a process's stdin/stdout, newline-delimited; at 2026-07-28 each request carries the `_meta` envelope. */
export function stdioConnection(proc, revision) {
  const pending = new Map();
  let buffer = '';
  proc.child.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (line === '') continue;
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        for (const { reject } of pending.values()) reject(new Error(`stdout carried a line that is not JSON-RPC: ${line.slice(0, 200)}`));
        pending.clear();
        continue;
      }
      if (message.id !== undefined && pending.has(message.id) && (message.result !== undefined || message.error !== undefined)) {
        pending.get(message.id).resolve(message);
        pending.delete(message.id);
      }
    }
  });
  proc.exit.then(() => {
    for (const { reject } of pending.values()) reject(new Error(`the process exited (${proc.exitCode}): ${lastLines(proc.stderr)}`));
    pending.clear();
  });
  let next = 1;
  return {
    request(method, params) {
      const id = next++;
      const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      if (proc.exited) pending.get(id).reject(new Error(`the process exited (${proc.exitCode}): ${lastLines(proc.stderr)}`));
      else proc.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params: revision === STATELESS ? { ...params, _meta: envelope() } : params })}\n`);
      return within(answer, REQUEST_MS, `${method} over stdio`);
    },
    notify(method, params = {}) {
      proc.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method, params })}\n`);
    },
  };
}

/** Reads a JSON-RPC response from an HTTP response: a JSON body, or the first SSE `data:` message that answers `id`. */
async function rpcFromResponse(response, id) {
  const text = await within(response.text(), REQUEST_MS, 'reading the response body');
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/event-stream')) {
    for (const event of text.split(/\r?\n\r?\n/)) {
      const data = event.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
      if (data === '') continue;
      const message = JSON.parse(data);
      if (message.id === id) return message;
    }
    throw new Error(`HTTP ${response.status}: the event stream carried no answer to request ${id}: ${text.slice(0, 300)}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${response.status} ${type}: ${text.slice(0, 300)}`);
  }
}

/** A JSON-RPC client over Streamable HTTP: at 2025-11-25 in the session the server opens (if any), or at 2026-07-28 per request. */
export function httpConnection(url, revision) {
  let session;
  let next = 1;
  const post = async (body, headers) => {
    const response = await within(fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) }), REQUEST_MS, `POST ${body.method}`);
    return response;
  };
  return {
    get session() {
      return session;
    },
    async request(method, params = {}) {
      const id = next++;
      let headers;
      let sent = params;
      if (revision === STATELESS) {
        const named = [params.name, params.uri].find((v) => typeof v === 'string');
        headers = { 'mcp-protocol-version': STATELESS, 'mcp-method': method, ...(named !== undefined ? { 'mcp-name': named } : {}) };
        sent = { ...params, _meta: envelope() };
      } else {
        headers = { ...(method === 'initialize' ? {} : { 'mcp-protocol-version': revision }), ...(session ? { 'mcp-session-id': session } : {}) };
      }
      const response = await post({ jsonrpc: '2.0', id, method, params: sent }, headers);
      if (method === 'initialize') session = response.headers.get('mcp-session-id') ?? undefined;
      const message = await rpcFromResponse(response, id);
      if (!response.ok && message.error === undefined) throw new Error(`HTTP ${response.status} for ${method}`);
      return message;
    },
    async notify(method, params = {}) {
      const response = await post({ jsonrpc: '2.0', method, params }, { 'mcp-protocol-version': revision, ...(session ? { 'mcp-session-id': session } : {}) });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`${method} got HTTP ${response.status}, not 202`);
    },
  };
}

function resultOf(message, what) {
  if (message.error !== undefined) throw new Error(`${what}: JSON-RPC error ${message.error.code} ${message.error.message}`);
  return message.result;
}

function textOf(result) {
  return (result.content ?? []).filter((c) => c.type === 'text').map((c) => c.text).join('\n');
}

/** The input schemas of a tool list, as the bytes compared with the golden list. */
export function schemasOf(result) {
  return JSON.stringify(result.tools.map((t) => ({ name: t.name, inputSchema: t.inputSchema })));
}

/**
 * The calls of one era on a connection (2025-11-25 starts with `initialize`). Puts the tool list's schemas in
 * `lists[revision]` as soon as it has them and returns them; throws the first failed expectation, naming the call.
 */
export async function runEra(connection, revision, { sessions, lists = {} } = {}) {
  if (revision === SESSION_REVISION) {
    const init = resultOf(await connection.request('initialize', { protocolVersion: revision, capabilities: {}, clientInfo: { name: 'mcpd-runtimes', version: '1.0.0' } }), 'initialize');
    if (init.protocolVersion !== revision) throw new Error(`initialize: the server chose ${init.protocolVersion}, not ${revision}`);
    if (sessions === true && 'session' in connection && !connection.session) throw new Error('initialize: no Mcp-Session-Id header (this runtime serves sessions)');
    await connection.notify('notifications/initialized');
  }
  const list = resultOf(await connection.request('tools/list', {}), 'tools/list');
  const schemas = schemasOf(list);
  lists[revision] = schemas;
  const stateless = revision === STATELESS;
  const complete = (result, what) => {
    if (stateless && result.resultType !== 'complete') throw new Error(`${what}: resultType ${JSON.stringify(result.resultType)}, not "complete"`);
    return result;
  };
  const add = complete(resultOf(await connection.request('tools/call', { name: 'add', arguments: { a: 2, b: 3 } }), 'add'), 'add');
  if (add.isError || textOf(add) !== 'sum=5') throw new Error(`add {a:2,b:3}: expected "sum=5", got ${JSON.stringify(add).slice(0, 300)}`);
  const valid = complete(resultOf(await connection.request('tools/call', { name: 'add_contact', arguments: { name: 'Ann', email: 'ann@example.com', age: 30, vip: true } }), 'add_contact'), 'add_contact');
  const seen = valid.isError ? undefined : JSON.parse(textOf(valid) || 'null');
  if (seen?.instance !== true || seen.email !== 'ann@example.com') throw new Error(`add_contact (valid): the handler did not get a NewContact instance: ${JSON.stringify(valid).slice(0, 300)}`);
  const invalid = complete(resultOf(await connection.request('tools/call', { name: 'add_contact', arguments: { name: '', email: 'not-an-email' } }), 'add_contact (invalid)'), 'add_contact (invalid)');
  const refusal = textOf(invalid);
  if (invalid.isError !== true || !/\bname\b/.test(refusal) || !/\bemail\b/.test(refusal)) throw new Error(`add_contact (invalid): expected an isError result naming name and email, got ${JSON.stringify(invalid).slice(0, 300)}`);
  const read = complete(resultOf(await connection.request('resources/read', { uri: 'demo://readme' }), 'resources/read'), 'resources/read');
  if (read.contents?.[0]?.text !== 'the runtimes demo') throw new Error(`resources/read: ${JSON.stringify(read).slice(0, 300)}`);
  const prompt = complete(resultOf(await connection.request('prompts/get', { name: 'greet', arguments: { name: 'Ann' } }), 'prompts/get'), 'prompts/get');
  if (prompt.messages?.[0]?.content?.text !== 'Hello, Ann') throw new Error(`prompts/get: ${JSON.stringify(prompt).slice(0, 300)}`);
  return schemas;
}
