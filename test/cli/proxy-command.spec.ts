import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectClient } from '../../lib/testing/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = join(root, 'dist/lib/cli/main.js');
const upstream = join(root, 'dist/test/support/bridge/sdk-v1-stdio.js');
const hostile = join(root, 'dist/test/support/bridge/hostile-upstream.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

type Json = { [key: string]: unknown };

describe('cli/proxy-command', function () {
  this.timeout(30_000);

  it('prints its usage, and refuses a call without an upstream with exit 2', () => {
    expect(run('proxy', '--help').stdout).to.include('Usage: mcp-decorators proxy <url>').and.include('-- <command> [args...]').and.include('never forwarded');
    expect(run('--help').stdout).to.include('proxy <url> | proxy -- <command> [args...]');
    const none = run('proxy');
    expect(none.status).to.equal(2);
    expect(none.stderr).to.include('mcp-decorators: proxy takes one URL, or a command after --').and.include('Usage: mcp-decorators proxy');
    const both = run('proxy', 'http://127.0.0.1:1/mcp', '--', 'node');
    expect(both.stderr).to.include('not both');
    expect(run('proxy', 'http://127.0.0.1:1/mcp', '--header', 'no colon here').stderr).to.include('--header must be "Name: value"');
    expect(run('proxy', '--port', '1', '--', 'node').stderr).to.include('--port needs --http');
  });

  it('is loaded only when run: the other commands do not import the proxy or the official client', () => {
    const main = readFileSync(cli, 'utf8');
    expect(main).to.not.match(/^import[^;]*proxy/m);
    expect(main).to.include("import('./proxy-command.js')");
  });

  it('serves a stdio upstream over stdio to a 2024-11-05 client', async () => {
    const session = await connectClient({ client: 'v1', revision: '2024-11-05', transport: 'stdio', stdio: { command: process.execPath, args: [cli, 'proxy', '--', process.execPath, upstream] } });
    try {
      const { tools } = (await session.listTools()) as { tools: Json[] };
      expect(tools.map((t) => t.name)).to.include('add');
      expect(await session.callTool('add', { a: 4, b: 5 })).to.deep.equal({ content: [{ type: 'text', text: '9' }] });
    } finally {
      await session.close();
    }
  });

  it('serves tasks of its own with --task-tool (a named tool may run as a task; without the flag, none)', async () => {
    const stdio = (...flags: string[]) => ({ client: 'v1' as const, revision: '2025-11-25', transport: 'stdio' as const, stdio: { command: process.execPath, args: [cli, 'proxy', ...flags, '--', process.execPath, upstream] } });
    const session = await connectClient(stdio('--task-tool', 'add'));
    try {
      const { tools } = (await session.listTools()) as { tools: Json[] };
      expect(tools.find((t) => t.name === 'add')?.execution).to.deep.equal({ taskSupport: 'optional' });
      expect(tools.find((t) => t.name === 'fail')).to.not.have.property('execution');
    } finally {
      await session.close();
    }
    const plain = await connectClient(stdio());
    try {
      const { tools } = (await plain.listTools()) as { tools: Json[] };
      expect(tools.find((t) => t.name === 'add')).to.not.have.property('execution');
    } finally {
      await plain.close();
    }
  });

  it('serves a stdio upstream over Streamable HTTP (--http --port 0) to a 2026-07-28 client', async () => {
    const child = spawn(process.execPath, [cli, 'proxy', '--http', '--port', '0', '--', process.execPath, upstream], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolveUrl, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          const found = /MCP endpoint: (\S+)/.exec(out);
          if (found) resolveUrl(found[1]!);
        });
        child.once('exit', (code) => reject(new Error(`the proxy exited with ${String(code)} before printing its endpoint`)));
      });
      const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
      const client = new Client({ name: 'cli-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      try {
        expect(client.getNegotiatedProtocolVersion()).to.equal('2026-07-28');
        const result = await client.callTool({ name: 'add', arguments: { a: 1, b: 1 } });
        expect(result.structuredContent).to.deep.equal({ sum: 2 });
      } finally {
        await client.close();
      }
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it("escapes the upstream's serverInfo name on stderr: an ESC or a newline in it neither drives the terminal nor forges a line", async () => {
    const child = spawn(process.execPath, [cli, 'proxy', '--', process.execPath, hostile, 'evil\u001b[2J\nmcp-decorators: forged line'], { stdio: ['pipe', 'pipe', 'pipe'] });
    try {
      const err = await new Promise<string>((done, reject) => {
        let text = '';
        child.stderr.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (/over stdio.*\n/.test(text)) done(text);
        });
        child.once('exit', (code) => reject(new Error(`the proxy exited with ${String(code)}: ${text}`)));
      });
      expect(err).to.not.include('\u001b');
      expect(err.split('\n').filter((line) => line.startsWith('mcp-decorators: forged'))).to.deep.equal([]);
      expect(err).to.include('evil\\u001b[2J\\nmcp-decorators: forged line');
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
