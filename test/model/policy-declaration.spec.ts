import { expect } from 'chai';
import { argumentLimitsProblem, rateLimitProblem, type RateLimitOptions } from '../../lib/model/policy-declaration.js';

describe('model/policy-declaration', () => {
  it('accepts a rate limit of positive points over a positive duration, with any of the keys', () => {
    expect(rateLimitProblem({ points: 10, duration: 60 })).to.equal(undefined);
    expect(rateLimitProblem({ points: 1, duration: 0.5, key: 'ip' })).to.equal(undefined);
    expect(rateLimitProblem({ points: 1, duration: 1, key: (s) => s.name })).to.equal(undefined);
  });

  it('names the first wrong rate limit field and the value it got', () => {
    expect(rateLimitProblem({ points: 0, duration: 1 })).to.equal('points must be a positive integer, got 0');
    expect(rateLimitProblem({ points: 1.5, duration: 1 })).to.equal('points must be a positive integer, got 1.5');
    expect(rateLimitProblem({ points: 1, duration: Number.POSITIVE_INFINITY })).to.equal('duration must be a positive number of seconds, got Infinity');
    expect(rateLimitProblem({ points: 1, duration: '60' as unknown as number })).to.equal('duration must be a positive number of seconds, got 60');
    expect(rateLimitProblem({ points: 1, duration: 1, key: 'session' } as unknown as RateLimitOptions)).to.equal(`key must be 'principal', 'client', 'ip' or a function, got "session"`);
  });

  it('accepts absent or positive integer argument limits, and names the wrong one', () => {
    expect(argumentLimitsProblem({})).to.equal(undefined);
    expect(argumentLimitsProblem({ maxBytes: 65536, maxElements: 1000 })).to.equal(undefined);
    expect(argumentLimitsProblem({ maxBytes: -1 })).to.equal('maxBytes must be a positive integer, got -1');
    expect(argumentLimitsProblem({ maxBytes: 10, maxElements: Number.NaN })).to.equal('maxElements must be a positive integer, got NaN');
  });
});
