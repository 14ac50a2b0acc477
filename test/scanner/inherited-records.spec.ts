import { expect } from 'chai';
import { inheritedRecords } from '../../lib/scanner/inherited-records.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Prompt } from '../../lib/decorators/prompt.decorator.js';
import { Resource } from '../../lib/decorators/resource.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';

class Base {
  @Tool() hello(@Param('name') name: string): string { return name; }
  @Tool() bye(): string { return 'bye'; }
  @Resource('docs://base') docs(): string { return ''; }
}

class Middle extends Base {
  // Not decorated: overriding the method keeps the base declaration.
  override bye(): string { return 'later'; }
}

class Derived extends Middle {
  @Tool({ description: 'louder' }) override hello(@Param('who') who: string): string { return who; }
  @Prompt() extra(): string { return ''; }
}

describe('scanner/inherited-records', () => {
  it('lists members base first, in declaration order, with the class that declared each', () => {
    const { members, strayParams } = inheritedRecords(Base);
    expect(members.map((m) => [m.record.kind, m.record.key, m.declaredBy])).to.deep.equal([['tool', 'hello', Base], ['tool', 'bye', Base], ['resource', 'docs', Base]]);
    expect(members[0]!.params.map((p) => p.name)).to.deep.equal(['name']);
    expect(members[1]!.params).to.deep.equal([]);
    expect(strayParams).to.deep.equal([]);
  });

  it('lets a subclass declaration replace the base one in place, with its own parameters', () => {
    const { members } = inheritedRecords(Derived);
    expect(members.map((m) => [m.record.key, m.declaredBy])).to.deep.equal([['hello', Derived], ['bye', Base], ['docs', Base], ['extra', Derived]]);
    expect((members[0]!.record.options as { description?: string }).description).to.equal('louder');
    expect(members[0]!.params.map((p) => p.name)).to.deep.equal(['who']);
  });

  it('walks through classes that declare nothing', () => {
    expect(inheritedRecords(Middle).members.map((m) => m.record.key)).to.deep.equal(['hello', 'bye', 'docs']);
  });

  it('reports parameter decorators on methods that declare no member', () => {
    class Stray {
      @Tool() run(): string { return ''; }
      helper(@Param('x') x: string): string { return x; }
    }
    class StraySub extends Stray {
      other(@Param('y') y: string): string { return y; }
    }
    const { members, strayParams } = inheritedRecords(StraySub);
    expect(members.map((m) => m.record.key)).to.deep.equal(['run']);
    expect(strayParams.map((s) => [s.declaredBy, s.param.key, s.param.name])).to.deep.equal([[Stray, 'helper', 'x'], [StraySub, 'other', 'y']]);
  });

  it('counts a re-decorated parameter without its member decorator as stray', () => {
    class ParamsOnly extends Base {
      override hello(@Param('again') again: string): string { return again; }
    }
    const { members, strayParams } = inheritedRecords(ParamsOnly);
    expect(members[0]!.declaredBy).to.equal(Base);
    expect(strayParams.map((s) => s.param.name)).to.deep.equal(['again']);
  });

  it('gives nothing for an undecorated class', () => {
    class Plain { run(): void {} }
    expect(inheritedRecords(Plain)).to.deep.equal({ members: [], strayParams: [], strayChains: [] });
  });
});
