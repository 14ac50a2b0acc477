import { expect } from 'chai';
import { LazySignal } from '../../../lib/server/engine/lazy-signal.js';

describe('server/engine/lazy-signal', () => {
  it('is not aborted until abort is called, whether or not the signal was read', () => {
    const unread = new LazySignal();
    expect(unread.aborted).to.equal(false);
    const read = new LazySignal();
    expect(read.signal.aborted).to.equal(false);
    expect(read.aborted).to.equal(false);
  });

  it('remembers an abort before the first read: the signal is born aborted with that reason', () => {
    const lazy = new LazySignal();
    const reason = new Error('cancelled early');
    lazy.abort(reason);
    expect(lazy.aborted).to.equal(true);
    expect(lazy.signal.aborted).to.equal(true);
    expect(lazy.signal.reason).to.equal(reason);
  });

  it('keeps the first reason when aborted twice before the first read', () => {
    const lazy = new LazySignal();
    const first = new Error('first');
    lazy.abort(first);
    lazy.abort(new Error('second'));
    expect(lazy.signal.reason).to.equal(first);
  });

  it('aborts a signal already handed out, telling its listeners once with the reason', () => {
    const lazy = new LazySignal();
    const signal = lazy.signal;
    const heard: unknown[] = [];
    signal.addEventListener('abort', () => heard.push(signal.reason));
    const reason = new Error('timed out');
    lazy.abort(reason);
    lazy.abort(new Error('later'));
    expect(heard).to.deep.equal([reason]);
    expect(lazy.aborted).to.equal(true);
    expect(signal.reason).to.equal(reason);
  });

  it('hands out one signal for every read', () => {
    const lazy = new LazySignal();
    expect(lazy.signal).to.equal(lazy.signal);
  });
});
