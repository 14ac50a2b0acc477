import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Prompt } from '../../lib/decorators/prompt.decorator.js';
import { ResourceTemplate } from '../../lib/decorators/resource-template.decorator.js';
import { Resource } from '../../lib/decorators/resource.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { DuplicateNameError } from '../../lib/errors/duplicate-name.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/duplicate-name.error.ts, as its callers raise it.
describe('errors/duplicate-name.error', () => {
  it('DuplicateNameError names both members', () => {
    class WeatherTools { @Tool() search(): string { return ''; } }
    class NewsTools { @Tool({ name: 'search' }) find(): string { return ''; } }
    const e = thrown(() => scan([WeatherTools, NewsTools]));
    expect(e).to.be.instanceOf(DuplicateNameError);
    expect(String(e)).to.equal('DuplicateNameError [MCPD_DUPLICATE_TOOL]: tool name "search" is declared twice: by WeatherTools.search and by NewsTools.find. Names must be unique across everything scanned; rename one with the decorator\'s \'name\' option.');
    expect((e as DuplicateNameError).members).to.deep.equal(['WeatherTools.search', 'NewsTools.find']);
    expect(e.member).to.equal('NewsTools.find');
  });

  it('DuplicateNameError has a code per catalogue kind', () => {
    class A { @Resource('docs://x') a(): string { return ''; } @ResourceTemplate('t://{id}') t(@Param('id') id: string): string { return id; } @Prompt() p(): string { return ''; } }
    class B { @Resource('docs://x') b(): string { return ''; } }
    class C { @ResourceTemplate('t://{id}') u(@Param('id') id: string): string { return id; } }
    class D { @Prompt({ name: 'p' }) q(): string { return ''; } }
    expect(thrown(() => scan([A, B])).code).to.equal('MCPD_DUPLICATE_RESOURCE');
    expect(thrown(() => scan([A, C])).message).to.equal('resource template URI template "t://{id}" is declared twice: by A.t and by C.u. Names must be unique across everything scanned; rename one with the decorator\'s first argument.');
    expect(thrown(() => scan([A, D])).code).to.equal('MCPD_DUPLICATE_PROMPT');
  });
});
