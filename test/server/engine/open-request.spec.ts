import { expect } from 'chai';
import { Param, Tool, createServer } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import type { EngineCore } from '../../../lib/server/contracts/method-call.js';
import type { FlightHost, InFlight } from '../../../lib/server/engine/in-flight.js';
import { openRequest, Opened, type ConnectionState } from '../../../lib/server/engine/open-request.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';
import type { RequestId } from '../../../lib/server/protocol/json-rpc.js';

class Echo {
  @Tool() echo(@Param('text') text: string): string {
    return text;
  }
}

const core: EngineCore = internalsOf(createServer({ name: 'open', version: '1', classes: [Echo], diagnostics: silentDiagnostics }))!.core;
const host: FlightHost = { engine: core, notifyFor: () => undefined, askFor: () => Promise.resolve(null) };
const fresh = (): ConnectionState => ({ client: { capabilities: {} }, logLevel: 'info' });
const STATELESS_META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientInfo': { name: 'c', version: '1' }, 'io.modelcontextprotocol/clientCapabilities': {} };

describe('server/engine/open-request', () => {
  it('answers initialize at once and settles the connection\'s era, revision and client', () => {
    const state = fresh();
    const inFlight = new Map<RequestId, InFlight>();
    const answer = openRequest(core, state, inFlight, host, 1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '2' } }, undefined);
    expect(answer).to.not.be.instanceOf(Opened);
    expect(answer).to.deep.include({ jsonrpc: '2.0', id: 1 });
    expect(state.era).to.equal('session');
    expect(state.negotiated?.revision).to.equal('2025-06-18');
    expect(state.client.info).to.deep.include({ name: 'probe', version: '2' });
    expect(inFlight.size).to.equal(0);
  });

  it('registers a request\'s flight under its id with the terms of its era, and pins a stateless connection', () => {
    const state = fresh();
    const inFlight = new Map<RequestId, InFlight>();
    const opened = openRequest(core, state, inFlight, host, 'a', 'tools/call', { name: 'echo', arguments: { text: 'x' }, _meta: STATELESS_META }, undefined);
    expect(opened).to.be.instanceOf(Opened);
    expect((opened as Opened).stateless).to.equal(true);
    expect(inFlight.get('a')).to.equal((opened as Opened).flight);
    expect(state.era).to.equal('stateless');
  });

  it('refuses an id still in flight, and a request before initialize, with -32600 and registers nothing', () => {
    const state = fresh();
    const inFlight = new Map<RequestId, InFlight>();
    openRequest(core, state, inFlight, host, 7, 'tools/call', { name: 'echo', arguments: { text: 'x' }, _meta: STATELESS_META }, undefined);
    const again = openRequest(core, state, inFlight, host, 7, 'tools/call', { name: 'echo', arguments: { text: 'y' }, _meta: STATELESS_META }, undefined);
    expect(again).to.deep.include({ id: 7, error: { code: -32600, message: 'Invalid Request: id 7 belongs to a request still in progress; use a new id' } });
    const early = openRequest(core, fresh(), new Map(), host, 1, 'tools/list', {}, undefined);
    expect(early).to.have.nested.property('error.code', -32600);
    expect(inFlight.size).to.equal(1);
  });
});
