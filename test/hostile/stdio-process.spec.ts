import { expect } from 'chai';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RawStdio } from '../support/raw-stdio.js';

const fixture = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/hostile-stdio.js');
const MIB = 1024 * 1024;

describe('hostile/stdio-process: a real stdio server process under attack', () => {
  let server: RawStdio | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers a 50 MB line with -32600 naming its id, skips it, and answers the next ping', async () => {
    server = new RawStdio(process.execPath, [fixture]);
    await server.initialize('2025-11-25');
    const filler = 'x'.repeat(50 * MIB);
    server.sendRaw(`{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"echo","arguments":{"text":"${filler}"}}}\n`);
    const refused = await server.waitFor((m) => m.id === 'big', 10_000);
    expect(refused.error).to.deep.include({ code: -32600 });
    expect((refused.error as { message: string }).message).to.match(/over the limit of 4194304; it was skipped/);
    expect(await server.request('ping')).to.deep.include({ result: {} });
    expect(server.exitCode).to.equal(null);
    expect(server.stdoutNoise).to.deep.equal([]);
  });

  it('honours a smaller line limit from the options', async () => {
    server = new RawStdio(process.execPath, [fixture], { MAX_LINE_BYTES: '1000' });
    await server.initialize('2025-03-26');
    server.sendRaw(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{"text":"${'y'.repeat(2000)}"}}}\n`);
    expect((await server.waitFor((m) => m.id === 3)).error).to.deep.include({ code: -32600 });
    const echoed = await server.request('tools/call', { name: 'echo', arguments: { text: 'short' } });
    expect(echoed.result).to.deep.equal({ content: [{ type: 'text', text: 'short' }] });
  });

  it('keeps serving after garbage, a BOM, CRLF and a truncated line, writing only protocol to stdout', async () => {
    server = new RawStdio(process.execPath, [fixture]);
    await server.initialize('2025-06-18');
    server.sendRaw('garbage\n\ufeff{"jsonrpc":"2.0","id":"bom","method":"ping"}\r\n{"jsonrpc":"2.0","id":\n');
    expect((await server.waitFor((m) => m.id === 'bom')).result).to.deep.equal({});
    expect(await server.request('ping')).to.deep.include({ result: {} });
    expect(server.received.filter((m) => m.id === null).map((m) => (m.error as { code: number }).code)).to.deep.equal([-32700, -32700]);
    expect(server.stdoutNoise).to.deep.equal([]);
  });
});
