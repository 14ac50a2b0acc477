import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ResourceTemplate } from '../../lib/decorators/resource-template.decorator.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import type { ResourceTemplateRecordOptions } from '../../lib/metadata/member-options.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { InvalidUriTemplateError } from '../../lib/errors/invalid-uri-template.error.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const templateRecords = (target: Function) => getMetadataStore().recordsFor(target)!.members.map((m) => ({ kind: m.kind, key: m.key, options: m.options as ResourceTemplateRecordOptions }));

describe('decorators/resource-template.decorator', () => {
  it('records the parsed template and a snake_case default name', () => {
    class Notes { @ResourceTemplate('notes://{folder}/{id}{?rev}', { mimeType: 'text/plain' }) noteById(): string { return ''; } }
    const [record] = templateRecords(Notes);
    expect(record!.kind).to.equal('resource-template');
    expect(record!.options.name).to.equal('note_by_id');
    expect(record!.options.mimeType).to.equal('text/plain');
    expect(record!.options.uriTemplate.template).to.equal('notes://{folder}/{id}{?rev}');
    expect(record!.options.uriTemplate.variables).to.deep.equal(['folder', 'id', 'rev']);
  });

  it('keeps an explicit name', () => {
    class Notes { @ResourceTemplate('notes://{id}', { name: 'note' }) n(): string { return ''; } }
    expect(templateRecords(Notes)[0]!.options.name).to.equal('note');
  });

  it('refuses a template without a URI scheme', () => {
    expect(() => { class Bad { @ResourceTemplate('{id}/notes') n(): string { return ''; } } return Bad; })
      .to.throw(InvalidUriTemplateError, 'URI template "{id}/notes" at Bad.n is malformed: it does not start with a URI scheme.');
  });

  it('refuses a template that is not a string', () => {
    expect(() => { class Bad { @ResourceTemplate(42 as unknown as string) n(): string { return ''; } } return Bad; })
      .to.throw(InvalidUriTemplateError, 'URI template "42" at Bad.n is malformed: it does not start with a URI scheme.');
  });

  for (const [template, problem] of [
    ['notes://{id', 'unclosed "{" at position 8'],
    ['notes://id}', 'unmatched "}" at position 10'],
    ['notes://{}', 'empty expression at position 8'],
    ['notes://{a}/{a}', 'variable "a" appears twice'],
    ['notes://{a b}', 'bad variable "a b"'],
  ] as const) {
    it(`refuses ${template}: ${problem}`, () => {
      expect(() => { class Bad { @ResourceTemplate(template) n(): string { return ''; } } return Bad; })
        .to.throw(InvalidUriTemplateError, `is malformed: ${problem}.`);
    });
  }

  it('checks the resource options too', () => {
    expect(() => { class Bad { @ResourceTemplate('notes://{id}', { size: -1 }) n(): string { return ''; } } return Bad; })
      .to.throw(InvalidDecoratorOptionError, '@ResourceTemplate size is -1 at Bad.n.');
  });

  it('refuses a static method', () => {
    expect(() => { class Bad { @ResourceTemplate('notes://{id}') static n(): string { return ''; } } return Bad; })
      .to.throw(InvalidDecoratorOptionError, '@ResourceTemplate is on a static member at Bad.n.');
  });

  it('says, in its JSDoc and in the decorators reference\'s table (docs/reference/decorators.md), to throw ResourceNotFoundError for a URI that names nothing', () => {
    const declaration = readFileSync(join(root, 'dist/lib/decorators/resource-template.decorator.d.ts'), 'utf8');
    expect(declaration).to.contain('For a URI that fits the template but names nothing, throw\n * `ResourceNotFoundError(uri)`');
    const row = readFileSync(join(root, 'docs/reference/decorators.md'), 'utf8').split('\n').find((line) => line.startsWith('| `@ResourceTemplate('));
    expect(row).to.contain('throw `ResourceNotFoundError(uri)` (the client gets -32002, or -32602 on 2026-07-28)');
  });
});
