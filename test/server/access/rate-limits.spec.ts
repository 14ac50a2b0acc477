import { expect } from 'chai';
import { ProtocolError } from '../../../lib/server/protocol/protocol-error.js';
import { RateLimitedError } from '../../../lib/index.js';
import { memoryRateLimiterStore, type LimiterSpec } from '../../../lib/limits/index.js';
import type { RateLimitSubject } from '../../../lib/model/index.js';
import { bucketOf, rateLimitRefusal, RateLimits } from '../../../lib/server/access/rate-limits.js';

const subject = (extra: Partial<RateLimitSubject> = {}): RateLimitSubject => ({ kind: 'tool', name: 't', client: { capabilities: {} }, ...extra });
const ada = { subject: 'ada', issuer: 'https://as', clientId: 'cli', scopes: [], claims: {} };

describe('server/access/rate-limits', () => {
  it('buckets by principal, client, address or a function, falling back to the address and then one local bucket', () => {
    expect(bucketOf(undefined, subject({ auth: ada, ip: '1.2.3.4' }))).to.equal('sub:https://as:ada');
    expect(bucketOf('principal', subject({ ip: '1.2.3.4' }))).to.equal('ip:1.2.3.4');
    expect(bucketOf('client', subject({ auth: ada }))).to.equal('client:cli');
    expect(bucketOf('client', subject())).to.equal('local');
    expect(bucketOf('ip', subject({ auth: ada, ip: '::1' }))).to.equal('ip:::1');
    expect(bucketOf((s) => `${s.kind}/${s.name}`, subject())).to.equal('fn:tool/t');
  });

  it('refuses a tool call with a RateLimitedError and other calls with -32005 and retryAfterMs', () => {
    const declared = { limit: { points: 2, duration: 10 }, site: 'T.t' };
    expect(rateLimitRefusal('tool', 'Tool t', declared, 1500)).to.be.instanceOf(RateLimitedError);
    const other = rateLimitRefusal('prompt', 'Prompt p', declared, 1499.2) as ProtocolError;
    expect(other).to.deep.include({ rpcCode: -32005, data: { retryAfterMs: 1500 } });
  });

  it('builds one limiter per declaration from the store, with a key prefix naming the server and the site', async () => {
    const specs: LimiterSpec[] = [];
    const limits = new RateLimits((spec) => (specs.push(spec), memoryRateLimiterStore(spec)), 'mcpd:notes');
    const declared = { limit: { points: 1, duration: 10 }, site: 'Notes' };
    await limits.consume([declared], subject(), 'Tool t');
    const refused = await limits.consume([declared], subject({ name: 'other member of Notes' }), 'Tool u').then(() => undefined, (e: Error) => e.message);
    expect(refused).to.match(/^Rate limit reached: Tool u allows 1 call per 10 s\./);
    expect(specs).to.deep.equal([{ points: 1, duration: 10, keyPrefix: 'mcpd:notes:Notes' }]);
  });
});
