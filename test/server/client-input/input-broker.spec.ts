import type { JsonValue } from '../../../lib/vocabulary/json-value.js';
import { expect } from 'chai';
import { InputBroker } from '../../../lib/server/client-input/input-broker.js';
import type { InputRequest } from '../../../lib/revisions/wire-types.js';

const ELICIT: InputRequest = { method: 'elicitation/create', params: { message: 'Name?', requestedSchema: { type: 'object', properties: {} } } };
const SAMPLE: InputRequest = { method: 'sampling/createMessage', params: { messages: [], maxTokens: 10 } };
const ROOTS: InputRequest = { method: 'roots/list', params: {} };

const acceptAll = async (answer: JsonValue) => answer;

/** Whether `promise` settled by the time the broker says a request is waiting. */
async function settledBy<T>(promise: Promise<T>, broker: InputBroker): Promise<T | 'pending'> {
  await broker.requested;
  return Promise.race([promise, new Promise<'pending'>((resolve) => setImmediate(() => resolve('pending')))]);
}

describe('server/client-input/input-broker', () => {
  it('returns an answer that was already sent, without recording a request', async () => {
    const broker = new InputBroker({ elicitation_1: { action: 'accept', content: { name: 'Ada' } } }, () => 'sealed');
    expect(await broker.ask('elicitation', undefined, ELICIT, acceptAll)).to.deep.equal({ action: 'accept', content: { name: 'Ada' } });
    expect(broker.requests).to.deep.equal({});
  });

  it('hands the raw answer to accept and returns what accept makes of it', async () => {
    const seen: JsonValue[] = [];
    const broker = new InputBroker({ roots_1: { roots: [{ uri: 'file:///a' }] } }, () => '');
    const result = await broker.ask('roots', undefined, ROOTS, async (answer) => (seen.push(answer), 'converted'));
    expect(result).to.equal('converted');
    expect(seen).to.deep.equal([{ roots: [{ uri: 'file:///a' }] }]);
  });

  it('records a request without an answer, settles `requested`, and never settles the ask', async () => {
    const broker = new InputBroker({}, () => '');
    const asked = broker.ask('elicitation', undefined, ELICIT, acceptAll);
    expect(await settledBy(asked, broker)).to.equal('pending');
    expect(broker.requests).to.deep.equal({ elicitation_1: ELICIT });
  });

  it('names requests <kind>_<n> in call order, counting each kind on its own', async () => {
    const broker = new InputBroker({}, () => '');
    void broker.ask('elicitation', undefined, ELICIT, acceptAll);
    void broker.ask('sampling', undefined, SAMPLE, acceptAll);
    void broker.ask('elicitation', undefined, { ...ELICIT, params: { message: 'Age?' } }, acceptAll);
    void broker.ask('roots', undefined, ROOTS, acceptAll);
    await broker.requested;
    expect(Object.keys(broker.requests)).to.deep.equal(['elicitation_1', 'sampling_1', 'elicitation_2', 'roots_1']);
    expect(broker.requests.elicitation_2!.params).to.deep.equal({ message: 'Age?' });
  });

  it('uses an explicit key as given', async () => {
    const broker = new InputBroker({ user_name: 'Ada' }, () => '');
    expect(await broker.ask('elicitation', 'user_name', ELICIT, acceptAll)).to.equal('Ada');
    void broker.ask('elicitation', 'user_age', ELICIT, acceptAll);
    await broker.requested;
    expect(broker.requests).to.deep.equal({ user_age: ELICIT });
  });

  it('answers the asks of a later round from the answers, requesting only what is new', async () => {
    const broker = new InputBroker({ elicitation_1: 'first' }, () => '');
    expect(await broker.ask('elicitation', undefined, ELICIT, acceptAll)).to.equal('first');
    const second = broker.ask('elicitation', undefined, ELICIT, acceptAll);
    expect(await settledBy(second, broker)).to.equal('pending');
    expect(Object.keys(broker.requests)).to.deep.equal(['elicitation_2']);
  });

  it('asks again for an answer accept refuses', async () => {
    const broker = new InputBroker({ elicitation_1: { action: 'accept', content: { age: 'old' } } }, () => '');
    const asked = broker.ask('elicitation', undefined, ELICIT, async () => undefined);
    expect(await settledBy(asked, broker)).to.equal('pending');
    expect(broker.requests).to.deep.equal({ elicitation_1: ELICIT });
  });

  it('does not take inherited properties for answers', async () => {
    const broker = new InputBroker({}, () => '');
    const asked = broker.ask('x', 'toString', ROOTS, acceptAll);
    expect(await settledBy(asked, broker)).to.equal('pending');
    expect(Object.keys(broker.requests)).to.deep.equal(['toString']);
  });

  it('exposes the answers so far and seals them with the given function', async () => {
    const answers = { elicitation_1: 'a' };
    const sealed: unknown[] = [];
    const broker = new InputBroker(answers, (a) => (sealed.push(a), 'state-token'));
    expect(broker.collected).to.equal(answers);
    expect(await broker.seal()).to.equal('state-token');
    expect(sealed).to.deep.equal([answers]);
  });

  it('keeps `requested` pending while every ask was answered', async () => {
    const broker = new InputBroker({ sampling_1: 'x' }, () => '');
    await broker.ask('sampling', undefined, SAMPLE, acceptAll);
    const state = await Promise.race([broker.requested.then(() => 'settled'), new Promise<string>((resolve) => setImmediate(() => setImmediate(() => resolve('pending'))))]);
    expect(state).to.equal('pending');
  });
});
