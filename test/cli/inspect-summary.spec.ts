import { expect } from 'chai';
import { inspectSummary, schemaType } from '../../lib/cli/inspect-summary.js';
import { manifestFor } from '../../lib/manifest/manifest.js';
import { Param, Prompt, Resource, ResourceTemplate, Tool, createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';

describe('cli/inspect-summary', () => {
  it('schemaType writes short types for schemas', () => {
    expect(schemaType({ type: 'string' })).to.equal('string');
    expect(schemaType({ type: 'string', format: 'email' })).to.equal('string<email>');
    expect(schemaType({ type: 'array', items: { type: 'integer' } })).to.equal('integer[]');
    expect(schemaType({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } })).to.equal('(string | null)[]');
    expect(schemaType({ enum: ['a', 'b'] })).to.equal("'a' | 'b'");
    expect(schemaType({ $ref: '#/$defs/Waypoint' })).to.equal('Waypoint');
    expect(schemaType(undefined)).to.equal('any');
  });

  it('summarises a server: tools with arguments, resources, templates, prompts, and per-revision differences', () => {
    class Notes {
      @Tool({ title: 'Find', annotations: { readOnlyHint: true } }) find(@Param('q') q: string, @Param('limit', { optional: true, default: 5 }) limit?: number): string { return q + (limit ?? 0); }
      @Resource('notes://index', { mimeType: 'text/plain' }) index(): string { return ''; }
      @ResourceTemplate('notes://{id}') note(@Param('id') id: string): string { return id; }
      @Prompt({ title: 'Summarise' }) summarise(@Param('id') id: string, @Param('style', { optional: true }) style?: string): string { return id + (style ?? ''); }
    }
    const server = createServer({ name: 'notes', version: '2.0.0', classes: [Notes], diagnostics: silentDiagnostics, revisions: ['2025-06-18', '2025-03-26', '2024-11-05'] });
    const text = inspectSummary(server.supportedRevisions.map((r) => manifestFor(server, r)));
    expect(text.split('\n').slice(0, 13)).to.deep.equal([
      'notes 2.0.0: 2025-06-18, 2025-03-26, 2024-11-05',
      '',
      'tools (1)',
      '  find(q: string, limit?: number = 5)  [read-only]',
      'resources (1)',
      '  notes://index  index  (text/plain)',
      'resource templates (1)',
      '  notes://{id}  note',
      'prompts (1)',
      '  summarise(id, style?)',
      '',
      'per revision (against 2025-06-18)',
      '  2025-03-26  tools: no title (1), +annotations.title (1); prompts: no title (1)',
    ]);
    expect(text).to.include('  2024-11-05  tools: no title (1), no annotations (1); prompts: no title (1)');
  });
});
