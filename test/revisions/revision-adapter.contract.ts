import { expect } from 'chai';
import { IsNumber } from 'class-validator';
import { Param, Prompt, Resource, ResourceTemplate, Tool, audio, embeddedResource, image, resourceLink, text } from '../../lib/index.js';
import { scan } from '../../lib/model/index.js';
import type { RevisionAdapter } from '../../lib/revisions/index.js';

/** What one revision's wire is expected to carry; the contract checks the adapter against it. */
export interface RevisionExpectations {
  readonly annotations: boolean;
  readonly audio: boolean;
  readonly titleOutputSchemaMeta: boolean;
  /** The tool's title travels as `annotations.title` (2025-03-26, which has annotations but no top-level title). */
  readonly titleInAnnotations: boolean;
  readonly resourceLink: boolean;
  readonly icons: boolean;
  readonly completions: boolean;
  readonly progressMessage: boolean;
  readonly invalidArgumentsAsToolError: boolean;
  readonly elicitation: boolean;
  /** `session` revisions answer initialize; `stateless` ones stamp every result and take input in rounds. */
  readonly era: 'session' | 'stateless';
  /** Structured content of any JSON value (2026-07-28), not only objects. */
  readonly anyStructured: boolean;
  readonly batches: boolean;
}

class Reading { @IsNumber() celsius!: number; }
const icon = { src: 'https://example.com/i.png', mimeType: 'image/png', sizes: ['16x16'] };

class Everything {
  @Tool({ title: 'Read', description: 'Reads', annotations: { readOnlyHint: true, title: 'R' }, icons: [icon], _meta: { 'example.com/k': 1 }, output: Reading })
  read(@Param('where') where: string): Reading { return { celsius: where.length }; }

  @Tool({ title: 'Plain title', description: 'No annotations' })
  titled(): string { return ''; }

  @Tool({ title: 'Top title', annotations: { idempotentHint: true } })
  hinted(): string { return ''; }

  @Resource('docs://readme', { title: 'Readme', description: 'd', mimeType: 'text/plain', size: 3, annotations: { audience: ['user'], priority: 0.5, lastModified: '2026-11-30T00:00:00Z' }, icons: [icon], _meta: { a: 1 } })
  readme(): string { return 'abc'; }

  @ResourceTemplate('docs://{name}', { title: 'Doc', description: 'one doc', mimeType: 'text/plain', icons: [icon] })
  doc(@Param('name') name: string): string { return name; }

  @Prompt({ title: 'Greet', description: 'Say hi', icons: [icon], _meta: { p: true } })
  greet(@Param('who', { description: 'Name' }) who: string, @Param('tone', { optional: true }) tone?: string): string { return `hi ${who} ${tone ?? ''}`; }
}

