import { SpanKind } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { expect } from 'chai';
import { Param } from '../../../lib/decorators/param.decorator.js';
import { Prompt } from '../../../lib/decorators/prompt.decorator.js';
import { ResourceTemplate } from '../../../lib/decorators/resource-template.decorator.js';
import { targetOf } from '../../../lib/server/telemetry/request-span.js';
import { closeServers, resultOf, serve, session } from '../serve.js';

class Library {
  @Prompt() summarise(@Param('topic') topic: string): string { return topic; }
  @ResourceTemplate('books://{id}') book(@Param('id') id: string): string { return id; }
}

describe('server/telemetry/request-span', () => {
  afterEach(closeServers);

  it('names the target of a call from its params: tool, prompt or resource URI', () => {
    expect(targetOf('tools/call', { name: 'add' })).to.deep.equal({ name: 'add', attribute: 'gen_ai.tool.name' });
    expect(targetOf('prompts/get', { name: 'p' })).to.deep.equal({ name: 'p', attribute: 'gen_ai.prompt.name' });
    for (const method of ['resources/read', 'resources/subscribe', 'resources/unsubscribe']) expect(targetOf(method, { uri: 'books://1' })).to.deep.equal({ name: 'books://1', attribute: 'mcp.resource.uri' });
    expect(targetOf('tools/list', { name: 'x' })).to.deep.equal({});
  });

  it('reads only own string params, so hostile params name nothing', () => {
    expect(targetOf('tools/call', { name: 42 })).to.deep.equal({ name: undefined, attribute: 'gen_ai.tool.name' });
    expect(targetOf('tools/call', null)).to.deep.equal({ name: undefined, attribute: 'gen_ai.tool.name' });
    expect(targetOf('tools/call', Object.create({ name: 'inherited' }))).to.deep.equal({ name: undefined, attribute: 'gen_ai.tool.name' });
    expect(targetOf('prompts/get', ['p'])).to.deep.equal({ name: undefined, attribute: 'gen_ai.prompt.name' });
  });

  it('names a server span after the prompt it serves, but never after a URI, which goes in an attribute', async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const raw = await session(serve([Library], { tracing: { tracerProvider: provider } }), '2025-06-18');
    resultOf(await raw.request('prompts/get', { name: 'summarise', arguments: { topic: 't' } }));
    resultOf(await raw.request('resources/read', { uri: 'books://42' }));
    const servers = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER);
    const prompt = servers.find((s) => s.attributes['mcp.method.name'] === 'prompts/get')!;
    const read = servers.find((s) => s.attributes['mcp.method.name'] === 'resources/read')!;
    expect(prompt.name).to.equal('prompts/get summarise');
    expect(prompt.attributes).to.deep.include({ 'gen_ai.prompt.name': 'summarise', 'mcp.protocol.version': '2025-06-18' });
    expect(prompt.attributes).to.not.have.property('gen_ai.operation.name');
    expect(prompt.attributes).to.not.have.property('network.transport');
    expect(read.name).to.equal('resources/read');
    expect(read.attributes).to.deep.include({ 'mcp.resource.uri': 'books://42' });
  });
});
