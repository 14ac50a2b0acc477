import { expect } from 'chai';
import { storeUnavailable } from '../../../../../lib/server/transports/http/session/store-unavailable.js';

describe('server/transports/http/session/store-unavailable', () => {
  it('turns the transport\'s 400 into 503 with Retry-After when the event store failed meanwhile, without its text', () => {
    const answer = storeUnavailable(new Response('{"error":"ECONNREFUSED 10.0.0.5:6379"}', { status: 400 }), 0, 1);
    expect(answer).to.include({ status: 503 });
    expect(answer && 'headers' in answer && (answer.headers as Record<string, string>)['retry-after']).to.equal('2');
    expect(JSON.stringify(answer)).to.not.contain('ECONNREFUSED');
  });

  it('leaves every other answer alone: another status, or no new store failure', () => {
    expect(storeUnavailable(new Response('', { status: 200 }), 0, 1)).to.equal(undefined);
    expect(storeUnavailable(new Response('', { status: 400 }), 2, 2)).to.equal(undefined);
  });
});
