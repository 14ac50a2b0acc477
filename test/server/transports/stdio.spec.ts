import { expect } from 'chai';
import { PassThrough } from 'node:stream';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Param, Tool, createServer, serveStdio } from '../../../lib/index.js';
import type { Diagnostics } from '../../../lib/observability/index.js';
import { RawStdio, type WireMessage } from '../../support/raw-stdio.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

class Echo {
  @Tool() echo(@Param('text') text: string): string {
    return text;
  }
}

interface Wire {
  readonly lines: string[];
  readonly warnings: string[];
  write(message: object | string): void;
  next(predicate: (message: any) => boolean): Promise<any>;
  stdin: PassThrough;
}

function wire(): { wire: Wire; diagnostics: Diagnostics; stdout: PassThrough } {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const lines: string[] = [];
  const warnings: string[] = [];
  const waiters: { predicate: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  createInterface({ input: stdout }).on('line', (line) => {
    lines.push(line);
    const message = JSON.parse(line);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const diagnostics: Diagnostics = { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) };
  return {
    stdout,
    diagnostics,
    wire: {
      lines,
      warnings,
      stdin,
      write: (message) => void stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`),
      next: (predicate) =>
        new Promise((resolve, reject) => {
          const seen = lines.map((l) => JSON.parse(l)).find(predicate);
          if (seen) return resolve(seen);
          const timer = setTimeout(() => reject(new Error(`no matching line within 2 s; got ${JSON.stringify(lines)}`)), 2000);
          waiters.push({ predicate, resolve: (m) => (clearTimeout(timer), resolve(m)) });
        }),
    },
  };
}

describe('server/transports/stdio', () => {
  it('speaks newline-delimited JSON-RPC over the given streams', async () => {
    const { wire: w, diagnostics, stdout } = wire();
    const server = createServer({ name: 'test', version: '1.0.0', classes: [Echo], diagnostics });
    await serveStdio(server, { stdin: w.stdin, stdout });
    try {
      w.write({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
      const init = await w.next((m) => m.id === 1);
      expect(init.result.protocolVersion).to.equal('2025-03-26');
      w.write({ jsonrpc: '2.0', method: 'notifications/initialized' });
      w.write({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'over stdio' } } });
      const call = await w.next((m) => m.id === 2);
      expect(call).to.deep.equal({ jsonrpc: '2.0', id: 2, result: { content: [{ type: 'text', text: 'over stdio' }] } });
      expect(w.lines.every((line) => JSON.parse(line).jsonrpc === '2.0')).to.equal(true);
    } finally {
      await server.close();
    }
  });

  it('answers a line that is not JSON with -32700 and JSON that is not JSON-RPC with -32600, and keeps serving', async () => {
    const { wire: w, diagnostics, stdout } = wire();
    const server = createServer({ name: 'test', version: '1.0.0', classes: [Echo], diagnostics });
    await serveStdio(server, { stdin: w.stdin, stdout });
    try {
      w.write('this is not json');
      w.write({ hello: 'world' });
      w.write({ jsonrpc: '2.0', id: 7, method: 'ping' });
      expect(await w.next((m) => m.id === 7)).to.deep.equal({ jsonrpc: '2.0', id: 7, result: {} });
      expect(w.lines.map((l) => JSON.parse(l))).to.deep.equal([
        { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the line is not valid JSON' } },
        { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: jsonrpc must be "2.0"' } },
        { jsonrpc: '2.0', id: 7, result: {} },
      ]);
      expect(w.warnings).to.deep.equal([]);
    } finally {
      await server.close();
    }
  });

  describe('a handler that writes to stdout, in a real process', function () {
    this.timeout(20_000);
    const shout = async (server: RawStdio): Promise<WireMessage> => {
      await server.initialize('2025-06-18');
      const response = await server.request('tools/call', { name: 'shout', arguments: { text: 'hi' } });
      // Everything the handler wrote must have arrived by the time a later request is answered.
      await server.request('ping');
      return response;
    };

    it('keeps stdout valid JSON-RPC: console.log/info/debug/table and process.stdout.write go to stderr', async () => {
      const server = new RawStdio(process.execPath, [join(root, 'dist/test/fixtures/noisy-stdio.js')]);
      try {
        const response = await shout(server);
        expect(response.result).to.deep.equal({ content: [{ type: 'text', text: 'HI' }] });
        expect(server.stdoutNoise).to.deep.equal([]);
        expect(server.received.every((m) => m.jsonrpc === '2.0')).to.equal(true);
        for (const line of ['log: hi', 'info: hi', 'debug: hi', 'write: hi', 'bytes: hi', 'noisy-stdio: serving']) expect(server.stderr).to.include(line);
        expect(server.stderr).to.match(/│ *text *│/);
      } finally {
        await server.close();
      }
    });

    it('under the CLI, diverts a module\'s top-level logs too', async () => {
      const server = new RawStdio(process.execPath, [join(root, 'dist/lib/cli/main.js'), 'serve', join(root, 'dist/test/fixtures/noisy-module.js')]);
      try {
        expect((await shout(server)).result).to.deep.equal({ content: [{ type: 'text', text: 'HI' }] });
        expect(server.stdoutNoise).to.deep.equal([]);
        expect(server.stderr).to.include('noisy-module: loaded').and.include('log: hi').and.include('write: hi');
      } finally {
        await server.close();
      }
    });
  });
});
