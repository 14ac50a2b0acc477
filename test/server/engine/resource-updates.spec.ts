import { expect } from 'chai';
import { ResourceUpdates } from '../../../lib/server/engine/resource-updates.js';

describe('server/engine/resource-updates', () => {
  it('tells every subscriber each announced URI, in order, until it unsubscribes', () => {
    const updates = new ResourceUpdates();
    const first: string[] = [];
    const second: string[] = [];
    const stop = updates.subscribe((uri) => void first.push(uri));
    updates.subscribe((uri) => void second.push(uri));
    updates.announce('memo://1');
    stop();
    updates.announce('memo://2');
    expect(first).to.deep.equal(['memo://1']);
    expect(second).to.deep.equal(['memo://1', 'memo://2']);
  });
});
