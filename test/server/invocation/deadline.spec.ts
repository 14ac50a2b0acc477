import { expect } from 'chai';
import { mock } from 'node:test';
import { Deadline } from '../../../lib/server/invocation/deadline.js';

// Node's mock timers drive setTimeout and Date.now together, so time is moved by the test, never waited for.
describe('server/invocation/deadline', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 }));
  afterEach(() => mock.timers.reset());

  it('expires once when its time has run out, not before', () => {
    let expired = 0;
    new Deadline(100, () => expired++);
    mock.timers.tick(99);
    expect(expired).to.equal(0);
    mock.timers.tick(1);
    expect(expired).to.equal(1);
    mock.timers.tick(1000);
    expect(expired).to.equal(1);
  });

  it('does not count the time it is paused, and pauses nest', () => {
    let expired = 0;
    const deadline = new Deadline(100, () => expired++);
    mock.timers.tick(60);
    deadline.pause();
    deadline.pause();
    mock.timers.tick(500);
    deadline.resume();
    mock.timers.tick(500);
    expect(expired, 'still paused once').to.equal(0);
    deadline.resume();
    mock.timers.tick(39);
    expect(expired).to.equal(0);
    mock.timers.tick(1);
    expect(expired).to.equal(1);
  });

  it('never expires once cleared, nor with no limit', () => {
    let expired = 0;
    const deadline = new Deadline(100, () => expired++);
    deadline.clear();
    deadline.resume();
    new Deadline(0, () => expired++).pause();
    mock.timers.tick(10_000);
    expect(expired).to.equal(0);
  });

  it('ignores a resume without a pause', () => {
    let expired = 0;
    const deadline = new Deadline(50, () => expired++);
    deadline.resume();
    mock.timers.tick(50);
    expect(expired).to.equal(1);
  });
});
