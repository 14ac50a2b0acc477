import { expect } from 'chai';
import { LineReader, peekId, type LineEvent } from '../../../lib/server/transports/line-reader.js';

function read(max: number, ...chunks: string[]): LineEvent[] {
  const events: LineEvent[] = [];
  const reader = new LineReader(max, (e) => events.push(e));
  for (const chunk of chunks) reader.push(Buffer.from(chunk, 'utf8'));
  reader.end();
  return events;
}

describe('server/transports/line-reader', () => {
  it('splits lines across chunks, strips CR and a leading BOM, and skips blank lines', () => {
    expect(read(100, '{"a"', ':1}\r\n\n  \n\ufeff{"b":2}\nlast')).to.deep.equal([
      { kind: 'line', text: '{"a":1}' },
      { kind: 'line', text: '{"b":2}' },
      { kind: 'line', text: 'last' },
    ]);
  });

  it('decodes a UTF-8 character split across chunks', () => {
    const bytes = Buffer.from('"ü"\n', 'utf8');
    const events: LineEvent[] = [];
    const reader = new LineReader(100, (e) => events.push(e));
    reader.push(bytes.subarray(0, 2));
    reader.push(bytes.subarray(2));
    expect(events).to.deep.equal([{ kind: 'line', text: '"ü"' }]);
  });

  it('skips a line over the limit without keeping it, reports its size and head, and reads on', () => {
    const long = `{"id":7,"x":"${'y'.repeat(50)}"}`;
    const events = read(20, long.slice(0, 10), long.slice(10), '\n{"ok":1}\n');
    expect(events).to.have.length(2);
    expect(events[0]).to.deep.include({ kind: 'oversized', bytes: long.length });
    expect((events[0] as { head: string }).head.startsWith('{"id":7')).to.equal(true);
    expect(events[1]).to.deep.equal({ kind: 'line', text: '{"ok":1}' });
  });

  it('accepts a line of exactly the limit', () => {
    expect(read(7, '{"a":1}\n')).to.deep.equal([{ kind: 'line', text: '{"a":1}' }]);
  });

  describe('peekId', () => {
    it('reads a top-level string or integer id from the head of a message', () => {
      expect(peekId('{"jsonrpc":"2.0","id":42,"method":"x","params":{"a":"')).to.equal(42);
      expect(peekId('{"jsonrpc":"2.0", "id" : "abc", "params":')).to.equal('abc');
      expect(peekId('{"id":-3,')).to.equal(-3);
    });

    it('ignores ids nested deeper, "id" as a value, and ids it cannot read exactly', () => {
      expect(peekId('{"params":{"id":5},"method":"x"')).to.equal(undefined);
      expect(peekId('{"method":"id","params":{}')).to.equal(undefined);
      expect(peekId('{"id":1.5,')).to.equal(1.5);
      expect(peekId('{"id":-2.5e-3,')).to.equal(-0.0025);
      expect(peekId('{"id":1e400,')).to.equal(undefined);
      expect(peekId('{"id":null,')).to.equal(undefined);
      expect(peekId('{"id":12345678901234567890,')).to.equal(undefined);
      expect(peekId('{"id":"\\x"')).to.equal(undefined);
      expect(peekId('{"params":"')).to.equal(undefined);
      expect(peekId('{"a":"\\"id\\":3","id":4')).to.equal(4);
    });
  });
});
