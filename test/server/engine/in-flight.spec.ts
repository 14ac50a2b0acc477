import { expect } from 'chai';
import { createServer } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { InFlight, type FlightHost } from '../../../lib/server/engine/in-flight.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';

describe('server/engine/in-flight', () => {
  const core = internalsOf(createServer({ name: 's', version: '1', classes: [], diagnostics: silentDiagnostics }))!.core;
  const sent: unknown[][] = [];
  const host: FlightHost = { engine: core, notifyFor: (...args) => void sent.push(args), askFor: async (...args) => ({ asked: args.slice(0, 3) }) as never };

  it('talks back through its connection under its own id, and reports when it is done', async () => {
    const flight = new InFlight(host, 7, 'tools/call', { name: 't' }, false, undefined);
    flight.notify('notifications/progress', { progress: 1 });
    expect(sent).to.deep.equal([[7, 'notifications/progress', { progress: 1 }]]);
    expect(await flight.input.ask({ method: 'roots/list', params: {} }, flight.signal)).to.deep.equal({ asked: [7, 'roots/list', {}] });
    expect(flight.isDone()).to.equal(false);
    flight.done = true;
    expect(flight.isDone()).to.equal(true);
  });

  it('holds every role of its request itself, and carries the cancellation of the run', () => {
    const flight = new InFlight(host, 8, 'tools/call', { name: 't' }, false, undefined);
    expect([flight.exchange, flight.caller, flight.run, flight.input]).to.deep.equal([flight, flight, flight, flight]);
    flight.abort(new Error('cancelled by the client'));
    expect(flight.signal.aborted).to.equal(true);
    expect((flight.signal.reason as Error).message).to.equal('cancelled by the client');
  });

  it('opens client input in rounds only on the stateless era, and only for the methods that take it', () => {
    expect(new InFlight(host, 1, 'tools/call', { name: 't' }, false, undefined).input.round).to.equal(undefined);
    const stateless = new InFlight(host, 1, 'tools/call', { name: 't' }, true, undefined);
    expect(stateless.input.round).to.not.equal(undefined);
    expect(stateless.input.round, 'opened once').to.equal(stateless.input.round);
    expect(new InFlight(host, 1, 'tools/list', {}, true, undefined).input.round).to.equal(undefined);
  });
});
