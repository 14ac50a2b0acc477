import { expect } from 'chai';
import { Console } from 'node:console';
import { PassThrough } from 'node:stream';
import { guardStdout } from '../../../lib/server/transports/stdout-guard.js';

function collect(stream: PassThrough): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return () => text;
}

describe('server/transports/stdout-guard', () => {
  it('sends every other write to stderr while held, and writes protocol past it', () => {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const out = collect(stdout);
    const err = collect(stderr);
    const console = new Console({ stdout, stderr });
    const guard = guardStdout(stdout, stderr);
    stdout.write('user write\n');
    stdout.write(Buffer.from('user bytes\n'));
    console.log('a log');
    console.info('an info');
    console.debug('a debug');
    guard.write('{"jsonrpc":"2.0"}\n');
    guard.release();
    expect(out()).to.equal('{"jsonrpc":"2.0"}\n');
    expect(err()).to.equal('user write\nuser bytes\na log\nan info\na debug\n');
  });

  it('keeps diverting until the last hold is released, then restores the stream as it was', () => {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const out = collect(stdout);
    const err = collect(stderr);
    const first = guardStdout(stdout, stderr);
    const second = guardStdout(stdout, stderr);
    first.release();
    first.release();
    stdout.write('still diverted\n');
    second.write('protocol\n');
    second.release();
    expect(Object.hasOwn(stdout, 'write')).to.equal(false);
    stdout.write('restored\n');
    expect(out()).to.equal('protocol\nrestored\n');
    expect(err()).to.equal('still diverted\n');
  });

  it('keeps an own write a stream had before', () => {
    const stdout = new PassThrough();
    const seen: string[] = [];
    const own = (chunk: unknown): boolean => (seen.push(String(chunk)), true);
    stdout.write = own as PassThrough['write'];
    const guard = guardStdout(stdout, new PassThrough());
    stdout.write('elsewhere');
    guard.write('mine');
    guard.release();
    expect(stdout.write).to.equal(own);
    expect(seen).to.deep.equal(['mine']);
  });

  it('escapes what it diverts: a handler log carrying client text stays one line on stderr', () => {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const err = collect(stderr);
    const console = new Console({ stdout, stderr });
    const guard = guardStdout(stdout, stderr);
    console.log('got %s', 'a\r\n{"forged":1}\u001b[2J');
    stdout.write(Buffer.from('bytes\u2028end'));
    stdout.write('4869', 'hex');
    guard.release();
    expect(err()).to.equal('got a\\r\\n{"forged":1}\\u001b[2J\nbytes\\u2028endHi');
  });
});
