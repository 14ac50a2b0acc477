import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { expect } from 'chai';
import { IsString } from 'class-validator';
import { Ctx, Param, Tool, ToolError, serveHttp, type HttpServerHandle, type McpContext } from '../../../lib/index.js';
import { closeServers, errorOf, resultOf, serve, session } from '../serve.js';
import { openRawSession } from '../../support/raw-session.js';
import { envelope, post2026 } from '../../support/wire.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT}-01`;
const ENVELOPE = envelope();

class Name {
  @IsString() name!: string;
}

class Traced {
  @Tool()
  echo(@Param('text') text: string, @Ctx() ctx: McpContext): string {
    // What a handler would put on its own outgoing request.
    return `${text} ${ctx.trace?.traceparent ?? 'untraced'}`;
  }

  @Tool()
  broken(): string {
    throw new ToolError('nope');
  }

  @Tool()
  async ask(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(Name, 'Who?');
    return answer.action === 'accept' ? answer.content.name : answer.action;
  }
}

function tracing(): { provider: BasicTracerProvider; spans: () => ReadableSpan[] } {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  return { provider, spans: () => exporter.getFinishedSpans() };
}

describe('server/telemetry/request-observer (OpenTelemetry spans of the MCP conventions)', () => {
  afterEach(closeServers);

  it('traces a 2026 tools/call carrying _meta.traceparent under that trace, with the MCP attributes and child spans', async () => {
    const { provider, spans } = tracing();
    const raw = await openRawSession(serve([Traced], { tracing: { tracerProvider: provider } }));
    const answer = resultOf(await raw.request('tools/call', { name: 'echo', arguments: { text: 'hi' }, _meta: { ...ENVELOPE, traceparent: TRACEPARENT, tracestate: 'rojo=00f067aa0ba902b7' } }));
    const server = spans().find((s) => s.kind === SpanKind.SERVER)!;
    expect(server.name).to.equal('tools/call echo');
    expect(server.spanContext().traceId).to.equal(TRACE_ID);
    expect(server.parentSpanContext?.spanId).to.equal(PARENT);
    expect(server.attributes).to.deep.equal({
      'mcp.method.name': 'tools/call',
      'jsonrpc.request.id': '1',
      'mcp.protocol.version': '2026-07-28',
      'gen_ai.tool.name': 'echo',
      'gen_ai.operation.name': 'execute_tool',
    });
    expect(server.status.code).to.equal(SpanStatusCode.UNSET);
    const children = spans().filter((s) => s.parentSpanContext?.spanId === server.spanContext().spanId).map((s) => s.name);
    expect(children).to.deep.equal(['bind echo', 'handler echo']);
    // The handler's outgoing calls join the trace as children of its span, with the caller's tracestate.
    const handler = spans().find((s) => s.name === 'handler echo')!;
    expect(answer.content[0].text).to.equal(`hi 00-${TRACE_ID}-${handler.spanContext().spanId}-01`);
  });

  it('records a tool error as error.type tool_error and a protocol error by its code', async () => {
    const { provider, spans } = tracing();
    const raw = await session(serve([Traced], { tracing: { tracerProvider: provider } }), '2025-11-25');
    expect(resultOf(await raw.request('tools/call', { name: 'broken', arguments: {} })).isError).to.equal(true);
    expect(errorOf(await raw.request('tools/call', { name: 'missing', arguments: {} })).code).to.equal(-32602);
    const [broken, missing] = spans().filter((s) => s.kind === SpanKind.SERVER && s.name.startsWith('tools/call'));
    expect(broken!.attributes['error.type']).to.equal('tool_error');
    expect(broken!.attributes['rpc.response.status_code']).to.equal(undefined);
    expect(broken!.status.code).to.equal(SpanStatusCode.ERROR);
    expect(missing!.attributes).to.deep.include({ 'error.type': '-32602', 'rpc.response.status_code': '-32602' });
    expect(missing!.status).to.deep.equal({ code: SpanStatusCode.ERROR, message: 'Unknown tool: missing' });
  });

  it('gives each input round a child span', async () => {
    const { provider, spans } = tracing();
    const raw = await session(serve([Traced], { tracing: { tracerProvider: provider } }), '2025-11-25', { elicitation: {} });
    raw.onRequest('elicitation/create', () => ({ action: 'accept', content: { name: 'Ada' } }));
    expect(resultOf(await raw.request('tools/call', { name: 'ask', arguments: {} })).content[0].text).to.equal('Ada');
    const handler = spans().find((s) => s.name === 'handler ask')!;
    const input = spans().find((s) => s.name === 'input elicitation/create')!;
    expect(input.parentSpanContext?.spanId).to.equal(handler.spanContext().spanId);
  });

  it('uses the globally registered SDK, and does nothing once it is gone', async () => {
    const { provider, spans } = tracing();
    trace.setGlobalTracerProvider(provider);
    try {
      const raw = await session(serve([Traced]), '2025-11-25');
      await raw.request('tools/call', { name: 'echo', arguments: { text: 'a' } });
      expect(spans().map((s) => s.name)).to.include('tools/call echo');
    } finally {
      trace.disable();
    }
    const before = spans().length;
    const raw = await session(serve([Traced]), '2025-11-25');
    // Without an SDK nothing is traced; the caller's context still reaches the handler for its own calls.
    const untraced = resultOf(await raw.request('tools/call', { name: 'echo', arguments: { text: 'b' }, _meta: { traceparent: TRACEPARENT } }));
    expect(untraced.content[0].text).to.equal(`b ${TRACEPARENT}`);
    expect(spans()).to.have.length(before);
  });

  it('reads the trace context of the HTTP headers, and links it when _meta names another parent', async () => {
    const { provider, spans } = tracing();
    const handle: HttpServerHandle = await serveHttp(serve([Traced], { tracing: { tracerProvider: provider } }), { port: 0, jsonResponses: true });
    try {
      const other = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      const post = (meta: Record<string, unknown>) => post2026(handle.url, 'tools/call', { name: 'echo', arguments: { text: 'x' } }, { id: 7, meta, headers: { traceparent: other } });
      expect((await post({})).status).to.equal(200);
      expect((await post({ traceparent: TRACEPARENT })).status).to.equal(200);
      const [byHeader, byMeta] = spans().filter((s) => s.kind === SpanKind.SERVER);
      expect(byHeader!.spanContext().traceId).to.equal('0af7651916cd43dd8448eb211c80319c');
      expect(byHeader!.attributes['network.transport']).to.equal('tcp');
      expect(byMeta!.spanContext().traceId).to.equal(TRACE_ID);
      expect(byMeta!.links.map((l) => l.context.spanId)).to.deep.equal(['b7ad6b7169203331']);
    } finally {
      await handle.close();
    }
  });
});
