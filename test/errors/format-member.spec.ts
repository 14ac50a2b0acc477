import { expect } from 'chai';
import { formatClass, formatMember } from '../../lib/errors/format-member.js';

class WeatherTools { forecast(): void {} }

describe('errors/format-member', () => {
  it('names a class, a member, a parameter position and a parameter name', () => {
    expect(formatMember(WeatherTools)).to.equal('WeatherTools');
    expect(formatMember(WeatherTools, 'forecast')).to.equal('WeatherTools.forecast');
    expect(formatMember(WeatherTools, 'forecast', 1)).to.equal('WeatherTools.forecast(#1)');
    expect(formatMember(WeatherTools, 'forecast', 1, 'days')).to.equal('WeatherTools.forecast(#1 "days")');
  });

  it('reads the class name from a prototype or an instance as well', () => {
    expect(formatMember(WeatherTools.prototype, 'forecast', 0)).to.equal('WeatherTools.forecast(#0)');
    expect(formatMember(new WeatherTools(), 'forecast')).to.equal('WeatherTools.forecast');
    expect(formatClass(WeatherTools.prototype)).to.equal('WeatherTools');
    expect(formatClass(WeatherTools)).to.equal('WeatherTools');
  });

  it('writes symbol keys and quotes names as JSON', () => {
    expect(formatMember(WeatherTools, Symbol('run'))).to.equal('WeatherTools.Symbol(run)');
    expect(formatMember(WeatherTools, 'f', 0, 'say "x"')).to.equal('WeatherTools.f(#0 "say \\"x\\"")');
  });

  it('names anonymous classes and objects without a constructor', () => {
    const anonymous = (() => class {})();
    expect(formatClass(anonymous)).to.equal('<anonymous class>');
    expect(formatMember(Object.create(null) as object, 'x')).to.equal('<anonymous class>.x');
  });
});
