import { expect } from 'chai';
import type { EventStore } from '../../../../../lib/http/index.js';
import { InMemoryEventStore } from '../../../../../lib/http/index.js';
import { isSessionBound } from '../../../../../lib/server/transports/http/session/event-store.js';

describe('server/transports/http/session/event-store', () => {
  it('tells a store that binds events to sessions (forSession) from a plain one', () => {
    const plain: EventStore = new InMemoryEventStore();
    expect(isSessionBound(plain)).to.equal(false);
    const bound = Object.assign(new InMemoryEventStore(), { forSession: (): EventStore => plain });
    expect(isSessionBound(bound)).to.equal(true);
    expect(isSessionBound(Object.assign(new InMemoryEventStore(), { forSession: 'not a function' }) as unknown as EventStore)).to.equal(false);
  });
});
