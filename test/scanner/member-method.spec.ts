import { expect } from 'chai';
import { Param, Prompt, Resource, Tool, type McpDecoratorsError } from '../../lib/index.js';
import { scan } from '../../lib/model/index.js';

function scanError(run: () => unknown): McpDecoratorsError {
  try {
    run();
  } catch (error) {
    return error as McpDecoratorsError;
  }
  throw new Error('expected scan to throw');
}

describe('scanner/member-method', () => {
  it('never runs a decorated getter: one reading instance state gets MCPD_NOT_A_METHOD, not a TypeError', () => {
    let runs = 0;
    class Report {
      private readonly state = { lines: ['a'] };
      @Tool() get summary(): string {
        runs++;
        return this.state.lines.join(',');
      }
    }
    const error = scanError(() => scan([Report]));
    expect(runs).to.equal(0);
    expect(error.code).to.equal('MCPD_NOT_A_METHOD');
    expect(error.message).to.contain('@Tool at Report.summary is an accessor');
    expect(error.member).to.equal('Report.summary');
  });

  it('names a property holding a function, not emitDecoratorMetadata', () => {
    class Handlers { run = (city: string): string => city; }
    Tool()(Handlers.prototype, 'run', undefined as never);
    const error = scanError(() => scan([Handlers]));
    expect(error.code).to.equal('MCPD_NOT_A_METHOD');
    expect(error.message).to.contain('@Tool at Handlers.run is a property');
    expect(error.message).to.not.contain('emitDecoratorMetadata');
  });

  it('checks every member kind, and a subclass overriding a method with a getter', () => {
    class Catalogue { @Resource('app://x') get x(): string { return 'x'; } }
    expect(scanError(() => scan([Catalogue])).message).to.contain('@Resource at Catalogue.x is an accessor');
    class Prompts { @Prompt() ask(@Param('q') q: string): string { return q; } }
    let runs = 0;
    class Sneaky extends Prompts {}
    Object.defineProperty(Sneaky.prototype, 'ask', {
      get: () => {
        runs++;
        return () => 'sneaky';
      },
    });
    expect(scanError(() => scan([Sneaky])).code).to.equal('MCPD_NOT_A_METHOD');
    expect(runs).to.equal(0);
  });

  it('keeps methods bound in the constructor and subclass overrides working', async () => {
    class Base {
      constructor(private readonly prefix = 'p') {
        this.echo = this.echo.bind(this);
      }
      @Tool() echo(@Param('text') text: string): string { return `${this.prefix}:${text}`; }
    }
    class Loud extends Base { override echo(text: string): string { return text.toUpperCase(); } }
    expect(await scan([Base]).tools[0]!.invoke(['a'])).to.equal('p:a');
    expect(await scan([Loud]).tools[0]!.invoke(['a'])).to.equal('A');
  });
});
