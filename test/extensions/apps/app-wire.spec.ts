import { expect } from 'chai';
import { builtInAdapters } from '../../../lib/revisions/index.js';
import { APP_MIME_TYPE, APPS_EXTENSION, canShowViews, carriesMeta } from '../../../lib/extensions/apps/app-wire.js';

const NEWEST = builtInAdapters().at(-1)!.revision;
const OLDEST = builtInAdapters()[0]!.revision;
const ui = (settings: unknown) => ({ revision: NEWEST, client: { capabilities: { extensions: { [APPS_EXTENSION]: settings } } } });

describe('extensions/apps/app-wire', () => {
  it('carriesMeta asks each revision encoder whether a read content item keeps _meta: not on the two oldest revisions, on every later one', () => {
    expect(builtInAdapters().map((a) => carriesMeta(a))).to.deep.equal([false, false, true, true, true]);
  });

  it('canShowViews: true only for the ui extension with the mcp-app MIME type, on a revision that carries the view link', () => {
    expect(canShowViews(ui({ mimeTypes: [APP_MIME_TYPE] }))).to.equal(true);
    expect(canShowViews(ui({ mimeTypes: ['text/html+skybridge', APP_MIME_TYPE] }))).to.equal(true);
    expect(canShowViews({ ...ui({ mimeTypes: [APP_MIME_TYPE] }), revision: OLDEST })).to.equal(false);
    expect(canShowViews(ui({}))).to.equal(false);
    expect(canShowViews(ui({ mimeTypes: ['text/html'] }))).to.equal(false);
    expect(canShowViews({ revision: NEWEST, client: { capabilities: {} } })).to.equal(false);
  });

  it('canShowViews reads the capability from own properties only, and takes no shape of it for another', () => {
    expect(canShowViews(ui({ mimeTypes: APP_MIME_TYPE }))).to.equal(false);
    expect(canShowViews(ui(null))).to.equal(false);
    expect(canShowViews(ui([APP_MIME_TYPE]))).to.equal(false);
    const inherited = Object.create({ mimeTypes: [APP_MIME_TYPE] }) as object;
    expect(canShowViews(ui(inherited))).to.equal(false);
    const viaProto = JSON.parse(`{"__proto__": {"${APPS_EXTENSION}": {"mimeTypes": ["${APP_MIME_TYPE}"]}}}`) as object;
    expect(canShowViews({ revision: NEWEST, client: { capabilities: { extensions: viaProto } } })).to.equal(false);
  });
});
