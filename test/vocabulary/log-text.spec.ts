import { expect } from 'chai';
import { escapeLogText } from '../../lib/vocabulary/log-text.js';

describe('vocabulary/log-text', () => {
  it('turns every character that could break, drive or disguise a line into a visible escape', () => {
    expect(escapeLogText('a\r\nb\tc\u001b[31m\u0000\u007f\u0085\u2028\u2029\u202e\u2066')).to.equal('a\\r\\nb\\tc\\u001b[31m\\u0000\\u007f\\u0085\\u2028\\u2029\\u202e\\u2066');
    expect(escapeLogText('notes://work/42 é 日本')).to.equal('notes://work/42 é 日本');
  });

  it('keeps a JSON line parseable to the same values', () => {
    const value = { name: 'x\u2028\u0085\u202e\r\n\u001b"\\' };
    const line = escapeLogText(JSON.stringify(value));
    expect(line).to.not.match(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
    expect(JSON.parse(line)).to.deep.equal(value);
  });
});
