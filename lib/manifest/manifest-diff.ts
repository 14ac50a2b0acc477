import type { JsonValue } from '../vocabulary/json-value.js';
import { InvalidManifestFileError } from '../errors/invalid-manifest-file.error.js';
import type { Manifest } from './manifest.js';
import { diffInputSchemas, diffSchemas, sameRules, type ChangeKind } from './schema-diff.js';

/** One difference between two manifests, for the member it concerns (`tool search_customers`). */
export interface ManifestChange {
  readonly kind: ChangeKind;
  readonly member: string;
  readonly what: string;
}

/** The part of a manifest the diff reads; an old manifest read from a file has this shape. */
export type ManifestLists = Pick<Manifest, 'revision' | 'serverInfo' | 'tools' | 'resources' | 'resourceTemplates' | 'prompts'>;

type Entry = { readonly [key: string]: JsonValue };

const isEntry = (value: JsonValue | undefined): value is Entry => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The entries of one list by their key (name, uri or uriTemplate), in order. */
function byKey(list: readonly JsonValue[], key: string): Map<string, Entry> {
  const map = new Map<string, Entry>();
  for (const item of list) if (isEntry(item) && typeof item[key] === 'string') map.set(item[key] as string, item);
  return map;
}

/** Keys whose change a client can rely on not mattering: what people read and what hosts show. */
const DESCRIPTIVE = new Set(['title', 'description', 'annotations', 'icons', '_meta', 'size', 'execution', 'name']);

function describeOthers(before: Entry, after: Entry, skip: readonly string[], member: string, out: ManifestChange[]): void {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (skip.includes(key) || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    const verb = before[key] === undefined ? 'added' : after[key] === undefined ? 'removed' : 'changed';
    out.push({ kind: DESCRIPTIVE.has(key) ? 'compatible' : 'breaking', member, what: `${key} ${verb}` });
  }
}

function diffTool(name: string, before: Entry, after: Entry, out: ManifestChange[]): void {
  const member = `tool ${name}`;
  for (const change of diffInputSchemas(before.inputSchema, after.inputSchema)) out.push({ kind: change.kind, member, what: `${change.path}: ${change.what}` });
  const [ob, oa] = [before.outputSchema, after.outputSchema];
  if (ob !== undefined && oa === undefined) out.push({ kind: 'breaking', member, what: 'output schema removed (clients reading structuredContent lose it)' });
  else if (ob === undefined && oa !== undefined) out.push({ kind: 'compatible', member, what: 'output schema added' });
  else if (ob !== undefined && !sameRules(ob, oa)) {
    const details = diffSchemas(ob, oa).map((c) => `${c.path === '' ? '' : `${c.path}: `}${c.what}`);
    out.push({ kind: 'breaking', member, what: `output schema changed${details.length > 0 ? ` (${details.join('; ')})` : ''}` });
  } else if (ob !== undefined && JSON.stringify(ob) !== JSON.stringify(oa)) out.push({ kind: 'compatible', member, what: 'output schema descriptions changed' });
  describeOthers(before, after, ['name', 'inputSchema', 'outputSchema'], member, out);
}

function promptArguments(entry: Entry): Map<string, boolean> {
  const args = Array.isArray(entry.arguments) ? entry.arguments : [];
  return new Map(args.filter(isEntry).map((a) => [String(a.name), a.required === true]));
}

function diffPrompt(name: string, before: Entry, after: Entry, out: ManifestChange[]): void {
  const member = `prompt ${name}`;
  const [ab, aa] = [promptArguments(before), promptArguments(after)];
  for (const [arg, required] of aa) {
    if (!ab.has(arg)) out.push({ kind: required ? 'breaking' : 'compatible', member, what: `new ${required ? 'required' : 'optional'} argument ${arg}` });
    else if (required && !ab.get(arg)) out.push({ kind: 'breaking', member, what: `argument ${arg} is now required` });
    else if (!required && ab.get(arg)) out.push({ kind: 'compatible', member, what: `argument ${arg} is now optional` });
  }
  for (const arg of ab.keys()) if (!aa.has(arg)) out.push({ kind: 'breaking', member, what: `argument ${arg} removed (callers that pass it are refused)` });
  const described = (e: Entry) => new Map((Array.isArray(e.arguments) ? e.arguments.filter(isEntry) : []).map((a) => [String(a.name), JSON.stringify(a.description ?? null)]));
  const [db, da] = [described(before), described(after)];
  for (const [arg, text] of da) if (db.has(arg) && db.get(arg) !== text) out.push({ kind: 'compatible', member, what: `argument ${arg}: description changed` });
  describeOthers(before, after, ['name', 'arguments'], member, out);
}

