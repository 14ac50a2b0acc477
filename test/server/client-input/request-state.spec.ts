import { expect } from 'chai';
import { createHash, createHmac } from 'node:crypto';
import { RequestStateSealer, stateSubject } from '../../../lib/server/client-input/request-state.js';
import { ProtocolError } from '../../../lib/server/protocol/protocol-error.js';

const SECRET = Buffer.from('a server secret of some length');

/** A sealer whose clock the test moves. */
function sealerAt(start: number, ttlMs = 1_000, secret: Uint8Array = SECRET) {
  const clock = { now: start };
  return { clock, sealer: new RequestStateSealer(secret, ttlMs, () => clock.now) };
}

/** The ProtocolError `fn` rejects with. */
async function refusal(fn: () => Promise<unknown>): Promise<ProtocolError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
  throw new Error('expected a ProtocolError, nothing was thrown');
}

const ALTERED = 'Invalid requestState: it was altered or comes from another server; call again without it';

describe('server/client-input/request-state', () => {
  it('stateSubject binds method, target and a digest of the canonical arguments', async () => {
    const digest = createHash('sha256').update('{"a":1,"b":[2]}').digest('base64url');
    // Web Crypto's digest is node:crypto's, byte for byte: states sealed before the switch still open.
    expect(await stateSubject('tools/call', 'book', { b: [2], a: 1 })).to.equal(`tools/call\nbook\n${digest}`);
    expect(await stateSubject('tools/call', 'book', { a: 1, b: [2] })).to.equal(await stateSubject('tools/call', 'book', { b: [2], a: 1 }));
    expect(await stateSubject('tools/call', 'book', undefined)).to.equal(await stateSubject('tools/call', 'book', {}));
    expect(await stateSubject('tools/call', 'book', { a: 2 })).to.not.equal(await stateSubject('tools/call', 'book', { a: 1 }));
    expect(await stateSubject('prompts/get', 'book', {})).to.not.equal(await stateSubject('tools/call', 'book', {}));
  });

  it('opens what it sealed, giving back the answers', async () => {
    const { sealer } = sealerAt(1_000);
    const answers = { elicitation_1: { action: 'accept', content: { name: 'Ada' } }, roots_1: { roots: [] } };
    const state = await sealer.seal('subject', answers);
    expect(state).to.match(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await sealer.open(state, 'subject')).to.deep.equal(answers);
  });

  it('opens a state sealed with node:crypto by the previous version, and seals the same bytes (Web Crypto now)', async () => {
    const answers = { elicitation_1: { action: 'accept', content: { name: 'Zoë 日本' } } };
    const body = Buffer.from(JSON.stringify({ s: 'subject', a: answers, e: 2_000 })).toString('base64url');
    const old = `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    const { sealer } = sealerAt(1_000);
    expect(await sealer.open(old, 'subject')).to.deep.equal(answers);
    expect(await sealer.seal('subject', answers)).to.equal(old);
  });

  it('opens a state sealed by another sealer with the same secret (another process)', async () => {
    const state = await sealerAt(0).sealer.seal('s', { a: 1 });
    expect(await sealerAt(0).sealer.open(state, 's')).to.deep.equal({ a: 1 });
  });

  it('refuses a state whose payload was altered', async () => {
    const { sealer } = sealerAt(0);
    const [body, mac] = (await sealer.seal('s', { amount: 1 })).split('.') as [string, string];
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString('utf8').replace('"amount":1', '"amount":9')).toString('base64url');
    const error = await refusal(() => sealer.open(`${forged}.${mac}`, 's'));
    expect(error.rpcCode).to.equal(-32602);
    expect(error.message).to.equal(ALTERED);
  });

  it('refuses a state with a different or missing signature, or none at all', async () => {
    const { sealer } = sealerAt(0);
    const state = await sealer.seal('s', {});
    const [body, mac] = state.split('.') as [string, string];
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const bad of [`${body}.${flipped}`, `${body}.`, body, '', '.', `${body}.${mac}${mac}`]) {
      expect((await refusal(() => sealer.open(bad, 's'))).message, bad).to.equal(ALTERED);
    }
  });

  it('refuses a state sealed with another secret', async () => {
    const state = await sealerAt(0, 1_000, Buffer.from('another secret')).sealer.seal('s', {});
    expect((await refusal(() => sealerAt(0).sealer.open(state, 's'))).message).to.equal(ALTERED);
  });

  it('refuses a state that belongs to another call', async () => {
    const { sealer } = sealerAt(0);
    const state = await sealer.seal(stateSubject('tools/call', 'book', { day: 'mon' }), {});
    const error = await refusal(() => sealer.open(state, stateSubject('tools/call', 'book', { day: 'tue' })));
    expect(error.rpcCode).to.equal(-32602);
    expect(error.message).to.equal('Invalid requestState: it belongs to a different call (name, arguments or caller changed); call again without it');
  });

  it('accepts a state until its expiry and refuses it after', async () => {
    const { clock, sealer } = sealerAt(10_000, 500);
    const state = await sealer.seal('s', { a: 1 });
    clock.now = 10_500;
    expect(await sealer.open(state, 's')).to.deep.equal({ a: 1 });
    clock.now = 10_501;
    const error = await refusal(() => sealer.open(state, 's'));
    expect(error.rpcCode).to.equal(-32602);
    expect(error.message).to.equal('Expired requestState: the inputs were collected too long ago; call again without it');
  });

  it('checks the signature before the subject and the expiry', async () => {
    const { clock, sealer } = sealerAt(0, 10);
    const [body] = (await sealer.seal('s', {})).split('.') as [string];
    clock.now = 1_000;
    expect((await refusal(() => sealer.open(`${body}.x`, 'other'))).message).to.equal(ALTERED);
  });

  it('refuses an empty secret when the server is made (it would sign nothing)', () => {
    expect(() => new RequestStateSealer(new Uint8Array(0), 1_000)).to.throw(/stateSecret is empty/);
  });
});
