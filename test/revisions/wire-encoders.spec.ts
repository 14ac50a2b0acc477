import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Prompt } from '../../lib/decorators/prompt.decorator.js';
import { Resource } from '../../lib/decorators/resource.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { audio, resourceLink, text } from '../../lib/model/content.js';
import { wireVocabulary } from '../../lib/revisions/wire-encoders.js';
import type { WireFeatures } from '../../lib/revisions/wire-features.js';
import { scan } from '../../lib/scanner/scan.js';

const NONE: WireFeatures = {
  annotations: false, audio: false, completions: false, progressMessage: false, title: false, outputSchema: false, resourceLink: false,
  meta: false, lastModified: false, structuredContent: 'none', icons: false, richServerInfo: false, headerParams: false,
};
const ALL: WireFeatures = {
  annotations: true, audio: true, completions: true, progressMessage: true, title: true, outputSchema: true, resourceLink: true,
  meta: true, lastModified: true, structuredContent: 'any', icons: true, richServerInfo: true, headerParams: true, toolExecution: true, extensions: true,
};
const icon = { src: 'https://example.com/i.png', sizes: ['16x16'] };

class Notes {
  @Tool({ title: 'Add note', description: 'Adds one', annotations: { readOnlyHint: false }, icons: [icon], _meta: { 'example.com/x': 1 } })
  add(@Param('text', { header: 'Note-Text' }) note: string): string { return note; }

  @Resource('notes://readme', { title: 'Readme', size: 12, annotations: { priority: 0.5, lastModified: '2026-01-01T00:00:00Z' } })
  readme(): string { return ''; }

  @Prompt({ title: 'Summarise' })
  summarise(@Param('topic') topic: string, @Param('style', { optional: true }) style?: string): string { return topic + (style ?? ''); }
}

describe('revisions/wire-encoders', () => {
  const model = scan([Notes]);
  const tool = model.tools[0]!;
  const none = wireVocabulary('2024-11-05', NONE);
  const all = wireVocabulary('2026-07-28', ALL);

  it('encodes a tool with only the fields the revision carries', () => {
    const old = none.encodeTool(tool);
    expect(Object.keys(old).sort()).to.deep.equal(['description', 'inputSchema', 'name']);
    const rich = all.encodeTool(tool);
    expect(rich).to.deep.include({ name: 'add', title: 'Add note', annotations: { readOnlyHint: false }, icons: [icon], _meta: { 'example.com/x': 1 } });
    expect((rich.inputSchema as { properties: { text: object } }).properties.text).to.deep.include({ 'x-mcp-header': 'Note-Text' });
    expect(JSON.stringify(old.inputSchema)).to.not.include('x-mcp-header');
  });

  it('carries the tool title in annotations where the revision has only that place for it', () => {
    const wire = wireVocabulary('2025-03-26', { ...NONE, annotations: true, titleInAnnotations: true });
    expect(wire.encodeTool(tool).annotations).to.deep.equal({ title: 'Add note', readOnlyHint: false });
  });

  it('turns audio and resource links into text on a revision that cannot carry them, naming what was there', () => {
    const outcome = { content: [audio('AAAA', 'audio/wav'), resourceLink('notes://1', 'one', { mimeType: 'text/plain', description: 'First' })], isError: false };
    expect(none.encodeToolResult(outcome).content).to.deep.equal([
      { type: 'text', text: "[audio (audio/wav, 4 base64 characters) omitted: this client's protocol revision 2024-11-05 cannot carry audio]" },
      { type: 'text', text: 'Resource: one <notes://1> (text/plain) - First' },
    ]);
    expect((all.encodeToolResult(outcome).content as { type: string }[]).map((c) => c.type)).to.deep.equal(['audio', 'resource_link']);
  });

  it('sends structured content per revision: none, objects only, or any JSON value', () => {
    const of = (structuredContent: WireFeatures['structuredContent'], structured: unknown) => wireVocabulary('r', { ...NONE, structuredContent }).encodeToolResult({ content: [text('x')], isError: true, structured: structured as never });
    expect(of('none', { a: 1 })).to.deep.equal({ content: [{ type: 'text', text: 'x' }], isError: true });
    expect(of('objects', { a: 1 }).structuredContent).to.deep.equal({ a: 1 });
    expect(of('objects', [1])).to.not.have.property('structuredContent');
    expect(of('any', [1]).structuredContent).to.deep.equal([1]);
  });

  it('encodes resources with size and lastModified where carried, and prompts with required flags', () => {
    const resource = model.resources[0]!;
    expect(none.encodeResource(resource)).to.deep.equal({ uri: 'notes://readme', name: 'readme', size: 12, annotations: { priority: 0.5 } });
    expect(all.encodeResource(resource)).to.deep.include({ title: 'Readme', annotations: { priority: 0.5, lastModified: '2026-01-01T00:00:00Z' } });
    expect(none.encodePrompt(model.prompts[0]!)).to.deep.equal({ name: 'summarise', arguments: [{ name: 'topic', required: true }, { name: 'style', required: false }] });
  });

  it('encodes capabilities, server info and progress per revision', () => {
    const features = { tools: true, resources: false, prompts: true, completions: true, logging: true, extensions: { 'example.com/ext': { v: 1 } } };
    expect(none.encodeCapabilities(features)).to.deep.equal({ tools: { listChanged: true }, prompts: { listChanged: true }, logging: {} });
    expect(all.encodeCapabilities(features)).to.deep.include({ completions: {}, extensions: { 'example.com/ext': { v: 1 } } });
    const identity = { name: 's', version: '1', title: 'S', description: 'd', websiteUrl: 'https://example.com', icons: [icon] };
    expect(none.encodeServerInfo(identity)).to.deep.equal({ name: 's', version: '1' });
    expect(all.encodeServerInfo(identity)).to.deep.equal(identity);
    expect(none.encodeProgress({ progressToken: 1, progress: 2, total: 3, message: 'm' })).to.deep.equal({ progressToken: 1, progress: 2, total: 3 });
    expect(all.encodeProgress({ progressToken: 1, progress: 2, message: 'm' })).to.deep.equal({ progressToken: 1, progress: 2, message: 'm' });
  });

  it('encodes read and prompt results, and keeps _meta only where the revision has it', () => {
    const contents = [{ uri: 'notes://1', mimeType: 'text/plain', text: 'hi', _meta: { k: 1 } }];
    expect(none.encodeReadResult(contents)).to.deep.equal({ contents: [{ uri: 'notes://1', mimeType: 'text/plain', text: 'hi' }] });
    expect(all.encodeReadResult(contents)).to.deep.equal({ contents });
    expect(none.encodePromptResult([{ role: 'user', content: text('q') }], 'about')).to.deep.equal({ description: 'about', messages: [{ role: 'user', content: { type: 'text', text: 'q' } }] });
  });
});
