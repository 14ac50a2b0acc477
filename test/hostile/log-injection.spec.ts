import { expect } from 'chai';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RawStdio } from '../support/raw-stdio.js';

const fixture = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/logging-stdio.js');

// What a client puts in a URI to end the log line, forge a request-log line after it and recolour the terminal.
const FORGED = '{"level":"info","time":"2026-01-01T00:00:00.000Z","msg":"mcp request","method":"ping","subject":"root"}';
const HOSTILE = [`x\r\n${FORGED}\n`, `y\u001b[2J\u001b[31m`, `z\u2028\u0085\u202e\u0000`];

describe('hostile/log-injection: client text in diagnostics and request-log lines over stdio', function () {
  this.timeout(30_000);
  let server: RawStdio | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('failing and refused reads of URIs with CR, LF, ESC and other controls leave one line per record, JSON lines holding the real values', async () => {
    server = new RawStdio(process.execPath, [fixture]);
    await server.initialize('2025-11-25');
    const uris = HOSTILE.flatMap((text) => [`bad://${text}`, `refused://${text}`, `missing://${text}`]);
    for (const uri of uris) expect((await server.request('resources/read', { uri })).error).to.be.an('object');
    // Every read got a request-log line; wait for the last one (stderr has no answer to wait on).
    const deadline = Date.now() + 5_000;
    const lines = (): string[] => server!.stderr.split('\n').filter((l) => l !== '');
    while (lines().filter((l) => l.startsWith('{')).length < uris.length + 1 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    const stderr = server.stderr;
    expect(stderr).to.not.match(/[\r\u001b\u0000\u0085\u2028\u202e]/);
    const records = lines().map((line) => {
      if (line.startsWith('[mcp-decorators] ')) return undefined;
      return JSON.parse(line) as { method: string; name?: string; subject?: string };
    });
    const logged = records.filter((r) => r?.method === 'resources/read').map((r) => r!.name);
    expect(logged).to.deep.equal(uris);
    expect(records.some((r) => r?.subject === 'root')).to.equal(false);
    const diagnostics = lines().filter((l) => l.startsWith('[mcp-decorators] '));
    expect(diagnostics.some((l) => l.includes('bad://x\\r\\n{"level":"info"'))).to.equal(true);
    expect(diagnostics.some((l) => l.includes('refused://y\\u001b[2J'))).to.equal(true);
  });
});
