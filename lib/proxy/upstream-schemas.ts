// What of an upstream tool's schemas the proxy cannot serve. The proxy never compiles them (a proxied tool's
// arguments are validated by the upstream, and a draft-07 schema of an SDK v1 server is sound there though Ajv2020
// would refuse it): it leaves out only what would break a list for everyone.

/** Most levels a proxied tool's schema may nest, and most values it may hold (walked without recursion). */
const MAX_SCHEMA_DEPTH = 64;
const MAX_SCHEMA_NODES = 100_000;

/** Why a schema of the upstream cannot be served (too deep, too large), or undefined. */
function schemaProblem(schema: unknown): string | undefined {
  const stack: [unknown, number][] = [[schema, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_SCHEMA_DEPTH) return `nested deeper than ${MAX_SCHEMA_DEPTH} levels`;
    for (const child of Object.values(value)) {
      if (++nodes > MAX_SCHEMA_NODES) return `of more than ${MAX_SCHEMA_NODES} values`;
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

/**
 * Why an upstream tool cannot be served, or undefined: an inputSchema not of type "object" (every revision's clients
 * refuse a whole tools/list that holds one), or a schema too deep or too large to walk.
 * @example toolSchemaProblem({ name: 'x', inputSchema: { type: 'string' } }) // 'whose inputSchema is not of type "object"'
 */
export function toolSchemaProblem(tool: { readonly inputSchema?: unknown; readonly outputSchema?: unknown }): string | undefined {
  const input = tool.inputSchema;
  if (input !== null && typeof input === 'object' && (input as { type?: unknown }).type !== 'object') return 'whose inputSchema is not of type "object"';
  return schemaProblem(input) ?? (tool.outputSchema === undefined ? undefined : schemaProblem(tool.outputSchema));
}
