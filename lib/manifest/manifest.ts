import type { JsonValue } from '../vocabulary/json-value.js';
import { createHash } from 'node:crypto';
import type { DecoratedMcpServer } from '../server/engine/create-server.js';
import { internalsOf } from '../server/engine/server-internals.js';
import { canonicalJson } from '../server/protocol/canonical-json.js';
import { InvalidServerOptionError } from '../errors/invalid-server-option.error.js';
import { UnknownRevisionError } from '../errors/unknown-revision.error.js';

/** The catalogue of one server at one revision, exactly as that revision's list results carry it. */
export interface Manifest {
  readonly revision: string;
  readonly serverInfo: JsonValue;
  readonly tools: readonly JsonValue[];
  readonly resources: readonly JsonValue[];
  readonly resourceTemplates: readonly JsonValue[];
  readonly prompts: readonly JsonValue[];
  /**
   * `sha256:` of the canonical JSON (sorted keys) of the revision and the four lists. serverInfo is left out, so
   * a new server version (or name, or title) alone keeps the hash: it changes only when what clients see listed does.
   */
  readonly hash: string;
}

/**
 * Builds the manifest of a server at a revision without calling any handler (it reads the lists the server
 * encodes for that revision); throws when the server does not speak that revision.
 * @example manifestFor(createAcmeServer({ database: ':memory:' }), '2025-06-18').hash
 */
export function manifestFor(server: DecoratedMcpServer, revision: string): Manifest {
  const core = internalsOf(server)?.core;
  if (!core) throw new InvalidServerOptionError('server', 'is not a server made by createServer()', 'Pass what createServer({ … }) returned.');
  const { registry, catalogue, identity } = core;
  const adapter = registry.exact(revision);
  if (!adapter) throw new UnknownRevisionError(revision, registry.supported, 'Pick one of those with --revision.');
  const body = {
    revision,
    serverInfo: adapter.wire.encodeServerInfo(identity),
    tools: [...catalogue.list(adapter, 'tool')],
    resources: [...catalogue.list(adapter, 'resource')],
    resourceTemplates: [...catalogue.list(adapter, 'resource-template')],
    prompts: [...catalogue.list(adapter, 'prompt')],
  };
  const { serverInfo: _identity, ...listed } = body;
  const hash = `sha256:${createHash('sha256').update(canonicalJson(listed as unknown as JsonValue)).digest('hex')}`;
  return { ...body, hash };
}
