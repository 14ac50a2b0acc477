import { expect } from 'chai';
import { HEADER_MISMATCH, META, MISSING_REQUIRED_CLIENT_CAPABILITY, UNSUPPORTED_PROTOCOL_VERSION, envelopeKeys, hasEnvelope, readEnvelope, statelessRevisions } from '../../lib/server/envelope.js';
import { AdapterRegistry } from '../../lib/server/adapter-registry.js';
import { ProtocolError } from '../../lib/server/protocol-error.js';
import { LOG_LEVELS } from '../../lib/server/log-levels.js';

const registry = new AdapterRegistry();
const sessionOnly = new AdapterRegistry(['2025-06-18', '2025-11-25']);

function envelope(meta: Record<string, unknown>): Record<string, unknown> {
  return { _meta: { [META.protocolVersion]: '2026-07-28', [META.clientCapabilities]: {}, ...meta } };
}

/** The ProtocolError `fn` throws, as code, message and data. */
function refusal(fn: () => unknown): { code: number; message: string; data?: unknown } {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProtocolError) return { code: error.code, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) };
    throw error;
  }
  throw new Error('expected a ProtocolError, nothing was thrown');
}

describe('server/envelope', () => {
  it('names the envelope keys and the 2026-07-28 error codes', () => {
    expect(META).to.deep.equal({
      protocolVersion: 'io.modelcontextprotocol/protocolVersion',
      clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
      clientInfo: 'io.modelcontextprotocol/clientInfo',
      logLevel: 'io.modelcontextprotocol/logLevel',
      subscriptionId: 'io.modelcontextprotocol/subscriptionId',
    });
    expect([HEADER_MISMATCH, MISSING_REQUIRED_CLIENT_CAPABILITY, UNSUPPORTED_PROTOCOL_VERSION]).to.deep.equal([-32020, -32021, -32022]);
  });

  it('hasEnvelope is true when _meta carries a protocol version or client capabilities', () => {
    expect(hasEnvelope({ _meta: { [META.protocolVersion]: '2026-07-28' } })).to.equal(true);
    expect(hasEnvelope({ _meta: { [META.clientCapabilities]: {} } })).to.equal(true);
    expect(hasEnvelope({ _meta: { [META.protocolVersion]: null } })).to.equal(true);
  });

  it('hasEnvelope is false without _meta, with a non-object _meta, or with other keys only', () => {
    expect(hasEnvelope(undefined)).to.equal(false);
    expect(hasEnvelope({})).to.equal(false);
    expect(hasEnvelope({ _meta: null })).to.equal(false);
    expect(hasEnvelope({ _meta: [META.protocolVersion] })).to.equal(false);
    expect(hasEnvelope({ _meta: { progressToken: 1, [META.clientInfo]: { name: 'c', version: '1' } } })).to.equal(false);
  });

  it('statelessRevisions lists the stateless revisions a registry speaks', () => {
    expect(statelessRevisions(registry)).to.deep.equal(['2026-07-28']);
    expect(statelessRevisions(sessionOnly)).to.deep.equal([]);
  });

  it('envelopeKeys returns _meta, the requested version and the capabilities', () => {
    const params = envelope({ [META.clientCapabilities]: { sampling: {} } });
    const keys = envelopeKeys(params);
    expect(keys.meta).to.equal(params._meta);
    expect(keys.requested).to.equal('2026-07-28');
    expect(keys.capabilities).to.deep.equal({ sampling: {} });
  });

  it('envelopeKeys refuses a missing or malformed _meta with -32602', () => {
    const missing = { code: -32602, message: `Missing params._meta: every 2026-07-28 request carries "${META.protocolVersion}" and "${META.clientCapabilities}" there` };
    expect(refusal(() => envelopeKeys(undefined))).to.deep.equal(missing);
    expect(refusal(() => envelopeKeys({}))).to.deep.equal(missing);
    expect(refusal(() => envelopeKeys({ _meta: [] }))).to.deep.equal(missing);
    expect(refusal(() => envelopeKeys({ _meta: 'x' }))).to.deep.equal(missing);
  });

  it('envelopeKeys refuses a missing or non-string protocol version with -32602', () => {
    const expected = { code: -32602, message: `Missing params._meta["${META.protocolVersion}"]: name the protocol revision of this request` };
    expect(refusal(() => envelopeKeys({ _meta: { [META.clientCapabilities]: {} } }))).to.deep.equal(expected);
    expect(refusal(() => envelopeKeys(envelope({ [META.protocolVersion]: 20260728 })))).to.deep.equal(expected);
  });

  it('envelopeKeys refuses missing or non-object capabilities with -32602', () => {
    const expected = { code: -32602, message: `Missing params._meta["${META.clientCapabilities}"]: send the client's capabilities ({} for none)` };
    expect(refusal(() => envelopeKeys({ _meta: { [META.protocolVersion]: '2026-07-28' } }))).to.deep.equal(expected);
    expect(refusal(() => envelopeKeys(envelope({ [META.clientCapabilities]: [] })))).to.deep.equal(expected);
    expect(refusal(() => envelopeKeys(envelope({ [META.clientCapabilities]: null })))).to.deep.equal(expected);
  });

  it('readEnvelope returns the adapter, the client and no log level by default', () => {
    const read = readEnvelope(envelope({}), registry);
    expect(read.adapter.revision).to.equal('2026-07-28');
    expect(read.adapter).to.equal(registry.exact('2026-07-28'));
    expect(read.client).to.deep.equal({ capabilities: {} });
    expect(read).to.not.have.property('logLevel');
  });

  it('readEnvelope takes client info only when it names the client', () => {
    const info = { name: 'inspector', version: '1.0.0' };
    expect(readEnvelope(envelope({ [META.clientInfo]: info, [META.clientCapabilities]: { roots: {} } }), registry).client).to.deep.equal({ capabilities: { roots: {} }, info });
    expect(readEnvelope(envelope({ [META.clientInfo]: { version: '1' } }), registry).client).to.deep.equal({ capabilities: {} });
    expect(readEnvelope(envelope({ [META.clientInfo]: 'inspector' }), registry).client).to.deep.equal({ capabilities: {} });
  });

  it('readEnvelope takes every valid log level', () => {
    for (const level of LOG_LEVELS) expect(readEnvelope(envelope({ [META.logLevel]: level }), registry).logLevel).to.equal(level);
  });

  it('readEnvelope refuses an unknown log level with -32602', () => {
    expect(refusal(() => readEnvelope(envelope({ [META.logLevel]: 'verbose' }), registry))).to.deep.equal({
      code: -32602,
      message: `Invalid params._meta["${META.logLevel}"] "verbose"; use one of debug, info, notice, warning, error, critical, alert, emergency`,
    });
    expect(refusal(() => readEnvelope(envelope({ [META.logLevel]: 3 }), registry)).code).to.equal(-32602);
  });

  it('readEnvelope refuses an unsupported version with -32022, listing what is supported', () => {
    expect(refusal(() => readEnvelope(envelope({ [META.protocolVersion]: '2099-01-01' }), registry))).to.deep.equal({
      code: -32022,
      message: 'Unsupported protocol version 2099-01-01; this server supports 2026-07-28',
      data: { supported: ['2026-07-28'], requested: '2099-01-01' },
    });
  });

  it('readEnvelope refuses a session revision named in an envelope with -32022', () => {
    expect(refusal(() => readEnvelope(envelope({ [META.protocolVersion]: '2025-11-25' }), registry))).to.deep.equal({
      code: -32022,
      message: 'Unsupported protocol version 2025-11-25; this server supports 2026-07-28',
      data: { supported: ['2026-07-28'], requested: '2025-11-25' },
    });
  });

  it('readEnvelope on a server without a stateless revision supports nothing', () => {
    const error = refusal(() => readEnvelope(envelope({}), sessionOnly));
    expect(error.code).to.equal(-32022);
    expect(error.data).to.deep.equal({ supported: [], requested: '2026-07-28' });
  });

  it('readEnvelope checks the keys before the version', () => {
    expect(refusal(() => readEnvelope({ _meta: { [META.protocolVersion]: '2099-01-01' } }, registry)).code).to.equal(-32602);
  });
});
