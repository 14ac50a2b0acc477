import { expect } from 'chai';
import { Tool, UseMiddleware, type Invocation, type ListFilter, type McpMiddleware, type Next } from '../../../lib/index.js';
import type { MemberDescriptor } from '../../../lib/model/member-descriptor.js';
import { scan } from '../../../lib/scanner/scan.js';
import { MemberChains } from '../../../lib/server/engine/member-chains.js';

const order: string[] = [];
const step = (name: string) => async (_invocation: Invocation, next: Next) => {
  order.push(name);
  return next();
};
const filter: ListFilter = { key: () => 'all', visible: () => true };

class Plain {
  @Tool() plain(): string {
    return 'plain';
  }
}

class Decorated {
  @UseMiddleware(step('method'))
  @Tool()
  decorated(): string {
    return 'decorated';
  }
}

function toolOf(cls: new () => object): MemberDescriptor {
  return scan([cls]).tools[0]!;
}

async function run(chain: readonly { run: (i: Invocation, n: Next) => unknown }[]): Promise<void> {
  const invoke = (i: number): Promise<unknown> => (i === chain.length ? Promise.resolve('done') : Promise.resolve(chain[i]!.run({} as Invocation, () => invoke(i + 1))));
  await invoke(0);
}

describe('server/engine/member-chains', () => {
  beforeEach(() => void order.splice(0));

  it("runs the server's guards before its middleware, then the member's own links", async () => {
    const chains = new MemberChains({ middleware: [step('server middleware')], guards: [(_invocation) => (order.push('server guard'), true)] }, () => ({}));
    await run(chains.chainFor(toolOf(Decorated)));
    expect(order).to.deep.equal(['server guard', 'server middleware', 'method']);
  });

  it("builds each member's chain once, and shares the server's links with members that declare none", () => {
    const chains = new MemberChains({ middleware: [step('server')] }, () => ({}));
    const decorated = toolOf(Decorated);
    expect(chains.chainFor(decorated)).to.equal(chains.chainFor(decorated));
    expect(chains.chainFor(decorated)).to.have.length(2);
    expect(chains.chainFor(toolOf(Plain))).to.equal(chains.chainFor(toolOf(Plain)));
    expect(chains.chainFor(toolOf(Plain))).to.have.length(1);
  });

  it('builds middleware classes with the given factory, once per server', () => {
    const built: string[] = [];
    class Audit implements McpMiddleware {
      readonly filter = filter;
      use(_invocation: Invocation, next: Next): unknown {
        return next();
      }
    }
    const chains = new MemberChains({ middleware: [Audit] }, (target) => (built.push(target.name), new (target as new () => object)()));
    chains.chainFor(toolOf(Plain));
    chains.chainFor(toolOf(Decorated));
    expect(built).to.deep.equal(['Audit']);
    expect(chains.filtersOf(toolOf(Plain))).to.deep.equal([filter]);
  });

  it('brings no filter when no link declares one', () => {
    expect(new MemberChains({}, () => ({})).filtersOf(toolOf(Decorated))).to.deep.equal([]);
  });

  it("gives a mounted member the chain of the server it was mounted from, after this server's links, without building its declared links again", async () => {
    const decorated = toolOf(Decorated);
    const mountedLinks = [{ run: step('mounted server') }];
    const chains = new MemberChains({ middleware: [step('server')] }, () => ({}), (member) => (member === decorated ? mountedLinks : undefined));
    await run(chains.chainFor(decorated));
    expect(order).to.deep.equal(['server', 'mounted server']);
    order.splice(0);
    await run(chains.chainFor(toolOf(Decorated)));
    expect(order).to.deep.equal(['server', 'method']);
  });
});
