import { expect } from 'chai';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Ctx } from '../../lib/decorators/ctx.decorator.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Resource } from '../../lib/decorators/resource.decorator.js';
import { ResourceTemplate } from '../../lib/decorators/resource-template.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { UnmatchedTemplateVariableError } from '../../lib/errors/unmatched-template-variable.error.js';
import { UnsupportedTypeError } from '../../lib/errors/unsupported-type.error.js';
import { Int } from '../../lib/metadata/type-spec.js';
import { resourceDescriptorFrom, resourceTemplateDescriptorFrom } from '../../lib/scanner/resource-descriptor-from.js';
import { memberOf, scanContext } from '../support/scan-context.js';

enum Level { Low = 1, High = 2 }

class Library {
  @Resource('docs://readme', { mimeType: 'text/markdown', size: 42, annotations: { audience: ['user'], priority: 1 } })
  readme(@Ctx() _ctx: unknown): string { return '# hi'; }

  @ResourceTemplate('books://{id}/{page}{?draft,level}')
  page(@Param('id') id: string, @Param('page', { type: () => Int }) page: number, @Param('draft', { optional: true }) draft?: boolean, @Param('level', { enum: Level, optional: true }) level?: Level): string {
    return `${id}:${page}:${String(draft)}:${String(level)}`;
  }
}

describe('scanner/resource-descriptor-from', () => {
  it('describes a fixed resource with copies of its options; it binds no arguments, only the context slot', async () => {
    const resource = resourceDescriptorFrom(memberOf(Library, 'readme'), new Library(), scanContext());
    expect(resource).to.deep.include({ kind: 'resource', uri: 'docs://readme', name: 'readme', mimeType: 'text/markdown', size: 42, annotations: { audience: ['user'], priority: 1 }, arity: 1, contextIndex: 0 });
    expect(await resource.bind({ anything: 1 })).to.deep.equal({ ok: true, args: [undefined] });
  });

  it('refuses a @Param or @Args on a fixed resource', () => {
    class Bad { @Resource('docs://x') x(@Param('id') id: string): string { return id; } }
    expect(() => resourceDescriptorFrom(memberOf(Bad, 'x'), new Bad(), scanContext())).to.throw(InvalidDecoratorOptionError, "@Resource('docs://x') has a @Param parameter, but a fixed URI carries no arguments at Bad.x(#0 \"id\"). Use @ResourceTemplate");
  });

  it('parses number, integer, numeric enum and boolean variables from the URI text, and leaves text that is not one for the schema to refuse', async () => {
    const template = resourceTemplateDescriptorFrom(memberOf(Library, 'page'), new Library(), scanContext());
    expect(template).to.deep.include({ kind: 'resource-template', uriTemplate: 'books://{id}/{page}{?draft,level}' });
    expect(template.match('books://b1/7?draft=true&level=2')).to.deep.equal({ id: 'b1', page: '7', draft: 'true', level: '2' });
    expect(await template.bind({ id: 'b1', page: '7', draft: 'true', level: '2' })).to.deep.equal({ ok: true, args: ['b1', 7, true, 2] });
    expect(await template.bind({ id: '12', page: '7' })).to.deep.equal({ ok: true, args: ['12', 7, undefined, undefined] });
    const refused = await template.bind({ id: 'b1', page: 'seven', draft: 'yes' });
    expect(refused.ok).to.equal(false);
    expect(refused.ok ? [] : refused.issues.map((i) => i.path)).to.include.members(['page', 'draft']);
  });

  it('refuses parameters and variables that do not pair up, @Args, and a variable typed as an object', () => {
    class Extra { @ResourceTemplate('a://{id}') t(@Param('id') id: string, @Param('other') other: string): string { return id + other; } }
    expect(() => resourceTemplateDescriptorFrom(memberOf(Extra, 't'), new Extra(), scanContext())).to.throw(UnmatchedTemplateVariableError, "@Param('other') (#1) names no variable");
    class Missing { @ResourceTemplate('a://{id}/{rev}') t(@Param('id') id: string): string { return id; } }
    expect(() => resourceTemplateDescriptorFrom(memberOf(Missing, 't'), new Missing(), scanContext())).to.throw(UnmatchedTemplateVariableError, 'variable {rev} has no matching parameter');
    class Whole { @ResourceTemplate('a://{id}') t(@Args() a: object): string { return String(a); } }
    expect(() => resourceTemplateDescriptorFrom(memberOf(Whole, 't'), new Whole(), scanContext())).to.throw(InvalidDecoratorOptionError, '@Args() is on a resource template');
    class Listy { @ResourceTemplate('a://{ids}') t(@Param('ids', { type: () => [String] }) ids: string[]): string { return ids.join(); } }
    expect(() => resourceTemplateDescriptorFrom(memberOf(Listy, 't'), new Listy(), scanContext())).to.throw(UnsupportedTypeError, 'template variable {ids} is typed array');
  });
});
