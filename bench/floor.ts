import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonSchemaObject } from '../lib/model/index.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** What a 2026-07-28 result carries besides its content: `resultType` (required) and the server's identity (SHOULD). */
const STATELESS_RESULT = { resultType: 'complete', _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'bench', version: '1.0.0' } } };

/**
 * The floor of a tools/call: only the irreducible work, JSON.parse → the same schema compiled by a bare Ajv2020 →
 * the handler → JSON.stringify of the result the request's revision defines (on 2026-07-28 with its `resultType`
 * and serverInfo). Returns the response text for a request text.
 */
export function floorCall(schema: JsonSchemaObject, handler: (args: Record<string, unknown>) => string, stateless = false): (text: string) => string {
  const validate = addFormats(new Ajv2020({ strict: true, allErrors: true })).compile(schema);
  return (text) => {
    const request = JSON.parse(text) as { id: number; params: { arguments: Record<string, unknown> } };
    if (!validate(request.params.arguments)) throw new Error('the floor refused valid arguments');
    const content = [{ type: 'text', text: handler(request.params.arguments) }];
    return JSON.stringify({ jsonrpc: '2.0', id: request.id, result: stateless ? { content, ...STATELESS_RESULT } : { content } });
  };
}
