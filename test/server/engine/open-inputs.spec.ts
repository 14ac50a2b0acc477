import { expect } from 'chai';
import { ClientRequestError, createServer } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { InputRounds, noWayBack, openInputs } from '../../../lib/server/engine/open-inputs.js';
import { internalsOf } from '../../../lib/server/engine/server-internals.js';
import { ProtocolError } from '../../../lib/server/protocol/protocol-error.js';

const ROOTS = { method: 'roots/list', params: {} } as const;

describe('server/engine/open-inputs', () => {
  const core = internalsOf(createServer({ name: 's', version: '1', classes: [], diagnostics: silentDiagnostics }))!.core;
  const alice = { subject: 'alice', scopes: [], claims: {} };

  it('opens a round only for the methods that take input', () => {
    for (const method of ['tools/call', 'prompts/get', 'resources/read']) expect(openInputs(core, method, { name: 'x', uri: 'x://y' }), method).to.not.equal(undefined);
    for (const method of ['tools/list', 'completion/complete', 'tasks/get']) expect(openInputs(core, method, {}), method).to.equal(undefined);
  });

  it("carries the answers sealed in requestState for the same call and caller, and refuses another caller's", async () => {
    const next = openInputs(core, 'tools/call', { name: 'delete', arguments: { file: 'a' }, inputResponses: { where: { roots: [] } } }, alice)!;
    expect(await next.ask('roots', 'where', ROOTS, async (answer) => answer)).to.deep.equal({ roots: [] });
    const requestState = await next.seal();
    const replayed = openInputs(core, 'tools/call', { name: 'delete', arguments: { file: 'a' }, requestState }, alice)!;
    expect(await replayed.ask('roots', 'where', ROOTS, async (answer) => answer), 'the sealed answer comes back').to.deep.equal({ roots: [] });
    const refused = (broker: { ready: Promise<void> }) => broker.ready.then(() => undefined, (error: unknown) => error);
    expect(await refused(openInputs(core, 'tools/call', { name: 'delete', arguments: { file: 'a' }, requestState }, { subject: 'mallory', scopes: [], claims: {} })!)).to.be.instanceOf(ProtocolError).with.property('message').match(/belongs to a different call/);
    expect(await refused(openInputs(core, 'tools/call', { name: 'delete', arguments: { file: 'b' }, requestState }, alice)!)).to.be.instanceOf(ProtocolError).with.property('message').match(/belongs to a different call/);
  });

  it('InputRounds opens its round on first read, once, and sends other asks where it was told', async () => {
    const asks: string[] = [];
    const rounds = new InputRounds(core, 'tools/call', { name: 'x' }, undefined, {
      ask: async (request) => {
        asks.push(request.method);
        return 'answer';
      },
    });
    const round = rounds.round;
    expect(round).to.not.equal(undefined);
    expect(rounds.round).to.equal(round);
    expect(await rounds.ask(ROOTS, new AbortController().signal)).to.equal('answer');
    expect(asks).to.deep.equal(['roots/list']);
    expect(new InputRounds(core, 'tools/list', {}, undefined, noWayBack('x')).round).to.equal(undefined);
  });

  it('InputRounds does not read requestState until the round is opened, and then refuses an altered one with -32602', async () => {
    const rounds = new InputRounds(core, 'tools/call', { name: 'x', requestState: 'forged' }, undefined, noWayBack('x'));
    const error = await rounds.round!.ready.then(() => undefined, (e: unknown) => e);
    expect(error).to.be.instanceOf(ProtocolError).with.property('message').match(/^Invalid requestState: it was altered/);
  });

  it('noWayBack refuses every ask with a ClientRequestError naming the request and the exchange', async () => {
    const refused = await noWayBack('a one-shot HTTP exchange').ask(ROOTS, new AbortController().signal).then(() => undefined, (error: unknown) => error);
    expect(refused).to.be.instanceOf(ClientRequestError);
    expect((refused as ClientRequestError).message).to.equal('roots/list cannot be sent on a one-shot HTTP exchange');
    expect((refused as ClientRequestError).method).to.equal('roots/list');
  });
});
