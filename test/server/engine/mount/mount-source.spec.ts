import { expect } from 'chai';
import { tasks } from '../../../../lib/index.js';
import { mountSourceOf } from '../../../../lib/server/engine/mount/mount-source.js';
import type { NotificationBus } from '../../../../lib/server/contracts/notification-bus.js';

const base = { name: 'billing', version: '1', classes: [] };

describe('server/engine/mount/mount-source', () => {
  it('keeps the server-wide declarations another server needs to mount this one', () => {
    expect(mountSourceOf(base)).to.deep.equal({ name: 'billing' });
    const auth = { issuer: 'https://a.test', audience: 'https://b.test/mcp', jwksUri: 'https://a.test/jwks', scopes: ['billing'] };
    expect(mountSourceOf({ ...base, auth, rateLimit: { points: 1, duration: 1 }, argumentLimits: { maxBytes: 10 } })).to.deep.equal({ name: 'billing', scopes: ['billing'], rateLimit: { points: 1, duration: 1 }, argumentLimits: { maxBytes: 10 } });
    expect(mountSourceOf({ ...base, auth: { ...auth, scopes: [] } })).to.deep.equal({ name: 'billing' });
  });

  it('says why a server with extensions or a bus cannot be mounted', () => {
    expect(mountSourceOf({ ...base, extensions: [tasks()] }).refusal).to.equal('serves extensions (io.modelcontextprotocol/tasks)');
    const bus = { publish: () => undefined, subscribe: () => () => undefined } as unknown as NotificationBus;
    expect(mountSourceOf({ ...base, bus }).refusal).to.equal('has a notification bus of its own');
  });
});
