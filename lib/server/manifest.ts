import { createHash } from 'node:crypto';
import type { JsonValue } from '../model/json-value.js';
import type { DecoratedMcpServer } from './create-server.js';

/** The catalogue of one server at one revision, exactly as that revision's list results carry it. */
export interface Manifest {
  readonly revision: string;
  readonly serverInfo: JsonValue;
  readonly tools: readonly JsonValue[];
  readonly resources: readonly JsonValue[];
  readonly resourceTemplates: readonly JsonValue[];
  readonly prompts: readonly JsonValue[];
  /** `sha256:` of the canonical JSON (sorted keys) of everything above. */
  readonly hash: string;
}

/** JSON with object keys sorted at every level, so equal catalogues hash equally. */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((k) => (value as { [key: string]: JsonValue })[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as { [key: string]: JsonValue })[k]!)}`);
  return `{${entries.join(',')}}`;
}

/**
 * Builds the manifest of a server at a revision without calling any handler; throws when the server does not
 * speak that revision.
 * @example manifestFor(createAcmeServer({ database: ':memory:' }), '2025-06-18').hash
 */
export function manifestFor(server: DecoratedMcpServer, revision: string): Manifest {
  const { registry, catalogue, identity } = server.core;
  const adapter = registry.exact(revision);
  if (!adapter) throw new RangeError(`this server does not speak revision ${revision}; it speaks ${registry.supported.join(', ')}`);
  const initialize = adapter.encodeInitializeResult(identity, server.core.features());
  const body = {
    revision,
    serverInfo: initialize.serverInfo ?? null,
    tools: [...catalogue.list(adapter, 'tools')],
    resources: [...catalogue.list(adapter, 'resources')],
    resourceTemplates: [...catalogue.list(adapter, 'resourceTemplates')],
    prompts: [...catalogue.list(adapter, 'prompts')],
  };
  const hash = `sha256:${createHash('sha256').update(canonicalJson(body as unknown as JsonValue)).digest('hex')}`;
  return { ...body, hash };
}
