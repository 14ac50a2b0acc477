import { expect } from 'chai';
import { inputRequiredResult, runRound } from '../../../lib/server/invocation/input-round.js';
import { InputBroker } from '../../../lib/server/client-input/input-broker.js';
import { adapterFor } from '../../../lib/revisions/adapter-for.js';
import type { MethodCall } from '../../../lib/server/contracts/method-call.js';
import type { InputRequest } from '../../../lib/revisions/wire-types.js';

const ROOTS: InputRequest = { method: 'roots/list', params: {} };

/** Runs `work` as a round; `stopped` tells whether the round stopped the handler. */
async function round(inputs: InputBroker | undefined, work: () => unknown): Promise<{ run: unknown; stopped: boolean }> {
  let stopped = false;
  const run = await runRound(inputs, () => (stopped = true), Promise.resolve().then(work));
  return { run, stopped };
}

describe('server/invocation/input-round', () => {
  it('gives the handler\'s value, sync or async', async () => {
    expect((await round(undefined, () => 'sync')).run).to.deep.equal({ kind: 'value', value: 'sync' });
    expect((await round(new InputBroker({}, () => ''), async () => 'async')).run).to.deep.equal({ kind: 'value', value: 'async' });
  });

  it('passes a handler\'s error on, thrown or rejected', async () => {
    const rejected = async (work: () => unknown) => round(undefined, work).then(() => 'no error', (error: Error) => error.message);
    expect(await rejected(() => { throw new Error('thrown'); })).to.equal('thrown');
    expect(await rejected(() => Promise.reject(new Error('rejected')))).to.equal('rejected');
  });

  it('stops waiting once the handler asks for unanswered input, and stops the handler', async () => {
    const broker = new InputBroker({}, () => '');
    const { run, stopped } = await round(broker, () => broker.ask('roots', undefined, ROOTS, async (a) => a));
    expect(run).to.deep.equal({ kind: 'input' });
    expect(stopped).to.equal(true);
  });

  it('runs to the value when every input is already answered', async () => {
    const broker = new InputBroker({ roots_1: { roots: [] } }, () => '');
    const { run, stopped } = await round(broker, async () => ({ got: await broker.ask('roots', undefined, ROOTS, async (a) => a) }));
    expect(run).to.deep.equal({ kind: 'value', value: { got: { roots: [] } } });
    expect(stopped).to.equal(false);
  });

  it('inputRequiredResult carries the round\'s requests and the sealed state, on the stateless policy only', async () => {
    const broker = new InputBroker({ elicitation_1: 'kept' }, (answers) => `sealed:${JSON.stringify(answers)}`);
    await round(broker, () => broker.ask('roots', undefined, ROOTS, async (a) => a));
    const call = { terms: { adapter: adapterFor('2026-07-28') } } as unknown as MethodCall;
    expect(inputRequiredResult(call, broker.requests, await broker.seal())).to.deep.equal({ resultType: 'input_required', inputRequests: { roots_1: ROOTS }, requestState: 'sealed:{"elicitation_1":"kept"}' });
    const session = { terms: { adapter: adapterFor('2025-11-25') } } as unknown as MethodCall;
    const sealed = await broker.seal();
    expect(() => inputRequiredResult(session, broker.requests, sealed)).to.throw(/an input round on protocol revision 2025-11-25/);
  });
});
