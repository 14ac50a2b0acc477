import { expect } from 'chai';
import { AccessDeniedError } from '../../../lib/errors/access-denied.error.js';
import type { ChainLink, Invocation, ListFilter, McpGuard, McpMiddleware, Next } from '../../../lib/model/middleware.js';
import { prepareLinks, runChain } from '../../../lib/server/invocation/middleware-chain.js';

const invocation = { kind: 'tool', name: 'add_note', member: 'Notes.add', args: [], arguments: {}, context: {} } as unknown as Invocation;
const build = (target: new () => object): object => new target();

describe('server/invocation/middleware-chain', () => {
  it('runs the links in order around the handler, each able to change what comes back', async () => {
    const trace: string[] = [];
    const links: ChainLink[] = [
      { kind: 'middleware', entry: async (_i, next) => { trace.push('a>'); const r = await next(); trace.push('<a'); return `a(${String(r)})`; } },
      { kind: 'middleware', entry: { use: (_i: Invocation, next: Next) => { trace.push('b'); return next(); } } },
    ];
    const result = await runChain(prepareLinks(links, build), invocation, async () => { trace.push('handler'); return 'done'; });
    expect(result).to.equal('a(done)');
    expect(trace).to.deep.equal(['a>', 'b', 'handler', '<a']);
  });

  it('lets a middleware answer without running the handler', async () => {
    let ran = false;
    const prepared = prepareLinks([{ kind: 'middleware', entry: () => 'cached' }], build);
    expect(await runChain(prepared, invocation, async () => ((ran = true), 'fresh'))).to.equal('cached');
    expect(ran).to.equal(false);
  });

  it('refuses the call when a guard says no, with its reason or a default naming the member', async () => {
    const no = prepareLinks([{ kind: 'guard', entry: () => false }], build);
    const error = await runChain(no, invocation, async () => 'x').then(() => undefined, (e: unknown) => e);
    expect(error).to.be.instanceOf(AccessDeniedError);
    expect((error as Error).message).to.equal('Access to tool add_note was denied.');
    const reason = prepareLinks([{ kind: 'guard', entry: async () => 'Only on weekdays.' }], build);
    expect(await runChain(reason, invocation, async () => 'x').then(() => '', (e: Error) => e.message)).to.equal('Only on weekdays.');
    const yes = prepareLinks([{ kind: 'guard', entry: () => true }], build);
    expect(await runChain(yes, invocation, async () => 'ran')).to.equal('ran');
  });

  it('builds guard and middleware classes with the factory, keeps their filters, marks guards, and skips policies', async () => {
    const built: string[] = [];
    const filter: ListFilter = { key: () => 'all', visible: () => true };
    class Weekdays implements McpGuard {
      canActivate(): boolean { return true; }
      filter = filter;
    }
    class Timing implements McpMiddleware {
      use(_i: Invocation, next: Next): Promise<unknown> { return next(); }
    }
    const prepared = prepareLinks([
      { kind: 'guard', entry: Weekdays },
      { kind: 'middleware', entry: Timing },
      { kind: 'policy', entry: { policy: 'public' } },
    ], (target) => (built.push(target.name), new (target as new () => object)()));
    expect(built).to.deep.equal(['Weekdays', 'Timing']);
    expect(prepared).to.have.length(2);
    expect(prepared[0]).to.deep.include({ guard: true, filter });
    expect(prepared[1]).to.not.have.property('guard');
    expect(await runChain(prepared, invocation, async () => 'ok')).to.equal('ok');
  });
});
