import { expect } from 'chai';
import { Public } from '../../lib/decorators/public.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { scan } from '../../lib/scanner/scan.js';

describe('decorators/public', () => {
  it('puts a public policy on the member it decorates and on every member of a class it decorates', () => {
    @Public()
    class Open {
      @Tool() a(): string { return ''; }
    }
    class Mixed {
      @Public() @Tool() open(): string { return ''; }
      @Tool() closed(): string { return ''; }
    }
    expect(scan([Open]).tools[0]!.chain).to.deep.equal([{ kind: 'policy', entry: { policy: 'public' } }]);
    const tools = scan([Mixed]).tools;
    expect(tools.find((t) => t.name === 'open')!.chain).to.deep.equal([{ kind: 'policy', entry: { policy: 'public' } }]);
    expect(tools.find((t) => t.name === 'closed')!.chain).to.equal(undefined);
  });
});
