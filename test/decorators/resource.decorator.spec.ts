import { expect } from 'chai';
import { Resource, checkResourceOptions } from '../../lib/decorators/resource.decorator.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import type { ResourceRecordOptions } from '../../lib/metadata/member-options.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';

const resourceRecords = (target: Function) => getMetadataStore().recordsFor(target)!.members.map((m) => ({ kind: m.kind, key: m.key, options: m.options as ResourceRecordOptions }));

describe('decorators/resource.decorator', () => {
  it('records the URI and a snake_case default name', () => {
    class Docs {
      @Resource('docs://readme') readMe(): string { return ''; }
      @Resource('config:app', { name: 'app-config', mimeType: 'application/json', size: 0 }) config(): string { return ''; }
    }
    expect(resourceRecords(Docs)).to.deep.equal([
      { kind: 'resource', key: 'readMe', options: { uri: 'docs://readme', name: 'read_me' } },
      { kind: 'resource', key: 'config', options: { name: 'app-config', mimeType: 'application/json', size: 0, uri: 'config:app' } },
    ]);
  });

  for (const uri of ['no scheme', 'docs://has space', '1docs://x', '://x', '', 'relative/path']) {
    it(`refuses the URI ${JSON.stringify(uri)}`, () => {
      expect(() => { class Bad { @Resource(uri) r(): string { return ''; } } return Bad; })
        .to.throw(InvalidDecoratorOptionError, `@Resource URI ${JSON.stringify(uri)} is not an absolute URI at Bad.r.`);
    });
  }

  it('refuses a URI that is not a string', () => {
    expect(() => { class Bad { @Resource(undefined as unknown as string) r(): string { return ''; } } return Bad; })
      .to.throw(InvalidDecoratorOptionError, '@Resource URI undefined is not an absolute URI at Bad.r.');
  });

  it('accepts priorities from 0 to 1 and refuses others, NaN included', () => {
    for (const priority of [0, 0.5, 1]) expect(() => checkResourceOptions({}, 'k', 'Resource', { annotations: { priority } })).to.not.throw();
    for (const priority of [-0.01, 1.01, Number.NaN]) {
      expect(() => checkResourceOptions(class Pri {}.prototype, 'k', 'Resource', { annotations: { priority } }))
        .to.throw(InvalidDecoratorOptionError, `@Resource annotations.priority is ${priority} at Pri.k. Use a number from 0 (least important) to 1 (most important).`);
    }
  });

  it('accepts a non-negative integer size and refuses others', () => {
    for (const size of [0, 1, 1024]) expect(() => checkResourceOptions({}, 'k', 'Resource', { size })).to.not.throw();
    for (const size of [-1, 1.5, Number.POSITIVE_INFINITY]) {
      expect(() => checkResourceOptions(class Sized {}.prototype, 'k', 'ResourceTemplate', { size }))
        .to.throw(InvalidDecoratorOptionError, `@ResourceTemplate size is ${size} at Sized.k.`);
    }
  });

  it('checks the options when decorating', () => {
    expect(() => { class Bad { @Resource('docs://x', { annotations: { priority: 2 } }) r(): string { return ''; } } return Bad; })
      .to.throw(InvalidDecoratorOptionError, '@Resource annotations.priority is 2 at Bad.r.');
  });

  it('refuses a static method', () => {
    expect(() => { class Bad { @Resource('docs://x') static r(): string { return ''; } } return Bad; }).to.throw(InvalidDecoratorOptionError, '@Resource is on a static member at Bad.r.');
  });
});
