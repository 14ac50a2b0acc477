import type { JsonValue } from '../../lib/vocabulary/json-value.js';
import { expect } from 'chai';
import { IsInt, IsString } from 'class-validator';
import { createHash } from 'node:crypto';
import { manifestFor } from '../../lib/manifest/manifest.js';
import { canonicalJson } from '../../lib/server/protocol/canonical-json.js';
import { adapterFor } from '../../lib/revisions/adapter-for.js';
import { UnknownRevisionError } from '../../lib/errors/unknown-revision.error.js';
import { Param, Prompt, Resource, ResourceTemplate, Tool, createServer, type DecoratedMcpServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';

const calls: string[] = [];

class Catalogue {
  @Tool({ title: 'Find', description: 'Finds things' }) find(@Param('q') q: string): string { calls.push('find'); return q; }
  @Resource('docs://readme', { title: 'Readme' }) readme(): string { calls.push('readme'); return ''; }
  @ResourceTemplate('notes://{id}') note(@Param('id') id: string): string { calls.push('note'); return id; }
  @Prompt({ title: 'Ask' }) ask(): string { calls.push('ask'); return ''; }
}

class Extra { @Tool() more(): string { return ''; } }

function server(options: { revisions?: ('2024-11-05' | '2025-06-18' | '2026-07-28')[]; stateSecret?: string } = {}): DecoratedMcpServer {
  return createServer({ name: 'cat', version: '2.0.0', title: 'Catalogue', websiteUrl: 'https://example.com', classes: [Catalogue], diagnostics: silentDiagnostics, ...options });
}

describe('manifest/manifest', () => {
  it('keeps a tool\'s $defs names, and the hash, whatever unrelated tool is scanned with it', () => {
    const orderItem = (() => { class Item { @IsInt() quantity!: number; } return Item; })();
    const otherItem = (() => { class Item { @IsString() label!: string; } return Item; })();
    class Orders { @Tool() order(@Param('item', { type: () => orderItem }) item: object): string { return JSON.stringify(item); } }
    class Labels { @Tool() label(@Param('item', { type: () => otherItem }) item: object): string { return JSON.stringify(item); } }
    const make = (classes: object[]) => createServer({ name: 'shop', version: '1.0.0', classes, diagnostics: silentDiagnostics });
    const alone = manifestFor(make([Orders]), '2025-06-18');
    const together = make([Labels, Orders]);
    const both = manifestFor(together, '2025-06-18');
    expect(both.tools.find((t) => (t as { name: string }).name === 'order')).to.deep.equal(alone.tools[0]);
    expect(JSON.stringify(alone.tools[0])).to.include('#/$defs/Item"');
    together.removeTool('label');
    expect(manifestFor(together, '2025-06-18').hash).to.equal(alone.hash);
  });

  it('canonicalJson sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).to.equal('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ b: 1, a: 2 })).to.equal(canonicalJson({ a: 2, b: 1 }));
  });

  it('canonicalJson writes scalars as JSON and drops undefined members', () => {
    expect(canonicalJson('say "hi"')).to.equal('"say \\"hi\\""');
    expect(canonicalJson(1.5)).to.equal('1.5');
    expect(canonicalJson(false)).to.equal('false');
    expect(canonicalJson(null)).to.equal('null');
    expect(canonicalJson([])).to.equal('[]');
    expect(canonicalJson({})).to.equal('{}');
    expect(canonicalJson({ a: undefined, b: 1 } as unknown as JsonValue)).to.equal('{"b":1}');
  });

  it('carries each list exactly as the revision encodes it, without calling any handler', () => {
    calls.length = 0;
    const s = server();
    const model = s.model;
    for (const revision of ['2024-11-05', '2025-06-18', '2026-07-28'] as const) {
      const adapter = adapterFor(revision);
      const manifest = manifestFor(s, revision);
      expect(manifest.revision).to.equal(revision);
      expect(manifest.tools).to.deep.equal(model.tools.map((t) => adapter.wire.encodeTool(t)));
      expect(manifest.resources).to.deep.equal(model.resources.map((r) => adapter.wire.encodeResource(r)));
      expect(manifest.resourceTemplates).to.deep.equal(model.resourceTemplates.map((t) => adapter.wire.encodeResourceTemplate(t)));
      expect(manifest.prompts).to.deep.equal(model.prompts.map((p) => adapter.wire.encodePrompt(p)));
    }
    expect(manifestFor(s, '2024-11-05').tools).to.deep.equal([{ name: 'find', description: 'Finds things', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'], additionalProperties: false } }]);
    expect(calls).to.deep.equal([]);
  });

  it('carries serverInfo as the revision\'s initialize result does', () => {
    const s = server();
    expect(manifestFor(s, '2024-11-05').serverInfo).to.deep.equal({ name: 'cat', version: '2.0.0' });
    expect(manifestFor(s, '2025-06-18').serverInfo).to.deep.equal({ name: 'cat', version: '2.0.0', title: 'Catalogue' });
    expect(manifestFor(s, '2025-11-25').serverInfo).to.deep.equal({ name: 'cat', version: '2.0.0', title: 'Catalogue', websiteUrl: 'https://example.com' });
  });

  it('hashes the canonical JSON of the revision and the lists, leaving serverInfo out', () => {
    const manifest = manifestFor(server(), '2025-06-18');
    const { hash, serverInfo, ...catalogue } = manifest;
    expect(serverInfo).to.deep.include({ version: '2.0.0' });
    expect(hash).to.equal(`sha256:${createHash('sha256').update(canonicalJson(catalogue as unknown as JsonValue)).digest('hex')}`);
    expect(hash).to.match(/^sha256:[0-9a-f]{64}$/);
  });

  it('keeps the hash when only the server version (or name or title) changes', () => {
    const before = manifestFor(server(), '2025-06-18');
    const after = manifestFor(createServer({ name: 'renamed', version: '3.1.4', title: 'Other', classes: [Catalogue], diagnostics: silentDiagnostics }), '2025-06-18');
    expect(after.serverInfo).to.not.deep.equal(before.serverInfo);
    expect(after.hash).to.equal(before.hash);
  });

  it('gives the same hash for the same catalogue, whichever server instance and secret', () => {
    const a = manifestFor(server({ stateSecret: 'one' }), '2025-06-18');
    const b = manifestFor(server({ stateSecret: 'two' }), '2025-06-18');
    expect(a).to.deep.equal(b);
    expect(JSON.stringify(a)).to.equal(JSON.stringify(b));
  });

  it('gives a different hash per revision and when the catalogue changes', () => {
    const s = server();
    const before = manifestFor(s, '2025-06-18').hash;
    expect(manifestFor(s, '2025-03-26').hash).to.not.equal(before);
    s.add(Extra);
    const added = manifestFor(s, '2025-06-18');
    expect(added.tools.map((t) => (t as { name: string }).name)).to.deep.equal(['find', 'more']);
    expect(added.hash).to.not.equal(before);
    s.removeTool('more');
    expect(manifestFor(s, '2025-06-18').hash).to.equal(before);
  });

  it('refuses a revision the server does not speak, naming the ones it does', () => {
    expect(() => manifestFor(server({ revisions: ['2024-11-05', '2025-06-18'] }), '2025-11-25'))
      .to.throw(UnknownRevisionError, 'this server does not speak revision 2025-11-25; it speaks 2025-06-18, 2024-11-05. Pick one of those with --revision.');
    expect(() => manifestFor(server(), 'latest')).to.throw(UnknownRevisionError, 'this server does not speak revision latest; it speaks 2026-07-28, 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05');
  });
});
