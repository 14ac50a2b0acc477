import { expect } from 'chai';
import { dateFromDateTime } from '../../lib/binding/date-time.js';

const iso = (text: string): string => {
  const date = dateFromDateTime(text);
  return date instanceof Date ? date.toISOString() : date.problem;
};

describe('binding/date-time', () => {
  it('reads every form of RFC 3339 date-time Ajv accepts', () => {
    expect(iso('2026-11-30T10:00:00Z')).to.equal('2026-11-30T10:00:00.000Z');
    expect(iso('2026-11-30t10:00:00.5z')).to.equal('2026-11-30T10:00:00.500Z');
    expect(iso('2026-11-30 10:00:00+01:30')).to.equal('2026-11-30T08:30:00.000Z');
    expect(iso('2026-11-30T10:00:00-0100')).to.equal('2026-11-30T11:00:00.000Z');
    expect(iso('2026-11-30T10:00:00+02')).to.equal('2026-11-30T08:00:00.000Z');
    expect(iso('0001-01-01T00:00:00.123456789Z')).to.equal('0001-01-01T00:00:00.123Z');
  });

  it('says why a leap second or another form cannot become a Date', () => {
    expect(iso('2016-12-31T23:59:60Z')).to.equal('is a leap second, which a JavaScript Date cannot represent; send hh:mm:59 or the next second instead');
    expect(iso('2026-11-30')).to.equal('must be an RFC 3339 date-time, e.g. 2026-11-30T10:00:00Z');
  });
});