function diffResource(noun: string, key: string, before: Entry, after: Entry, out: ManifestChange[]): void {
  const member = `${noun} ${String(before[key])}`;
  if (before.mimeType !== after.mimeType) out.push({ kind: 'breaking', member, what: `mimeType ${JSON.stringify(before.mimeType ?? null)} → ${JSON.stringify(after.mimeType ?? null)} (readers may not understand the new content)` });
  describeOthers(before, after, [key, 'mimeType'], member, out);
}

function diffList(noun: string, key: string, before: readonly JsonValue[], after: readonly JsonValue[], members: (id: string, b: Entry, a: Entry, out: ManifestChange[]) => void, out: ManifestChange[]): void {
  const [mb, ma] = [byKey(before, key), byKey(after, key)];
  for (const id of mb.keys()) if (!ma.has(id)) out.push({ kind: 'breaking', member: `${noun} ${id}`, what: 'removed' });
  for (const [id, entry] of ma) {
    const old = mb.get(id);
    if (!old) out.push({ kind: 'compatible', member: `${noun} ${id}`, what: 'added' });
    else members(id, old, entry, out);
  }
}

/**
 * Classifies every difference between an old manifest and a new one. Breaking: a tool, prompt, resource or template
 * removed; a new required argument, or one removed; a narrowed type, enum or limit; a changed or removed output
 * schema; a resource's mimeType changed. Compatible: anything added, optional or wider, and descriptive fields
 * (title, description, annotations, icons, serverInfo).
 * @example diffManifests(JSON.parse(readFileSync('old.json', 'utf8')), manifestFor(server, '2025-06-18')).filter((c) => c.kind === 'breaking')
 */
export function diffManifests(before: ManifestLists, after: ManifestLists): ManifestChange[] {
  const out: ManifestChange[] = [];
  if (before.revision !== after.revision) out.push({ kind: 'compatible', member: 'manifest', what: `revision ${before.revision} → ${after.revision} (lists compared as they are)` });
  if (JSON.stringify(before.serverInfo) !== JSON.stringify(after.serverInfo)) out.push({ kind: 'compatible', member: 'server', what: `serverInfo ${JSON.stringify(before.serverInfo)} → ${JSON.stringify(after.serverInfo)}` });
  diffList('tool', 'name', before.tools, after.tools, diffTool, out);
  diffList('resource', 'uri', before.resources, after.resources, (id, b, a, o) => diffResource('resource', 'uri', b, a, o), out);
  diffList('resource template', 'uriTemplate', before.resourceTemplates, after.resourceTemplates, (id, b, a, o) => diffResource('resource template', 'uriTemplate', b, a, o), out);
  diffList('prompt', 'name', before.prompts, after.prompts, diffPrompt, out);
  return out;
}

/**
 * Reads a manifest written by `mcp-decorators manifest` from its JSON text; throws InvalidManifestFileError naming
 * the file when it is not JSON or not a manifest.
 * @example parseManifest(readFileSync('manifest.json', 'utf8'), 'manifest.json')
 */
export function parseManifest(text: string, file: string): ManifestLists {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InvalidManifestFileError(file, 'is not JSON', { cause: error });
  }
  const m = value as Partial<Record<keyof ManifestLists, unknown>> | null;
  const lists = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;
  if (m === null || typeof m !== 'object' || typeof m.revision !== 'string' || lists.some((k) => !Array.isArray(m[k]))) {
    throw new InvalidManifestFileError(file, 'is not a manifest (it needs revision, tools, resources, resourceTemplates and prompts)');
  }
  return m as ManifestLists;
}
