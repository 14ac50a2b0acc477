import type { JsonValue } from '../vocabulary/json-value.js';
import type { Manifest } from '../manifest/manifest.js';
import { MEMBER_KINDS, MEMBER_KIND_ORDER } from '../vocabulary/member-kind.js';

type Entry = { readonly [key: string]: JsonValue };
const isEntry = (value: JsonValue | undefined): value is Entry => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A short type for a JSON Schema: `string`, `integer`, `'a' | 'b'`, `string[]`, `Waypoint`, `string | null`. */
export function schemaType(schema: JsonValue | undefined): string {
  if (!isEntry(schema)) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.replace(/^#\/\$defs\//, '');
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v).replace(/^"(.*)"$/, "'$1'")).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const).replace(/^"(.*)"$/, "'$1'");
  const choices = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (choices) return choices.map((c) => schemaType(c)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : typeof schema.type === 'string' ? schema.type : 'any';
  if (type === 'array') return `${schemaType(schema.items).includes(' ') ? `(${schemaType(schema.items)})` : schemaType(schema.items)}[]`;
  if (type === 'string' && typeof schema.format === 'string') return `string<${schema.format}>`;
  return type;
}

function toolLine(tool: Entry): string {
  const input = isEntry(tool.inputSchema) ? tool.inputSchema : {};
  const props = isEntry(input.properties) ? input.properties : {};
  const required = new Set(Array.isArray(input.required) ? input.required : []);
  const args = Object.entries(props).map(([name, schema]) => {
    const fallback = isEntry(schema) && schema.default !== undefined ? ` = ${JSON.stringify(schema.default)}` : '';
    return `${name}${required.has(name) ? '' : '?'}: ${schemaType(schema)}${fallback}`;
  });
  const hints = isEntry(tool.annotations) ? tool.annotations : {};
  const flags = [hints.readOnlyHint === true ? 'read-only' : '', hints.destructiveHint === true ? 'destructive' : '', hints.idempotentHint === true ? 'idempotent' : ''].filter((f) => f !== '');
  const output = tool.outputSchema === undefined ? '' : ' → structured';
  return `  ${String(tool.name)}(${args.join(', ')})${output}${flags.length > 0 ? `  [${flags.join(', ')}]` : ''}`;
}

function promptLine(prompt: Entry): string {
  const args = (Array.isArray(prompt.arguments) ? prompt.arguments : []).filter(isEntry).map((a) => `${String(a.name)}${a.required === true ? '' : '?'}`);
  return `  ${String(prompt.name)}(${args.join(', ')})`;
}

function section(title: string, lines: readonly string[]): string[] {
  return [`${title} (${lines.length})`, ...(lines.length > 0 ? lines : ['  none'])];
}

/** The keys each member of a list carries, with the keys of its annotations as `annotations.x`. */
function keysOf(entry: Entry): string[] {
  const keys = Object.keys(entry);
  const annotations = isEntry(entry.annotations) ? Object.keys(entry.annotations).map((k) => `annotations.${k}`) : [];
  return [...keys, ...annotations];
}

const LISTS = MEMBER_KIND_ORDER.map((kind) => [MEMBER_KINDS[kind].listKey, MEMBER_KINDS[kind].key] as const);

/** What one revision's lists carry less or more than the reference revision's, e.g. `tools: no title (3), no outputSchema (2)`. */
function revisionDifference(reference: Manifest, other: Manifest): string {
  const parts: string[] = [];
  for (const [list, key] of LISTS) {
    const lost = new Map<string, number>();
    const gained = new Map<string, number>();
    const theirs = new Map(other[list].filter(isEntry).map((e) => [String(e[key]), e]));
    for (const ours of reference[list].filter(isEntry)) {
      const match = theirs.get(String(ours[key]));
      if (!match) continue;
      const [a, b] = [new Set(keysOf(ours)), new Set(keysOf(match))];
      for (const k of a) if (!b.has(k) && !(k.startsWith('annotations.') && !b.has('annotations'))) lost.set(k, (lost.get(k) ?? 0) + 1);
      for (const k of b) if (!a.has(k)) gained.set(k, (gained.get(k) ?? 0) + 1);
    }
    const words = [...[...lost].map(([k, n]) => `no ${k} (${n})`), ...[...gained].map(([k, n]) => `+${k} (${n})`)];
    if (words.length > 0) parts.push(`${list}: ${words.join(', ')}`);
  }
  return parts.length > 0 ? parts.join('; ') : 'same lists';
}

/**
 * A one-screen summary of a server from its manifests at every revision it speaks (newest first): identity,
 * tools with their arguments, resources, templates, prompts, and what each older revision carries differently.
 * @example process.stdout.write(inspectSummary(server.supportedRevisions.map((r) => manifestFor(server, r))))
 */
export function inspectSummary(manifests: readonly Manifest[]): string {
  const newest = manifests[0];
  if (!newest) return 'no revisions\n';
  const info = isEntry(newest.serverInfo) ? newest.serverInfo : {};
  const title = typeof info.title === 'string' ? ` "${info.title}"` : '';
  const lines = [
    `${String(info.name)} ${String(info.version)}${title}: ${manifests.map((m) => m.revision).join(', ')}`,
    '',
    ...section('tools', newest.tools.filter(isEntry).map(toolLine)),
    ...section('resources', newest.resources.filter(isEntry).map((r) => `  ${String(r.uri)}  ${String(r.name)}${typeof r.mimeType === 'string' ? `  (${r.mimeType})` : ''}`)),
    ...section('resource templates', newest.resourceTemplates.filter(isEntry).map((t) => `  ${String(t.uriTemplate)}  ${String(t.name)}`)),
    ...section('prompts', newest.prompts.filter(isEntry).map(promptLine)),
    '',
    `per revision (against ${newest.revision})`,
    ...manifests.slice(1).map((m) => `  ${m.revision}  ${revisionDifference(newest, m)}`),
    `catalogue ${newest.hash.slice(0, 19)}…`,
  ];
  return `${lines.join('\n')}\n`;
}
