import { expect } from 'chai';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, isTypeScriptModule } from '../../lib/cli/dev-command.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = join(root, 'dist/lib/cli/main.js');

/** A compiled-looking module with one tool named `name`; inside dist/ so that `mcp-decorators` resolves to this package. */
const moduleText = (name: string) => `import { Tool, createServer } from 'mcp-decorators';
class Tools { ${name}() { return '${name}'; } }
Tool()(Tools.prototype, '${name}', Object.getOwnPropertyDescriptor(Tools.prototype, '${name}'));
Reflect.defineMetadata('design:paramtypes', [], Tools.prototype, '${name}');
export default () => createServer({ name: 'dev-probe', version: '1.0.0', classes: [Tools] });
`;

/** The tools/list result at 2025-11-25, through a session of its own. */
async function listTools(url: string): Promise<{ name: string; inputSchema: Record<string, unknown> }[]> {
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };
  const post = (body: object, sessionId?: string) => fetch(url, { method: 'POST', headers: { ...headers, ...(sessionId ? { 'mcp-session-id': sessionId } : {}) }, body: JSON.stringify(body) });
  const init = await post({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '0' } } });
  const sessionId = init.headers.get('mcp-session-id') ?? undefined;
  await init.text();
  const list = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, sessionId);
  const text = await list.text();
  const json = (text.startsWith('{') ? JSON.parse(text) : JSON.parse(text.split('\n').find((l) => l.startsWith('data: {'))!.slice(6))) as { result: { tools: { name: string; inputSchema: Record<string, unknown> }[] } };
  return json.result.tools;
}

async function toolNames(url: string): Promise<string[]> {
  return (await listTools(url)).map((t) => t.name);
}

async function toolSchema(url: string): Promise<Record<string, unknown>> {
  return (await listTools(url))[0]!.inputSchema;
}

describe('cli/dev-command', function () {
  this.timeout(30_000);
  let dev: ChildProcessWithoutNullStreams | undefined;
  let folder: string;
  afterEach(async () => {
    if (dev && dev.exitCode === null) {
      const exited = new Promise((done) => dev!.once('exit', done));
      dev.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  /** Starts `mcp-decorators dev <file> --port 0`: its stdout lines, and `next`, which waits for the next line matching. */
  function startDev(file: string): { readonly lines: readonly string[]; readonly next: (match: RegExp) => Promise<RegExpExecArray> } {
    dev = spawn(process.execPath, [cli, 'dev', file, '--port', '0'], { cwd: root });
    const lines: string[] = [];
    const waiters: { match: RegExp; done: (m: RegExpExecArray) => void }[] = [];
    // Lines already read are matched first: several may come in one chunk, before the next waiter is set.
    let seen = 0;
    const settle = (): void => {
      for (; seen < lines.length && waiters.length > 0; seen++) {
        const m = waiters[0]!.match.exec(lines[seen]!);
        if (m) waiters.shift()!.done(m);
      }
    };
    createInterface({ input: dev.stdout }).on('line', (line) => {
      lines.push(line);
      settle();
    });
    const next = (match: RegExp) =>
      new Promise<RegExpExecArray>((done) => {
        waiters.push({ match, done });
        settle();
      });
    return { lines, next };
  }

  it('freePort gives a port nothing listens on', async () => {
    folder = mkdtempSync(join(root, 'dist', 'dev-'));
    const port = await freePort('127.0.0.1');
    expect(port).to.be.within(1, 65535);
  });

  it('serves the module, prints the endpoint and the Inspector command, and restarts with the new build on change', async () => {
    folder = mkdtempSync(join(root, 'dist', 'dev-'));
    const file = join(folder, 'server.js');
    writeFileSync(file, moduleText('first'));
    const { lines, next } = startDev(file);
    const first = await next(/^mcp-decorators dev: serving \S+ at (http:\/\/127\.0\.0\.1:\d+\/mcp)$/);
    const url = first[1]!;
    await next(/MCP Inspector: npx @modelcontextprotocol\/inspector/);
    expect(await toolNames(url)).to.deep.equal(['first']);
    const restarted = next(/^mcp-decorators dev: restarted \(server\.js\); serving \S+ at (\S+)$/);
    writeFileSync(file, moduleText('second'));
    expect((await restarted)[1]).to.equal(url);
    expect(await toolNames(url)).to.deep.equal(['second']);
    expect(lines.some((l) => l.includes(`MCP Inspector: npx @modelcontextprotocol/inspector  → transport "Streamable HTTP", URL ${url}`))).to.equal(true);
  });

  it('takes a .ts module: runs it from its sources with design metadata (no build) and restarts when a source changes', async () => {
    folder = mkdtempSync(join(root, 'dist', 'dev-ts-'));
    // TypeScript that needs design metadata (the parameter types), importing its neighbour tsc-style as ./tools.js.
    const tools = (name: string) => `import { Param, Tool } from 'mcp-decorators';
export class Tools {
  @Tool() ${name}(@Param('times') times: number, @Param('word') word: string): string { return word.repeat(times); }
}
`;
    writeFileSync(join(folder, 'tools.ts'), tools('first'));
    writeFileSync(join(folder, 'server.ts'), `import { createServer } from 'mcp-decorators';
import { Tools } from './tools.js';
export default () => createServer({ name: 'dev-ts', version: '1.0.0', classes: [Tools] });
`);
    const { next } = startDev(join(folder, 'server.ts'));
    const url = (await next(/^mcp-decorators dev: serving \S+ at (http:\/\/127\.0\.0\.1:\d+\/mcp)$/))[1]!;
    expect(await toolNames(url)).to.deep.equal(['first']);
    expect(await toolSchema(url), 'the types come from the design metadata swc emitted').to.deep.include({ properties: { times: { type: 'number' }, word: { type: 'string' } } });
    const restarted = next(/^mcp-decorators dev: restarted \(tools\.ts\); serving \S+ at (\S+)$/);
    writeFileSync(join(folder, 'tools.ts'), tools('second'));
    expect((await restarted)[1]).to.equal(url);
    expect(await toolNames(url)).to.deep.equal(['second']);
  });

  it('tells TypeScript sources from JavaScript and declarations', () => {
    folder = mkdtempSync(join(root, 'dist', 'dev-'));
    expect(['a.ts', 'a.mts', 'a.cts', 'a.js', 'a.d.ts', 'a.d.mts', 'a.tsx'].map(isTypeScriptModule)).to.deep.equal([true, true, true, false, false, false, false]);
  });
});
