import { expect } from 'chai';
import { createServer } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { InFlight, type FlightHost } from '../../../lib/server/engine/in-flight.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';

describe('server/engine/in-flight', () => {
  const core = internalsOf(createServer({ name: 's', version: '1', classes: [], diagnostics: silentDiagnostics }))!.core;
  const sent: unknown[][] = [];
  const host: FlightHost = { engine: core, notifyFor: (...args) => void sent.push(args), askFor: async () => 'answer' };

  it('talks back through its connection under its own id, and reports when it is done', async () => {
    const flight = new InFlight(host, 7, 'tools/call', { name: 't' }, false, undefined);
    flight.notify('notifications/progress', { progress: 1 });
    expect(sent).to.deep.equal([[7, 'notifications/progress', { progress: 1 }]]);
    expect(await flight.ask('roots/list', {}, flight.signal)).to.equal('answer');
    expect(flight.isDone()).to.equal(false);
    flight.done = true;
    expect(flight.isDone()).to.equal(true);
  });

  it('opens client input only on the stateless era, and only for the methods that take it', () => {
    expect(new InFlight(host, 1, 'tools/call', { name: 't' }, false, undefined).inputs).to.equal(undefined);
    expect(new InFlight(host, 1, 'tools/call', { name: 't' }, true, undefined).inputs).to.not.equal(undefined);
    expect(new InFlight(host, 1, 'tools/list', {}, true, undefined).inputs).to.equal(undefined);
  });
});
