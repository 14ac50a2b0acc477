import { expect } from 'chai';
import { inputRequiredResult, runHandler } from '../../lib/server/run-handler.js';
import { InputBroker } from '../../lib/server/input-broker.js';
import { adapterFor } from '../../lib/revisions/adapter-for.js';
import type { RequestCall } from '../../lib/server/request-call.js';
import type { InputRequest } from '../../lib/revisions/revision-adapter.js';

const ROOTS: InputRequest = { method: 'roots/list', params: {} };

/** The parts of a RequestCall that runHandler and inputRequiredResult read. */
function callWith(inputs?: InputBroker): RequestCall {
  return { controller: new AbortController(), adapter: adapterFor('2026-07-28'), ...(inputs ? { inputs } : {}) } as unknown as RequestCall;
}

describe('server/run-handler', () => {
  it('gives the handler\'s value, sync or async', async () => {
    expect(await runHandler(callWith(), () => 'sync')).to.deep.equal({ kind: 'value', value: 'sync' });
    expect(await runHandler(callWith(new InputBroker({}, () => '')), async () => 'async')).to.deep.equal({ kind: 'value', value: 'async' });
  });

  it('passes a handler\'s error on, thrown or rejected', async () => {
    const rejected = async (invoke: () => unknown) => {
      try {
        await runHandler(callWith(), invoke);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(await rejected(() => { throw new Error('thrown'); })).to.equal('thrown');
    expect(await rejected(() => Promise.reject(new Error('rejected')))).to.equal('rejected');
  });

  it('stops waiting once the handler asks for unanswered input, and aborts its signal', async () => {
    const broker = new InputBroker({}, () => '');
    const call = callWith(broker);
    const run = await runHandler(call, () => broker.ask('roots', undefined, ROOTS, async (a) => a));
    expect(run).to.deep.equal({ kind: 'input' });
    expect(call.controller.signal.aborted).to.equal(true);
    expect((call.controller.signal.reason as Error).message).to.equal('waiting for client input');
  });

  it('runs to the value when every input is already answered', async () => {
    const broker = new InputBroker({ roots_1: { roots: [] } }, () => '');
    const call = callWith(broker);
    const run = await runHandler(call, async () => ({ got: await broker.ask('roots', undefined, ROOTS, async (a) => a) }));
    expect(run).to.deep.equal({ kind: 'value', value: { got: { roots: [] } } });
    expect(call.controller.signal.aborted).to.equal(false);
  });

  it('inputRequiredResult carries the round\'s requests and the sealed state', async () => {
    const broker = new InputBroker({ elicitation_1: 'kept' }, (answers) => `sealed:${JSON.stringify(answers)}`);
    const call = callWith(broker);
    await runHandler(call, () => broker.ask('roots', undefined, ROOTS, async (a) => a));
    expect(inputRequiredResult(call)).to.deep.equal({ resultType: 'input_required', inputRequests: { roots_1: ROOTS }, requestState: 'sealed:{"elicitation_1":"kept"}' });
  });
});
