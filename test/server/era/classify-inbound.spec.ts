import { expect } from 'chai';
import { classifyInbound, type ConnectionTerms, type InboundDecision } from '../../../lib/server/era/classify-inbound.js';
import { AdapterRegistry } from '../../../lib/server/era/adapter-registry.js';
import { adapterFor } from '../../../lib/revisions/adapter-for.js';
import { RpcErrorCode } from '../../../lib/vocabulary/rpc-error-codes.js';
import { envelope } from '../../support/wire.js';

const registry = new AdapterRegistry();
const client = { capabilities: { roots: {} }, info: { name: 'c', version: '1' } };
const fresh: ConnectionTerms = { client, logLevel: 'info' };
const session: ConnectionTerms = { era: 'session', negotiated: adapterFor('2025-06-18'), client, logLevel: 'debug' };
const stateless: ConnectionTerms = { era: 'stateless', client: { capabilities: {} }, logLevel: 'info' };
const modern = { _meta: envelope({ capabilities: { elicitation: {} }, logLevel: 'warning' }) };

/** A decision as the spec compares it: its kind, the revision it serves at, and the error it refuses with. */
function summary(inbound: InboundDecision): Record<string, unknown> {
  switch (inbound.kind) {
    case 'initialize':
      return { kind: 'initialize' };
    case 'served':
      return { kind: 'served', revision: inbound.terms.adapter.revision, stateless: inbound.stateless, pins: inbound.pins, ...(inbound.requested !== undefined ? { requested: inbound.requested } : {}) };
    case 'refused':
      return { kind: 'refused', code: inbound.error.code, ...(inbound.requested !== undefined ? { requested: inbound.requested } : {}) };
  }
}

describe('server/era/classify-inbound', () => {
  // [what, method, params, connection, expected summary]
  const table: [string, string, unknown, ConnectionTerms, Record<string, unknown>][] = [
    ['initialize on a fresh connection opens the session era', 'initialize', {}, fresh, { kind: 'initialize' }],
    ['initialize again on a session connection is for initialize to refuse', 'initialize', {}, session, { kind: 'initialize' }],
    ['initialize on a stateless connection is refused -32022', 'initialize', { protocolVersion: '2025-06-18' }, stateless, { kind: 'refused', code: RpcErrorCode.UnsupportedProtocolVersion }],
    ['a session request at the negotiated revision', 'tools/list', {}, session, { kind: 'served', revision: '2025-06-18', stateless: false, pins: false }],
    ['a request with the envelope on a session connection still serves at the negotiated revision', 'tools/list', modern, session, { kind: 'served', revision: '2025-06-18', stateless: false, pins: false }],
    ['ping before initialize, at the newest session revision', 'ping', {}, fresh, { kind: 'served', revision: '2025-11-25', stateless: false, pins: false }],
    ['anything else before initialize is -32600', 'tools/list', {}, fresh, { kind: 'refused', code: RpcErrorCode.InvalidRequest }],
    ['the envelope on a fresh connection pins it stateless', 'tools/list', modern, fresh, { kind: 'served', revision: '2026-07-28', stateless: true, pins: true, requested: '2026-07-28' }],
    ['server/discover on a fresh connection is stateless without pinning', 'server/discover', modern, fresh, { kind: 'served', revision: '2026-07-28', stateless: true, pins: false, requested: '2026-07-28' }],
    ['server/discover without an envelope is -32602', 'server/discover', {}, fresh, { kind: 'refused', code: RpcErrorCode.InvalidParams }],
    ['a stateless connection reads every request\'s envelope', 'tools/list', modern, stateless, { kind: 'served', revision: '2026-07-28', stateless: true, pins: true, requested: '2026-07-28' }],
    ['a stateless connection refuses a request without one, -32602', 'tools/list', {}, stateless, { kind: 'refused', code: RpcErrorCode.InvalidParams }],
    ['an unsupported version in the envelope is -32022, naming it', 'tools/list', { _meta: envelope({ revision: '2099-01-01' }) }, fresh, { kind: 'refused', code: RpcErrorCode.UnsupportedProtocolVersion, requested: '2099-01-01' }],
    ['a session revision in the envelope is -32022', 'tools/list', { _meta: envelope({ revision: '2025-06-18' }) }, stateless, { kind: 'refused', code: RpcErrorCode.UnsupportedProtocolVersion, requested: '2025-06-18' }],
  ];

  for (const [what, method, params, connection, expected] of table) {
    it(what, () => {
      expect(summary(classifyInbound(method, params, connection, registry))).to.deep.equal(expected);
    });
  }

  it('hands down the envelope\'s client and log level on the stateless era, the connection\'s on the session era', () => {
    const served = classifyInbound('tools/list', modern, fresh, registry);
    expect(served.kind === 'served' && served.terms.client.capabilities).to.deep.equal({ elicitation: {} });
    expect(served.kind === 'served' && served.terms.logLevel).to.equal('warning');
    const negotiated = classifyInbound('tools/list', {}, session, registry);
    expect(negotiated.kind === 'served' && negotiated.terms.client).to.equal(client);
    expect(negotiated.kind === 'served' && negotiated.terms.logLevel).to.equal('debug');
  });

  it('names the revisions it speaks when it refuses an initialize on a stateless connection', () => {
    const refused = classifyInbound('initialize', { protocolVersion: '2025-06-18' }, stateless, registry);
    expect(refused.kind === 'refused' && refused.error.data).to.deep.equal({ supported: ['2026-07-28'], requested: '2025-06-18' });
  });

  it('never throws, whatever the params', () => {
    for (const params of [undefined, null, 1, 'x', [], { _meta: null }, { _meta: [] }, Object.create({ _meta: modern._meta }) as object]) {
      for (const connection of [fresh, session, stateless]) expect(() => classifyInbound('tools/list', params, connection, registry)).not.to.throw();
    }
  });
});
