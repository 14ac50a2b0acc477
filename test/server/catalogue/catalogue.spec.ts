import { expect } from 'chai';
import { Catalogue } from '../../../lib/server/catalogue/catalogue.js';
import type { MemberKind } from '../../../lib/vocabulary/member-kind.js';
import { adapterFor } from '../../../lib/revisions/adapter-for.js';
import { DuplicateNameError } from '../../../lib/errors/duplicate-name.error.js';
import { Param, Prompt, Resource, ResourceTemplate, Tool } from '../../../lib/index.js';
import { scan } from '../../../lib/model/index.js';
import { uriTemplateMatchSteps } from '../../../lib/metadata/uri-template-matcher.js';
import { requestTarget } from '../../../lib/server/access/request-target.js';

class Notes {
  @Tool({ title: 'Find' }) find(@Param('q') q: string): string { return q; }
  @Tool() count(): string { return '0'; }
  @Resource('notes://index') index(): string { return ''; }
  @ResourceTemplate('notes://{folder}/{id}') note(@Param('folder') folder: string, @Param('id') id: string): string { return folder + id; }
  @ResourceTemplate('notes://{+path}') anyNote(@Param('path') path: string): string { return path; }
  @Prompt() summarize(): string { return ''; }
}

class Weather { @Tool() forecast(): string { return ''; } }
class Clash { @Tool({ name: 'find' }) search(): string { return ''; } @Prompt() other(): string { return ''; } }
class ResourceClash { @Resource('notes://index') again(): string { return ''; } }
class TemplateClash { @ResourceTemplate('notes://{folder}/{id}') again(@Param('folder') f: string, @Param('id') i: string): string { return f + i; } }
class PromptClash { @Prompt({ name: 'summarize' }) again(): string { return ''; } }

function catalogueOf(...classes: Function[]): Catalogue {
  const catalogue = new Catalogue();
  catalogue.add(scan(classes as never[]));
  return catalogue;
}