/** The shared contract every revision adapter is run against, with what its revision carries. */
export function runRevisionAdapterContract(adapter: RevisionAdapter, expected: RevisionExpectations): void {
  const model = scan([Everything]);
  const [tool] = model.tools;
  const [resource] = model.resources;
  const [template] = model.resourceTemplates;
  const [prompt] = model.prompts;

  it('encodes tools with exactly the fields of its revision', () => {
    const wire = adapter.wire.encodeTool(tool!);
    const keys = ['name', 'description', 'inputSchema'];
    if (expected.annotations) keys.push('annotations');
    if (expected.titleOutputSchemaMeta) keys.push('title', 'outputSchema', '_meta');
    if (expected.icons) keys.push('icons');
    expect(Object.keys(wire)).to.have.members(keys);
    expect((wire.inputSchema as { type: string }).type).to.equal('object');
    if (expected.annotations) expect(wire.annotations).to.deep.equal({ title: 'R', readOnlyHint: true });
  });

  it(expected.titleInAnnotations ? 'carries a tool title as annotations.title, an explicit annotations.title winning' : 'leaves annotations.title to what the tool declares', () => {
    const titled = adapter.wire.encodeTool(model.tools[1]!);
    const hinted = adapter.wire.encodeTool(model.tools[2]!);
    if (expected.titleInAnnotations) {
      expect(titled.annotations).to.deep.equal({ title: 'Plain title' });
      expect(hinted.annotations).to.deep.equal({ title: 'Top title', idempotentHint: true });
    } else {
      expect(titled.annotations).to.equal(undefined);
      expect(hinted.annotations).to.deep.equal(expected.annotations ? { idempotentHint: true } : undefined);
    }
    expect(titled.title).to.equal(expected.titleOutputSchemaMeta ? 'Plain title' : undefined);
  });

  it('encodes resources, templates and prompts with exactly the fields of its revision', () => {
    const resourceKeys = ['uri', 'name', 'description', 'mimeType', 'size', 'annotations'];
    const templateKeys = ['uriTemplate', 'name', 'description', 'mimeType'];
    const promptKeys = ['name', 'description', 'arguments'];
    if (expected.titleOutputSchemaMeta) resourceKeys.push('title', '_meta'), templateKeys.push('title'), promptKeys.push('title', '_meta');
    if (expected.icons) resourceKeys.push('icons'), templateKeys.push('icons'), promptKeys.push('icons');
    expect(Object.keys(adapter.wire.encodeResource(resource!))).to.have.members(resourceKeys);
    expect(Object.keys(adapter.wire.encodeResourceTemplate(template!))).to.have.members(templateKeys);
    expect(Object.keys(adapter.wire.encodePrompt(prompt!))).to.have.members(promptKeys);
    expect(adapter.wire.encodeResource(resource!).annotations).to.deep.equal(expected.titleOutputSchemaMeta ? { audience: ['user'], priority: 0.5, lastModified: '2026-11-30T00:00:00Z' } : { audience: ['user'], priority: 0.5 });
    expect(adapter.wire.encodePrompt(prompt!).arguments).to.deep.equal([{ name: 'who', description: 'Name', required: true }, { name: 'tone', required: false }]);
  });

  it('converts content the revision cannot carry instead of sending it raw', () => {
    const result = adapter.wire.encodeToolResult({
      content: [text('t'), image('aW1n', 'image/png'), audio('YXVk', 'audio/wav'), resourceLink('docs://readme', 'readme', { title: 'Readme' }), embeddedResource({ uri: 'docs://x', mimeType: 'text/plain', text: 'x' })],
      structured: { celsius: 3 },
      isError: false,
    });
    const types = (result.content as { type: string }[]).map((c) => c.type);
    expect(types).to.deep.equal(['text', 'image', expected.audio ? 'audio' : 'text', expected.resourceLink ? 'resource_link' : 'text', 'resource']);
    if (!expected.resourceLink) expect((result.content as { text?: string }[])[3]!.text).to.equal('Resource: Readme <docs://readme>');
    expect('structuredContent' in result).to.equal(expected.titleOutputSchemaMeta);
  });

  it(expected.anyStructured ? 'carries any JSON value as structuredContent' : 'keeps structuredContent to JSON objects', () => {
    expect('structuredContent' in adapter.wire.encodeToolResult({ content: [text('[1]')], structured: [1], isError: false })).to.equal(expected.anyStructured);
  });

  it('answers invalid arguments the way its revision expects', () => {
    const answer = adapter.policy.invalidArguments('read', [{ path: 'where', message: 'is required' }]);
    if (expected.invalidArgumentsAsToolError) {
      expect(answer).to.deep.equal({ result: { content: [{ type: 'text', text: 'Invalid arguments for tool read: where: is required' }], isError: true } });
    } else {
      expect(answer).to.deep.equal({ error: { code: -32602, message: 'Invalid arguments for tool read: where: is required', data: { issues: [{ path: 'where', message: 'is required' }] } } });
    }
  });

  const identity = { name: 's', version: '1', title: 'S', description: 'desc', websiteUrl: 'https://example.com', icons: [icon] };
  const features = { tools: true, resources: true, prompts: true, completions: true, logging: true };

  it('declares capabilities and server info for its revision', () => {
    expect('completions' in adapter.wire.encodeCapabilities(features)).to.equal(expected.completions);
    const infoKeys = ['name', 'version'];
    if (expected.titleOutputSchemaMeta) infoKeys.push('title');
    if (expected.icons) infoKeys.push('description', 'websiteUrl', 'icons');
    expect(Object.keys(adapter.wire.encodeServerInfo(identity))).to.have.members(infoKeys);
    // capabilities.extensions exists from 2026-07-28 on; the session revisions have no such key (mcp-revisions §12.4).
    const extensions = adapter.wire.encodeCapabilities({ ...features, extensions: { 'example.com/ext': { v: 1 } } }).extensions;
    expect(extensions).to.deep.equal(expected.era === 'stateless' ? { 'example.com/ext': { v: 1 } } : undefined);
  });

  it(`follows the ${expected.era} era`, () => {
    const policy = adapter.policy;
    expect(policy.era).to.equal(expected.era);
    expect(policy.batches).to.equal(expected.batches);
    if (policy.era === 'session') {
      const result = policy.initializeResult(adapter.wire, identity, features, 'Use it well');
      expect(Object.keys(result)).to.have.members(['capabilities', 'serverInfo', 'instructions']);
      expect('protocolVersion' in result).to.equal(false);
    } else {
      const stamped = policy.stampResult('tools/list', { tools: [] }, { identity, cache: { discover: { ttlMs: 1, cacheScope: 'public' }, lists: { ttlMs: 2, cacheScope: 'public' }, reads: { ttlMs: 3, cacheScope: 'private' } } });
      expect(stamped).to.deep.equal({ tools: [], resultType: 'complete', ttlMs: 2, cacheScope: 'public', _meta: { 'io.modelcontextprotocol/serverInfo': { name: 's', version: '1' } } });
      expect(policy.inputRequired({ a: { method: 'roots/list', params: {} } }, 'sealed')).to.deep.equal({ resultType: 'input_required', inputRequests: { a: { method: 'roots/list', params: {} } }, requestState: 'sealed' });
      expect(Object.keys(policy.discoverResult(adapter.wire, identity, features, ['2026-07-28'], 'hi'))).to.have.members(['supportedVersions', 'capabilities', 'instructions']);
    }
  });

  it('writes progress and error codes for its revision', () => {
    expect('message' in adapter.wire.encodeProgress({ progressToken: 1, progress: 1, total: 2, message: 'half' })).to.equal(expected.progressMessage);
    expect(adapter.policy.resourceNotFound).to.equal(expected.era === 'stateless' ? -32602 : -32002);
    expect(adapter.policy.clientRequests.elicitation).to.equal(expected.elicitation);
  });
}
