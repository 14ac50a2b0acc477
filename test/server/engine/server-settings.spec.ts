import { expect } from 'chai';
import { InvalidServerOptionError } from '../../../lib/errors/index.js';
import type { RequestLogger } from '../../../lib/observability/request-logger.js';
import type { ServerOptions } from '../../../lib/server/engine/server-options.js';
import { DEFAULT_HANDLER_TIMEOUT_MS, accessOf, identityOf, requestLoggerOf, sealerOf, settingsOf } from '../../../lib/server/engine/server-settings.js';

const base: ServerOptions = { name: 'settings', version: '1.0.0', classes: [] };

describe('server/engine/server-settings', () => {
  describe('settingsOf', () => {
    it('applies every default', () => {
      expect(settingsOf(base)).to.deep.equal({
        pageSize: 100,
        handlerTimeoutMs: DEFAULT_HANDLER_TIMEOUT_MS,
        clientWaitMs: 600_000,
        defaultLogLevel: 'debug',
        cache: { discover: { ttlMs: 300_000, cacheScope: 'public' }, lists: { ttlMs: 300_000, cacheScope: 'public' }, reads: { ttlMs: 0, cacheScope: 'private' } },
      });
    });

    it('takes handlerTimeoutMs, else its former name toolTimeoutMs', () => {
      expect(settingsOf({ ...base, toolTimeoutMs: 5 }).handlerTimeoutMs).to.equal(5);
      expect(settingsOf({ ...base, toolTimeoutMs: 5, handlerTimeoutMs: 7 }).handlerTimeoutMs).to.equal(7);
      expect(settingsOf({ ...base, handlerTimeoutMs: 0 }).handlerTimeoutMs).to.equal(0);
    });

    it('keeps the cache defaults of the kinds a partial cache option leaves out', () => {
      const cache = settingsOf({ ...base, cache: { reads: { ttlMs: 10, cacheScope: 'public' } } }).cache;
      expect(cache.reads).to.deep.equal({ ttlMs: 10, cacheScope: 'public' });
      expect(cache.lists).to.deep.equal({ ttlMs: 300_000, cacheScope: 'public' });
    });

    it('names the field of a bad nested option (rateLimit.points, argumentLimits.maxBytes)', () => {
      expect(() => settingsOf({ ...base, rateLimit: { points: 0, duration: 60 } })).to.throw(InvalidServerOptionError, 'rateLimit.points must be a positive integer, got 0');
      expect(() => settingsOf({ ...base, argumentLimits: { maxBytes: -1 } })).to.throw(InvalidServerOptionError, 'argumentLimits.maxBytes');
      expect(() => settingsOf({ ...base, clientWaitMs: Number.NaN })).to.throw(InvalidServerOptionError, 'clientWaitMs must be a number of milliseconds');
    });
  });

  it('identityOf copies name, version and only the optional fields given', () => {
    expect(identityOf({ ...base, title: 'T' })).to.deep.equal({ name: 'settings', version: '1.0.0', title: 'T' });
    expect(Object.keys(identityOf({ ...base, description: undefined }))).to.deep.equal(['name', 'version']);
  });

  it('sealerOf: two servers with one string secret open each other\'s state, and a random secret does not', async () => {
    const state = await sealerOf({ ...base, stateSecret: 'shared secret' }).seal('tools/call', { answer: 42 });
    expect(await sealerOf({ ...base, stateSecret: 'shared secret' }).open(state, 'tools/call')).to.deep.equal({ answer: 42 });
    expect(await sealerOf(base).open(state, 'tools/call').then(() => 'opened', () => 'refused')).to.equal('refused');
  });

  it('requestLoggerOf: none by default or for false, a JSON-lines logger for true, a given logger as it is', () => {
    const own: RequestLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(requestLoggerOf(base)).to.equal(undefined);
    expect(requestLoggerOf({ ...base, requestLog: false })).to.equal(undefined);
    expect(requestLoggerOf({ ...base, requestLog: true })).to.have.keys('info', 'warn', 'error');
    expect(requestLoggerOf({ ...base, requestLog: own })).to.equal(own);
  });

  it('accessOf carries the resource server only when auth is given', () => {
    expect(accessOf(base).auth).to.equal(undefined);
  });
});
