import { expect } from 'chai';
import { bindArguments } from '../../lib/binding/bind-arguments.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { scan } from '../../lib/scanner/scan.js';

class Weather {
  @Tool() forecast(@Param('city') city: string, @Param('days', { optional: true }) days?: number): string {
    return `${city}:${days ?? 1}`;
  }
}

describe('binding/bind-arguments', () => {
  const tool = scan([Weather]).tools[0]!;

  it('binds wire arguments to the parameter list of the member', async () => {
    expect(await bindArguments(tool, { city: 'Oslo', days: 3 })).to.deep.equal({ ok: true, args: ['Oslo', 3] });
    expect(await bindArguments(tool, { city: 'Oslo' })).to.deep.equal({ ok: true, args: ['Oslo', undefined] });
  });

  it('gives the issues, by path, of arguments that do not fit', async () => {
    const outcome = await bindArguments(tool, { days: 'three' });
    expect(outcome.ok).to.equal(false);
    const paths = outcome.ok ? [] : outcome.issues.map((i) => i.path);
    expect(paths).to.include('days');
    expect(paths.some((p) => p === 'city' || p === '')).to.equal(true);
  });
});
