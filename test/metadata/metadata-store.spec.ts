import { expect } from 'chai';
import { getMetadataStore, type MetadataStore } from '../../lib/metadata/metadata-store.js';
import type { ParamRecord } from '../../lib/metadata/records.js';

const STORE_KEY = Symbol.for('mcp-decorators/metadata-store@1');

describe('metadata/metadata-store', () => {
  it('is one store per process, kept on globalThis under a registered symbol', () => {
    const store = getMetadataStore();
    expect(getMetadataStore()).to.equal(store);
    expect((globalThis as Record<symbol, unknown>)[STORE_KEY]).to.equal(store);
  });

  it('is shared with a second copy of the module (e.g. a linked checkout)', async () => {
    const copy = new URL('../../lib/metadata/metadata-store.js?second-copy', import.meta.url).href;
    const second = (await import(copy)) as { getMetadataStore(): MetadataStore };
    expect(second.getMetadataStore).to.not.equal(getMetadataStore);
    expect(second.getMetadataStore()).to.equal(getMetadataStore());
  });

  it('keeps records per class, in the order they were collected', () => {
    class Store {}
    const store = getMetadataStore();
    const param = (index: number): ParamRecord => ({ binding: 'param', key: 'find', index, name: `p${index}`, options: {} });
    store.collectMember(Store, { kind: 'tool', key: 'find', options: { name: 'find' } });
    store.collectParam(Store, param(1));
    store.collectParam(Store, param(0));
    store.collectField(Store, { key: 'title', options: { description: 'Title' } });
    store.collectMember(Store, { kind: 'prompt', key: 'ask', options: { name: 'ask' } });
    const record = store.recordsFor(Store)!;
    expect(record.members.map((m) => m.key)).to.deep.equal(['find', 'ask']);
    expect(record.params.map((p) => p.index)).to.deep.equal([1, 0]);
    expect(record.fields).to.deep.equal([{ key: 'title', options: { description: 'Title' } }]);
  });

  it('knows nothing of a class no decorator wrote to, and does not merge a subclass with its base', () => {
    class Base {}
    class Derived extends Base {}
    const store = getMetadataStore();
    expect(store.recordsFor(Base)).to.equal(undefined);
    store.collectMember(Base, { kind: 'tool', key: 'run', options: {} });
    expect(store.recordsFor(Base)!.members).to.have.length(1);
    expect(store.recordsFor(Derived)).to.equal(undefined);
    store.collectField(Derived, { key: 'x', options: {} });
    expect(store.recordsFor(Derived)!.members).to.deep.equal([]);
    expect(store.recordsFor(Base)!.fields).to.deep.equal([]);
  });
});
