import { expect } from 'chai';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inputSchemaFor, scan } from '../../../lib/model/index.js';
import { ContactTools } from '../../../docs/examples/without-metadata.js';
import { compileSource } from '../../support/compile-fixture.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

// The without-metadata guide's example (docs/examples/without-metadata.ts), compiled by esbuild (which emits no design
// metadata, as tsx and Vite) beside the tsc build: it scans, and its schemas equal the tsc build's.
describe('docs/examples/without-metadata', () => {
  it('scans with no design metadata, with the same schemas as under tsc', async () => {
    const file = join(root, `dist/docs/examples/without-metadata.esbuild-${process.pid}.js`);
    writeFileSync(file, await compileSource(readFileSync(join(root, 'docs/examples/without-metadata.ts'), 'utf8'), 'esbuild'));
    let loaded: { ContactTools: typeof ContactTools };
    try {
      loaded = (await import(pathToFileURL(file).href)) as typeof loaded;
    } finally {
      rmSync(file, { force: true });
    }
    const schemas = (tools: typeof ContactTools) => scan([tools]).tools.map((tool) => [tool.name, inputSchemaFor(tool)]);
    const esbuilt = schemas(loaded.ContactTools);
    expect(esbuilt).to.deep.equal(schemas(ContactTools));
    expect(esbuilt.map(([name]) => name)).to.deep.equal(['add', 'add_contact']);
    expect(JSON.stringify(esbuilt)).to.include('"vip":{"type":"boolean"}');
  });
});
