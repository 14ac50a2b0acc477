import { expect } from 'chai';
import { createServer, type Constructor } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { MissingDesignMetadataError } from '../../lib/errors/missing-design-metadata.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { TypedDemoTools } from '../fixtures/no-metadata/typed-demo.js';
import { importCompiledFixture, type Compiler } from '../support/compile-fixture.js';
import { openRawSession } from '../support/raw-session.js';
import { thrown } from '../support/thrown.js';

const LISTS = ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'] as const;

/** What a client lists from a server of `target` at 2025-11-25, each list as the exact JSON text of its result. */
async function listings(target: Constructor): Promise<Record<string, string>> {
  const raw = await openRawSession(createServer({ name: 'demo', version: '1.0.0', classes: [target], diagnostics: silentDiagnostics }));
  try {
    await raw.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'lists', version: '1' } });
    await raw.notify('notifications/initialized');
    const out: Record<string, string> = {};
    for (const method of LISTS) out[method] = JSON.stringify((await raw.request(method, {})).result);
    return out;
  } finally {
    await raw.close();
  }
}

async function compiled(name: string, compiler: Compiler, exported: string): Promise<Constructor> {
  return (await importCompiledFixture(name, compiler))[exported] as Constructor;
}

// Item 4 of issue 20: tsx, esbuild, Vite and swc without decoratorMetadata emit no design:* metadata.
describe('scanner: scan without design metadata (esbuild, tsx, Vite)', () => {
  it('lists byte-identical schemas from one source compiled by esbuild, by swc with metadata and by tsc', async () => {
    const esbuilt = await compiled('no-metadata/typed-demo', 'esbuild', 'TypedDemoTools');
    const swcBuilt = await compiled('no-metadata/typed-demo', 'swc', 'TypedDemoTools');
    expect(Reflect.getMetadata('design:paramtypes', esbuilt.prototype as object, 'add'), 'esbuild dropped the metadata').to.equal(undefined);
    expect(Reflect.getMetadata('design:paramtypes', swcBuilt.prototype as object, 'add'), 'swc emitted it').to.deep.equal([Number, Number, String, Object]);
    const fromTsc = await listings(TypedDemoTools);
    expect(JSON.parse(fromTsc['tools/list']!).tools.map((t: { name: string }) => t.name)).to.deep.equal(['add', 'add_contact', 'convert', 'ping']);
    expect(fromTsc['tools/list']).to.contain('"addresses":{"type":"array","items":{"$ref":"#/$defs/Address"}}');
    expect(await listings(esbuilt)).to.deep.equal(fromTsc);
    expect(await listings(swcBuilt)).to.deep.equal(fromTsc);
  });

  it('binds and validates the esbuild build like the tsc one: a real DTO instance, defaults, the JavaScript default', async () => {
    const esbuilt = await compiled('no-metadata/typed-demo', 'esbuild', 'TypedDemoTools');
    const tool = (name: string) => scan([esbuilt]).tools.find((t) => t.name === name)!;
    const contact = await tool('add_contact').bind({ name: 'Ada', email: 'ada@example.com', addresses: [{ city: 'Oslo' }] });
    expect(contact.ok).to.equal(true);
    expect(contact.ok && (contact.args[0] as object).constructor.name).to.equal('NewContact');
    const convert = tool('convert');
    expect(convert.input.kind === 'params' && convert.input.params.map((p) => [p.name, p.optional])).to.deep.equal([['unit', false], ['values', false], ['digits', true]]);
    expect((await tool('add').bind({ a: 1, b: 1.5 })).ok, 'b is an integer').to.equal(false);
  });

  it('lists every parameter and property that needs a type in one MCPD_NO_DESIGN_METADATA, with both remedies', async () => {
    const esbuilt = await compiled('no-metadata/design-demo', 'esbuild', 'DesignDemoTools');
    const error = thrown(() => scan([esbuilt]));
    expect(error).to.be.instanceOf(MissingDesignMetadataError);
    expect((error as MissingDesignMetadataError).code).to.equal('MCPD_NO_DESIGN_METADATA');
    expect((error as MissingDesignMetadataError).members).to.deep.equal([
      'DesignDemoTools.add(#0 "a")', 'DesignDemoTools.add(#1 "b")', 'DesignDemoTools.add(#2 "label")', 'DesignDemoTools.add_contact(#0)',
      // enrol's @Args declares its type, so its DTO is read: the rules type name, email and age, but not these two.
      'NewContact.vip', 'NewContact.home', 'DesignDemoTools.greet(#0 "name")',
    ]);
    expect(error.message).to.match(/^the build emitted no design metadata \(emitDecoratorMetadata\), and 7 parameters and properties need a type from it: DesignDemoTools\.add\(#0 "a"\),/);
    expect(error.message).to.contain('node --import mcp-decorators/register').and.to.contain("@Param('name', { type: () => String })");
  });

});
