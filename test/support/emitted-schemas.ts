import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { inputSchemaFor, outputSchemaFor, type JsonSchema, type ServerModel } from '../../lib/index.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

const emitted: { readonly label: string; readonly schema: JsonSchema }[] = [];

/** Records a schema the suite produced; the root hook compiles every one under strict Ajv2020 at the end. */
export function record(label: string, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (schema) emitted.push({ label, schema });
  return schema;
}

/** Records every input and output schema of a scanned model, and returns the model. */
export function recordModel(model: ServerModel): ServerModel {
  for (const tool of model.tools) {
    // A hand-written inputSchema is the author's, passed through verbatim; only generated ones are checked.
    if (tool.input.kind !== 'raw') record(`tool ${tool.name} input`, inputSchemaFor(tool));
    record(`tool ${tool.name} output`, outputSchemaFor(tool));
  }
  for (const prompt of model.prompts) record(`prompt ${prompt.name} arguments`, inputSchemaFor(prompt));
  for (const template of model.resourceTemplates) record(`template ${template.uriTemplate} variables`, inputSchemaFor(template));
  return model;
}

/** Compiles every recorded schema with a fresh strict Ajv2020; returns the failures. */
export function compileAllEmitted(): { count: number; failures: string[] } {
  const failures: string[] = [];
  for (const { label, schema } of emitted) {
    const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));
    // MCP's own annotation keywords (legacy enum titles, 2026 header exposure).
    ajv.addKeyword('enumNames').addKeyword('x-mcp-header');
    try {
      ajv.compile(schema);
    } catch (error) {
      failures.push(`${label}: ${(error as Error).message}`);
    }
  }
  return { count: emitted.length, failures };
}