describe('server/catalogue/catalogue', () => {
  it('looks members up by name and URI', () => {
    const catalogue = catalogueOf(Notes);
    expect(catalogue.tool('find')!.member).to.equal('Notes.find');
    expect(catalogue.tool('missing')).to.equal(undefined);
    expect(catalogue.resource('notes://index')!.name).to.equal('index');
    expect(catalogue.resource('notes://other')).to.equal(undefined);
    expect(catalogue.prompt('summarize')!.member).to.equal('Notes.summarize');
    expect(catalogue.template('notes://{+path}')!.member).to.equal('Notes.anyNote');
    expect(catalogue.template('notes://{path}')).to.equal(undefined);
  });

  it('matches a URI against the templates in declaration order, with its variables', () => {
    const catalogue = catalogueOf(Notes);
    const first = catalogue.matchTemplate('notes://work/42')!;
    expect(first.template.member).to.equal('Notes.note');
    expect({ ...first.variables }).to.deep.equal({ folder: 'work', id: '42' });
    const second = catalogue.matchTemplate('notes://a/b/c')!;
    expect(second.template.member).to.equal('Notes.anyNote');
    expect({ ...second.variables }).to.deep.equal({ path: 'a/b/c' });
    expect(catalogue.matchTemplate('other://x')).to.equal(undefined);
  });

  it('matches one URI once: the method after the access check (or a repeat) does no matching work again', () => {
    const catalogue = catalogueOf(Notes);
    const uri = `notes://work/${'x'.repeat(1000)}`;
    let steps = uriTemplateMatchSteps();
    expect(requestTarget(catalogue, 'resources/read', { uri })!.member.member).to.equal('Notes.note');
    expect(uriTemplateMatchSteps()).to.be.greaterThan(steps);
    steps = uriTemplateMatchSteps();
    expect(catalogue.matchTemplate(uri)!.variables).to.deep.equal({ folder: 'work', id: 'x'.repeat(1000) });
    expect(catalogue.matchTemplate(uri)!.variables).to.be.frozen;
    expect(uriTemplateMatchSteps()).to.equal(steps);
    // A change of the catalogue forgets the match.
    catalogue.removeResourceTemplate('notes://{folder}/{id}');
    expect(catalogue.matchTemplate(uri)!.template.member).to.equal('Notes.anyNote');
    expect(uriTemplateMatchSteps()).to.be.greaterThan(steps);
  });

  it('gives a snapshot that later changes do not touch', () => {
    const catalogue = catalogueOf(Notes);
    const snapshot = catalogue.snapshot();
    catalogue.removeTool('find');
    catalogue.add(scan([Weather]));
    expect(snapshot.tools.map((t) => t.name)).to.deep.equal(['find', 'count']);
    expect(catalogue.snapshot().tools.map((t) => t.name)).to.deep.equal(['count', 'forecast']);
  });

  it('adds models and tells listeners which kinds changed', () => {
    const catalogue = catalogueOf(Weather);
    const changes: MemberKind[][] = [];
    catalogue.onChange((kinds) => changes.push([...kinds]));
    catalogue.add(scan([Notes]));
    expect(changes).to.deep.equal([['tool', 'resource', 'resource-template', 'prompt']]);
    expect(catalogue.tool('find')).to.not.equal(undefined);
    expect(catalogue.snapshot().tools.map((t) => t.name)).to.deep.equal(['forecast', 'find', 'count']);
  });

  it('refuses a name or URI already in the catalogue, and leaves the catalogue as it was', () => {
    const catalogue = catalogueOf(Notes);
    const changes: unknown[] = [];
    catalogue.onChange((kinds) => changes.push(kinds));
    expect(() => catalogue.add(scan([Clash]))).to.throw(DuplicateNameError, 'tool name "find" is declared twice: by Notes.find and by Clash.search');
    expect(() => catalogue.add(scan([ResourceClash]))).to.throw(DuplicateNameError, 'resource URI "notes://index" is declared twice');
    expect(() => catalogue.add(scan([TemplateClash]))).to.throw(DuplicateNameError, 'resource template URI template "notes://{folder}/{id}" is declared twice');
    expect(() => catalogue.add(scan([PromptClash]))).to.throw(DuplicateNameError, 'prompt name "summarize" is declared twice');
    expect(catalogue.prompt('other')).to.equal(undefined);
    expect(catalogue.snapshot().tools).to.have.length(2);
    expect(changes).to.deep.equal([]);
  });

  it('removes members, reports whether there was one, and tells listeners', () => {
    const catalogue = catalogueOf(Notes);
    const changes: MemberKind[][] = [];
    catalogue.onChange((kinds) => changes.push([...kinds]));
    expect(catalogue.removeTool('find')).to.equal(true);
    expect(catalogue.removeTool('find')).to.equal(false);
    expect(catalogue.removeResource('notes://index')).to.equal(true);
    expect(catalogue.removeResourceTemplate('notes://{+path}')).to.equal(true);
    expect(catalogue.removeResourceTemplate('notes://{nope}')).to.equal(false);
    expect(catalogue.removePrompt('summarize')).to.equal(true);
    expect(changes).to.deep.equal([['tool'], ['resource'], ['resource-template'], ['prompt']]);
    expect(catalogue.tool('find')).to.equal(undefined);
    expect(catalogue.resource('notes://index')).to.equal(undefined);
    expect(catalogue.prompt('summarize')).to.equal(undefined);
    expect(catalogue.matchTemplate('notes://a/b/c')).to.equal(undefined);
    expect(catalogue.snapshot().resources).to.deep.equal([]);
  });

  it('lets a name be reused once it was removed', () => {
    const catalogue = catalogueOf(Notes);
    catalogue.removeTool('find');
    catalogue.add(scan([Clash]));
    expect(catalogue.tool('find')!.member).to.equal('Clash.search');
  });

  it('stops calling a listener once it unsubscribed', () => {
    const catalogue = catalogueOf(Notes);
    let calls = 0;
    const off = catalogue.onChange(() => void calls++);
    catalogue.removeTool('count');
    off();
    catalogue.removeTool('find');
    expect(calls).to.equal(1);
  });

  it('encodes each list per revision and serves it frozen from cache until the catalogue changes', () => {
    const catalogue = catalogueOf(Notes);
    const old = adapterFor('2024-11-05');
    const current = adapterFor('2025-06-18');
    const tools = catalogue.list(current, 'tool');
    expect(tools.map((t) => [t.name, t.title])).to.deep.equal([['find', 'Find'], ['count', undefined]]);
    expect(catalogue.list(old, 'tool').map((t) => 'title' in t)).to.deep.equal([false, false]);
    expect(catalogue.list(current, 'tool')).to.equal(tools);
    expect(Object.isFrozen(tools)).to.equal(true);
    expect(Object.isFrozen(tools[0])).to.equal(true);
    expect(catalogue.list(current, 'prompt').map((p) => p.name)).to.deep.equal(['summarize']);
    expect(catalogue.list(current, 'resource').map((r) => r.uri)).to.deep.equal(['notes://index']);
    expect(catalogue.list(current, 'resource-template').map((t) => t.uriTemplate)).to.deep.equal(['notes://{folder}/{id}', 'notes://{+path}']);
    catalogue.removeTool('count');
    const after = catalogue.list(current, 'tool');
    expect(after).to.not.equal(tools);
    expect(after.map((t) => t.name)).to.deep.equal(['find']);
  });

  it('adding an empty model changes nothing and tells no one', () => {
    const catalogue = catalogueOf(Notes);
    const tools = catalogue.list(adapterFor('2025-06-18'), 'tool');
    let calls = 0;
    catalogue.onChange(() => void calls++);
    catalogue.add({ tools: [], resources: [], resourceTemplates: [], prompts: [] });
    expect(calls).to.equal(0);
    expect(catalogue.list(adapterFor('2025-06-18'), 'tool')).to.equal(tools);
  });

  it('replaces members by identity in one change, telling listeners only the kinds that changed', () => {
    const catalogue = catalogueOf(Weather);
    const notes = scan([Notes]);
    catalogue.add(notes);
    const heard: MemberKind[][] = [];
    catalogue.onChange((kinds) => void heard.push([...kinds]));
    const fewer = { ...notes, tools: notes.tools.slice(0, 1) };
    catalogue.replace(notes, fewer);
    expect(catalogue.snapshot().tools.map((t) => t.name)).to.deep.equal(['forecast', 'find']);
    expect(catalogue.tool('count')).to.equal(undefined);
    expect(catalogue.snapshot().prompts.map((p) => p.name)).to.deep.equal(['summarize']);
    expect(heard).to.deep.equal([['tool']]);
    // A replacement that clashes with what stays is refused, and nothing changes.
    expect(() => catalogue.replace({ tools: [], resources: [], resourceTemplates: [], prompts: [] }, scan([Clash]))).to.throw(DuplicateNameError);
    expect(catalogue.snapshot().tools.map((t) => t.name)).to.deep.equal(['forecast', 'find']);
    expect(heard).to.have.length(1);
  });

  it('runs the add checks before a model is added: a throw refuses it, and an unsubscribed check runs no more', () => {
    const catalogue = catalogueOf(Notes);
    const stop = catalogue.onAdd((model) => {
      if (model.tools.some((t) => t.name === 'forecast')) throw new Error('no forecasts here');
    });
    expect(() => catalogue.add(scan([Weather]))).to.throw('no forecasts here');
    expect(catalogue.tool('forecast')).to.equal(undefined);
    stop();
    catalogue.add(scan([Weather]));
    expect(catalogue.tool('forecast')!.member).to.equal('Weather.forecast');
  });
});
