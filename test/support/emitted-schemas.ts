import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { builtInAdapters } from '../../lib/revisions/index.js';
import { inputSchemaFor, outputSchemaFor, type JsonSchema, type ServerModel } from '../../lib/model/index.js';
import type { DecoratedMcpServer, JsonValue } from '../../lib/index.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/**
 * Where a schema goes, and so which keywords beyond JSON Schema 2020-12 it may carry: tool schemas none, except
 * `x-mcp-header` on 2026-07-28; elicitation forms MCP's legacy `enumNames`.
 */
export type SchemaPlace = 'tool' | 'tool-2026' | 'form';

const EXTENSIONS: { readonly [P in SchemaPlace]: readonly string[] } = { tool: [], 'tool-2026': ['x-mcp-header'], form: ['enumNames'] };

// One entry per distinct schema and place: the same tools/list arrives once per revision, client and transport.
const emitted = new Map<string, { readonly label: string; readonly schema: JsonSchema; readonly place: SchemaPlace }>();

/** Records a schema the suite produced; the root hook compiles every one under strict Ajv2020 at the end. */
export function record(label: string, schema: JsonSchema | undefined, place: SchemaPlace = 'tool'): JsonSchema | undefined {
  if (schema) {
    const key = `${place}\u0000${JSON.stringify(schema)}`;
    if (!emitted.has(key)) emitted.set(key, { label, schema, place });
  }
  return schema;
}

/**
 * Records the schemas of one tools/list result as a revision put them on the wire. `handWritten` names tools whose
 * inputSchema is the author's own (`@Tool({ inputSchema })`), passed through verbatim and not the framework's to check.
 */
export function recordToolsList(label: string, tools: readonly JsonValue[], revision: string, handWritten: readonly string[] = []): void {
  for (const tool of tools) {
    const wire = tool as { name?: string; inputSchema?: JsonSchema; outputSchema?: JsonSchema };
    if (wire.name !== undefined && handWritten.includes(wire.name)) continue;
    record(`${label} ${revision} tools/list ${wire.name} inputSchema`, wire.inputSchema, revision === '2026-07-28' ? 'tool-2026' : 'tool');
    record(`${label} ${revision} tools/list ${wire.name} outputSchema`, wire.outputSchema, 'tool');
  }
}

/** Records every input and output schema of a scanned model, and every revision's tools/list encoding of it; returns the model. */
export function recordModel(model: ServerModel): ServerModel {
  // A hand-written inputSchema is the author's, passed through verbatim; only generated ones are checked.
  const generated = model.tools.filter((tool) => tool.input.kind !== 'raw');
  for (const tool of generated) {
    record(`tool ${tool.name} input`, inputSchemaFor(tool));
    record(`tool ${tool.name} output`, outputSchemaFor(tool));
  }
  for (const adapter of builtInAdapters()) recordToolsList('model', generated.map((t) => adapter.wire.encodeTool(t)), adapter.revision);
  for (const prompt of model.prompts) record(`prompt ${prompt.name} arguments`, inputSchemaFor(prompt));
  for (const template of model.resourceTemplates) record(`template ${template.uriTemplate} variables`, inputSchemaFor(template));
  return model;
}

/** Records what a server serves (see recordModel) and returns the server. */
export function recordServer<S extends DecoratedMcpServer>(server: S): S {
  recordModel(server.model);
  return server;
}

/** Compiles every recorded schema with a fresh strict Ajv2020 that knows only its place's extension keywords; returns the failures. */
export function compileAllEmitted(): { count: number; failures: string[] } {
  const failures: string[] = [];
  const compilers = new Map<SchemaPlace, Ajv2020>();
  for (const { label, schema, place } of emitted.values()) {
    let ajv = compilers.get(place);
    if (!ajv) {
      ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));
      for (const keyword of EXTENSIONS[place]) ajv.addKeyword(keyword);
      compilers.set(place, ajv);
    }
    try {
      ajv.compile(schema);
    } catch (error) {
      failures.push(`${label}: ${(error as Error).message}`);
    }
  }
  return { count: emitted.size, failures };
}
