import { expect } from 'chai';
import { isLogLevel, LOG_LEVELS } from '../../lib/vocabulary/log-levels.js';

describe('vocabulary/log-levels', () => {
  it('lists the eight syslog levels of logging/setLevel, least severe first', () => {
    expect(LOG_LEVELS).to.deep.equal(['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency']);
  });

  it('accepts exactly those names and nothing a client could smuggle in', () => {
    for (const level of LOG_LEVELS) expect(isLogLevel(level)).to.equal(true);
    for (const value of ['warn', 'INFO', '', 'toString', '__proto__', 3, null, undefined, ['info'], { level: 'info' }]) expect(isLogLevel(value), String(value)).to.equal(false);
  });
});
