import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import type { ParamRecord } from '../../lib/metadata/records.js';
import { paramDescriptorFrom } from '../../lib/scanner/param-descriptor-from.js';
import { scanContext } from '../support/scan-context.js';

enum Unit { Celsius = 'celsius', Fahrenheit = 'fahrenheit' }

class Weather {
  prefix = 'Os';

  @Tool()
  forecast(
    @Param('city', { complete: ['Oslo', 'Osaka', 'Paris'], header: 'City' }) city: string,
    @Param('unit', { enum: Unit }) unit: Unit,
    @Param('near', { complete(this: Weather, value: string) { return [`${this.prefix}${value}`]; } }) near: string,
    @Param('days', { default: 3 }) days: number,
    @Param('note') note: string,
  ): string {
    return city + unit + near + days + note;
  }
}

function recordOf(name: string): ParamRecord {
  return getMetadataStore().recordsFor(Weather)!.params.find((p) => p.name === name)!;
}

describe('scanner/param-descriptor-from', () => {
  const instance = new Weather();
  const from = (name: string, design: Function, context = scanContext()) => paramDescriptorFrom(recordOf(name), design, Weather, instance, context);
  const ctx = { arguments: {} };

  it('describes the parameter: name, index, member, type and header', () => {
    const city = from('city', String);
    expect(city).to.deep.include({ name: 'city', index: 0, member: 'Weather.forecast(#0 "city")', header: 'City', type: { kind: 'string' }, optional: false });
  });

  it('completes from a list by case-insensitive prefix, and from an enum by its values', async () => {
    expect(await from('city', String).complete!('os', ctx)).to.deep.equal(['Oslo', 'Osaka']);
    expect(await from('city', String).complete!('', ctx)).to.deep.equal(['Oslo', 'Osaka', 'Paris']);
    expect(await from('unit', String).complete!('F', ctx)).to.deep.equal(['fahrenheit']);
  });

  it('calls a completion function on the instance, and has no completer when nothing says what to complete', async () => {
    expect(await from('near', String).complete!('lo', ctx)).to.deep.equal(['Oslo']);
    expect(from('note', String).complete).to.equal(undefined);
  });

  it('makes a defaulted parameter optional and keeps its default to check after the scan', () => {
    const context = scanContext();
    const days = from('days', Number, context);
    expect(days).to.deep.include({ optional: true, default: 3 });
    expect(context.resolver.pendingDefaults()).to.have.length(1);
  });
});
