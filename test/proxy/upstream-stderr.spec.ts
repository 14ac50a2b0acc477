import { expect } from 'chai';
import { PassThrough } from 'node:stream';
import { relayStderr, STDERR_LINE_MAX, STDERR_LINES_PER_SECOND } from '../../lib/proxy/upstream-stderr.js';

describe('proxy/upstream-stderr', () => {
  const relay = () => {
    const stream = new PassThrough();
    const said: string[] = [];
    let clock = 10_000;
    relayStderr(stream, 'up\u001bstream', (t) => void said.push(t), () => clock);
    return { stream, said, tick: (ms: number) => void (clock += ms) };
  };

  it('says each line once it ends, escaped, with the upstream named (escaped too)', () => {
    const { stream, said } = relay();
    stream.write('one\u001b[31m\r\ntw');
    expect(said).to.deep.equal(['proxy: the upstream up\\u001bstream says: one\\u001b[31m']);
    stream.write('o\n');
    expect(said[1]).to.equal('proxy: the upstream up\\u001bstream says: two');
  });

  it('cuts a long line, and holds no more than one cut line of an unfinished one', () => {
    const { stream, said } = relay();
    stream.write(`${'a'.repeat(STDERR_LINE_MAX + 10)}\n`);
    stream.write('b'.repeat(STDERR_LINE_MAX * 3));
    stream.write('b'.repeat(STDERR_LINE_MAX * 3));
    stream.write('tail\nnext\n');
    expect(said).to.have.length(3);
    expect(said[0]).to.include(`${'a'.repeat(STDERR_LINE_MAX)} … (line cut)`).and.not.include('a'.repeat(STDERR_LINE_MAX + 1));
    expect(said[1]).to.include(`${'b'.repeat(STDERR_LINE_MAX)} … (line cut)`);
    expect(said[2]).to.match(/says: next$/);
  });

  it('repeats at most so many lines a second and then says how many it dropped', () => {
    const { stream, said, tick } = relay();
    stream.write(Array.from({ length: 1000 }, (_, i) => `line ${i}\n`).join(''));
    expect(said).to.have.length(STDERR_LINES_PER_SECOND);
    tick(1000);
    stream.write('later\n');
    expect(said.slice(-2)).to.deep.equal([
      `proxy: the upstream up\\u001bstream wrote ${1000 - STDERR_LINES_PER_SECOND} more stderr line(s), not repeated (at most ${STDERR_LINES_PER_SECOND} a second)`,
      'proxy: the upstream up\\u001bstream says: later',
    ]);
  });
});
