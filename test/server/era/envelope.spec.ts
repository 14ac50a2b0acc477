import { expect } from 'chai';
import { META, hasEnvelope, readEnvelope, statelessRevisions, type Envelope, type EnvelopeReading } from '../../../lib/server/era/envelope.js';
import { AdapterRegistry } from '../../../lib/server/era/adapter-registry.js';
import { LOG_LEVELS } from '../../../lib/vocabulary/log-levels.js';
import { RpcErrorCode } from '../../../lib/vocabulary/rpc-error-codes.js';

const registry = new AdapterRegistry();
const sessionOnly = new AdapterRegistry(['2025-06-18', '2025-11-25']);

function envelope(meta: Record<string, unknown>): Record<string, unknown> {
  return { _meta: { [META.protocolVersion]: '2026-07-28', [META.clientCapabilities]: {}, ...meta } };
}

/** The error a reading gives, as code, message and data (it never throws). */
function refusal(reading: EnvelopeReading): { code: number; message: string; data?: unknown } {
  if (reading.ok) throw new Error(`expected a refusal, got ${JSON.stringify(reading.envelope.client)}`);
  return { ...reading.error };
}

/** The envelope of a reading that must succeed. */
function read(params: unknown): Envelope & { requested: string } {
  const reading = readEnvelope(params, registry);
  if (!reading.ok) throw new Error(`expected an envelope, got ${reading.error.message}`);
  return { ...reading.envelope, requested: reading.requested };
}

describe('server/era/envelope', () => {
  it('names the envelope keys and the 2026-07-28 error codes', () => {
    expect(META).to.deep.equal({
      protocolVersion: 'io.modelcontextprotocol/protocolVersion',
      clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
      clientInfo: 'io.modelcontextprotocol/clientInfo',
      logLevel: 'io.modelcontextprotocol/logLevel',
      subscriptionId: 'io.modelcontextprotocol/subscriptionId',
    });
    expect([RpcErrorCode.HeaderMismatch, RpcErrorCode.MissingRequiredClientCapability, RpcErrorCode.UnsupportedProtocolVersion]).to.deep.equal([-32020, -32021, -32022]);
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

  it('readEnvelope returns the requested version and the capabilities', () => {
    const keys = read(envelope({ [META.clientCapabilities]: { sampling: {} } }));
    expect(keys.requested).to.equal('2026-07-28');
    expect(keys.client.capabilities).to.deep.equal({ sampling: {} });
  });

  it('readEnvelope(registry) keys refuses a missing or malformed _meta with -32602', () => {
    const missing = { code: -32602, message: `Missing params._meta: every 2026-07-28 request carries "${META.protocolVersion}" and "${META.clientCapabilities}" there` };
    expect(refusal(readEnvelope(undefined, registry))).to.deep.equal(missing);
    expect(refusal(readEnvelope({}, registry))).to.deep.equal(missing);
    expect(refusal(readEnvelope({ _meta: [] }, registry))).to.deep.equal(missing);
    expect(refusal(readEnvelope({ _meta: 'x' }, registry))).to.deep.equal(missing);
  });

  it('readEnvelope(registry) keys refuses a missing or non-string protocol version with -32602', () => {
    const expected = { code: -32602, message: `Missing params._meta["${META.protocolVersion}"]: name the protocol revision of this request` };
    expect(refusal(readEnvelope({ _meta: { [META.clientCapabilities]: {} } }, registry))).to.deep.equal(expected);
    expect(refusal(readEnvelope(envelope({ [META.protocolVersion]: 20260728 }), registry))).to.deep.equal(expected);
  });

  it('readEnvelope(registry) keys refuses missing or non-object capabilities with -32602', () => {
    const expected = { code: -32602, message: `Missing params._meta["${META.clientCapabilities}"]: send the client's capabilities ({} for none)` };
    expect(refusal(readEnvelope({ _meta: { [META.protocolVersion]: '2026-07-28' } }, registry))).to.deep.equal(expected);
    expect(refusal(readEnvelope(envelope({ [META.clientCapabilities]: [] }), registry))).to.deep.equal(expected);
    expect(refusal(readEnvelope(envelope({ [META.clientCapabilities]: null }), registry))).to.deep.equal(expected);
  });

  it('readEnvelope returns the adapter, the client and no log level by default', () => {
    const got = read(envelope({}));
    expect(got.adapter.revision).to.equal('2026-07-28');
    expect(got.adapter).to.equal(registry.exact('2026-07-28'));
    expect(got.client).to.deep.equal({ capabilities: {} });
    expect(got).to.not.have.property('logLevel');
  });

  it('readEnvelope takes client info only when it names the client', () => {
    const info = { name: 'inspector', version: '1.0.0' };
    expect(read(envelope({ [META.clientInfo]: info, [META.clientCapabilities]: { roots: {} } })).client).to.deep.equal({ capabilities: { roots: {} }, info });
    expect(read(envelope({ [META.clientInfo]: { version: '1' } })).client).to.deep.equal({ capabilities: {} });
    expect(read(envelope({ [META.clientInfo]: 'inspector' })).client).to.deep.equal({ capabilities: {} });
  });

  it('readEnvelope takes every valid log level', () => {
    for (const level of LOG_LEVELS) expect(read(envelope({ [META.logLevel]: level })).logLevel).to.equal(level);
  });

  it('readEnvelope refuses an unknown log level with -32602', () => {
    expect(refusal(readEnvelope(envelope({ [META.logLevel]: 'verbose' }), registry))).to.deep.equal({
      code: -32602,
      message: `Invalid params._meta["${META.logLevel}"] "verbose"; use one of debug, info, notice, warning, error, critical, alert, emergency`,
    });
    expect(refusal(readEnvelope(envelope({ [META.logLevel]: 3 }), registry)).code).to.equal(-32602);
  });

  it('readEnvelope refuses an unsupported version with -32022, listing what is supported', () => {
    expect(refusal(readEnvelope(envelope({ [META.protocolVersion]: '2099-01-01' }), registry))).to.deep.equal({
      code: -32022,
      message: 'Unsupported protocol version 2099-01-01; this server supports 2026-07-28',
      data: { supported: ['2026-07-28'], requested: '2099-01-01' },
    });
  });

  it('readEnvelope refuses a session revision named in an envelope with -32022', () => {
    expect(refusal(readEnvelope(envelope({ [META.protocolVersion]: '2025-11-25' }), registry))).to.deep.equal({
      code: -32022,
      message: 'Unsupported protocol version 2025-11-25; this server supports 2026-07-28',
      data: { supported: ['2026-07-28'], requested: '2025-11-25' },
    });
  });

  it('readEnvelope on a server without a stateless revision supports nothing', () => {
    const error = refusal(readEnvelope(envelope({}), sessionOnly));
    expect(error.code).to.equal(-32022);
    expect(error.data).to.deep.equal({ supported: [], requested: '2026-07-28' });
  });

  it('readEnvelope checks the keys before the version', () => {
    expect(refusal(readEnvelope({ _meta: { [META.protocolVersion]: '2099-01-01' } }, registry)).code).to.equal(-32602);
  });
});
