import { expect } from 'chai';
import { manifestFor } from '../../lib/manifest/manifest.js';
import { diffManifests, parseManifest, type ManifestChange } from '../../lib/manifest/manifest-diff.js';
import { InvalidManifestFileError } from '../../lib/errors/invalid-manifest-file.error.js';
import { Param, Prompt, Tool, createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import type { ScanEntry } from '../../lib/model/index.js';
import before from '../fixtures/diff/before.js';
import after from '../fixtures/diff/after.js';
import versionOnly from '../fixtures/diff/version-only.js';

const REVISION = '2025-11-25';
const line = (c: ManifestChange) => `${c.kind} ${c.member}: ${c.what}`;
const manifestOf = (classes: readonly ScanEntry[], version = '1.0.0') => manifestFor(createServer({ name: 'm', version, classes, diagnostics: silentDiagnostics }), REVISION);

describe('manifest/manifest-diff', () => {
  it('classifies one change of every kind as breaking or compatible', () => {
    const [a, b] = [before(), after()];
    const changes = diffManifests(manifestFor(a, REVISION), manifestFor(b, REVISION)).map(line);
    void a.close();
    void b.close();
    expect(changes).to.deep.equal([
      'compatible server: serverInfo {"name":"diffed","version":"1.0.0"} → {"name":"diffed","version":"2.0.0"}',
      'breaking tool legacy: removed',
      'breaking tool forecast: region: new required argument',
      'breaking tool forecast: days: narrowed: maximum 14 → 7',
      'breaking tool forecast: units: enum narrowed: "imperial" no longer accepted',
      'compatible tool forecast: verbose: new optional argument',
      'breaking tool forecast: output schema changed (lowC: new required property)',
      'compatible tool forecast: description changed',
      'breaking tool count: n: type narrowed ("number" → "integer")',
      'compatible tool fresh: added',
      'breaking resource docs://old: removed',
      'breaking resource docs://readme: mimeType "text/plain" → "text/markdown" (readers may not understand the new content)',
      'compatible resource docs://new: added',
      'compatible resource template notes://{id}: description added',
      'breaking prompt gone: removed',
      'breaking prompt ask: new required argument tone',
    ]);
  });

  it('finds only the server version when only it changed, and the hash stays', () => {
    const [a, b] = [manifestFor(before(), REVISION), manifestFor(versionOnly(), REVISION)];
    expect(diffManifests(a, b).map(line)).to.deep.equal(['compatible server: serverInfo {"name":"diffed","version":"1.0.0"} → {"name":"diffed","version":"9.9.9"}']);
    expect(b.hash).to.equal(a.hash);
  });

  it('finds nothing between a manifest and itself', () => {
    const m = manifestFor(before(), REVISION);
    expect(diffManifests(m, JSON.parse(JSON.stringify(m)))).to.deep.equal([]);
  });

  it('calls the wider direction compatible: optional made required is breaking, required made optional is not', () => {
    class Strict { @Tool() t(@Param('a') a: string, @Param('b', { enum: ['x'] }) b: string, @Param('c', { type: () => Number }) c: number): string { return a + b + c; } }
    class Loose { @Tool() t(@Param('a', { optional: true }) a: string, @Param('b', { enum: ['x', 'y'] }) b: string, @Param('c', { type: () => Number, nullable: true }) c: number | null): string { return a + b + c; } }
    expect(diffManifests(manifestOf([Strict]), manifestOf([Loose])).map(line)).to.deep.equal([
      'compatible tool t: a: argument is now optional',
      'compatible tool t: b: enum widened: "y" now accepted',
      'compatible tool t: c: now also accepts {"type":"null"}',
    ]);
    expect(diffManifests(manifestOf([Loose]), manifestOf([Strict])).map(line)).to.deep.equal([
      'breaking tool t: a: argument is now required',
      'breaking tool t: b: enum narrowed: "y" no longer accepted',
      'breaking tool t: c: no longer accepts {"type":"null"}',
    ]);
  });

  it('treats a removed argument as breaking (schemas are closed), an added or removed output schema by direction, and a prompt argument made optional as compatible', () => {
    class Two { @Tool() t(@Param('a') a: string, @Param('b', { optional: true }) b?: string): string { return a + (b ?? ''); } @Prompt() p(@Param('q') q: string): string { return q; } }
    class One { @Tool() t(@Param('a') a: string): string { return a; } @Prompt() p(@Param('q', { optional: true }) q?: string): string { return q ?? ''; } }
    expect(diffManifests(manifestOf([Two]), manifestOf([One])).map(line)).to.deep.equal([
      'breaking tool t: b: argument removed (callers that send it are refused)',
      'compatible prompt p: argument q is now optional',
    ]);
  });

  it('parseManifest reads a manifest file and names the file when it is not one', () => {
    const m = manifestFor(before(), REVISION);
    expect(parseManifest(JSON.stringify(m), 'm.json')).to.deep.equal(JSON.parse(JSON.stringify(m)));
    expect(() => parseManifest('{', 'old.json')).to.throw(InvalidManifestFileError, 'old.json is not JSON. Write one with: mcp-decorators manifest <module> --revision <rev> --out old.json');
    expect(() => parseManifest('{"tools":[]}', 'old.json')).to.throw(InvalidManifestFileError, 'old.json is not a manifest (it needs revision, tools, resources, resourceTemplates and prompts)');
  });
});
