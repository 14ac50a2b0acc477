import type { ServerModel } from '../../../model/server-model.js';
import { InvalidMountError } from '../../../errors/invalid-mount.error.js';
import { MountClashError } from '../../../errors/mount-clash.error.js';
import type { Catalogue } from '../../catalogue/catalogue.js';
import type { Diagnostics } from '../../contracts/diagnostics.js';
import type { PreparedLink } from '../../contracts/server-core.js';
import type { DecoratedMcpServer } from '../decorated-server.js';
import { internalsOf, isBrandedServer } from '../server-internals.js';
import { Mount, type MountedMember } from './mount.js';
import { isMountPrefix } from './mount-names.js';

/**
 * A server served inside another under a prefix (`createServer({ mounts })`): its tools and prompts as
 * `<prefix>_<name>`, its resources and templates as `scheme://<prefix>/…`, each with its own guards, middleware,
 * access, limits and handlers. A mounted server is anything createServer returned.
 * @example createServer({ name: 'shop', version: '1.0.0', classes: [Cart], mounts: [{ prefix: 'billing', server: billing }] }) — docs/examples/mounting.ts
 */
export interface ServerMount {
  /** 1–32 letters, digits and hyphens, starting with a letter or digit; unique (ignoring case) among the mounts. */
  readonly prefix: string;
  /** What createServer returned for the mounted server; it keeps serving on its own too. */
  readonly server: DecoratedMcpServer;
}

const FIX = {
  tool: "Rename one (the decorator's 'name' option), or mount the server under another prefix.",
  prompt: "Rename one (the decorator's 'name' option), or mount the server under another prefix.",
  resource: 'Change one URI, or mount the server under another prefix.',
  'resource-template': 'Change one URI template, or mount the server under another prefix.',
} as const;

/** The mounts of one server: checked and made once at createServer, then kept in step with the mounted servers. */
export class Mounts {
  private readonly all: readonly Mount[];

  constructor(mounts: readonly ServerMount[]) {
    const made: Mount[] = [];
    mounts.forEach((mount, i) => {
      const label = `mounts[${i}]`;
      const prefix: unknown = mount?.prefix;
      if (!isMountPrefix(prefix)) throw new InvalidMountError(`${label}.prefix`, `is ${JSON.stringify(prefix) ?? String(prefix)}, not a mount prefix`, 'Use 1–32 letters, digits and hyphens, starting with a letter or digit (no "_": it joins the prefix to tool and prompt names), e.g. prefix: \'billing\'.');
      const server: unknown = mount.server;
      const internals = typeof server === 'object' && server !== null ? internalsOf(server) : undefined;
      if (!internals?.mountable) {
        const problem = internals ? 'was made by a copy of mcp-decorators that cannot be mounted' : isBrandedServer(server) ? 'was made by another copy of mcp-decorators, which this one cannot serve' : 'is not a server made by createServer';
        throw new InvalidMountError(`${label}.server`, problem, 'Pass what createServer(...) returned, built with the same mcp-decorators package as the server that mounts it.');
      }
      const source = internals.mountable;
      if (source.refusal) throw new InvalidMountError(`${label}.server ("${source.name}")`, `${source.refusal}, which mounting does not carry`, 'Give extensions and the bus to the server that mounts it, and mount a server without them.');
      const twin = made.find((m) => m.prefix.toLowerCase() === prefix.toLowerCase());
      if (twin) throw new MountClashError(`mount prefix ${JSON.stringify(prefix)}`, `${twin.label} ("${twin.prefix}")`, `${label} ("${prefix}")`, 'Give each mount its own prefix (prefixes are compared ignoring case, as URI hosts are).');
      made.push(new Mount(prefix, label, internals, source));
    });
    this.all = made;
  }

  /** Adds every mount's members to `catalogue`, refusing (MountClashError) a name or URI it already serves. */
  addTo(catalogue: Catalogue): void {
    for (const mount of this.all) {
      const copies = mount.model();
      this.refuseClashes(catalogue, copies);
      catalogue.add(copies);
      mount.served = copies;
    }
  }

  /** The chain of a mounted member (see Mount.chainOf), or undefined for the server's own members. */
  chainOf(member: object): readonly PreparedLink[] | undefined {
    for (const mount of this.all) {
      const chain = mount.chainOf(member);
      if (chain) return chain;
    }
    return undefined;
  }

  /**
   * Keeps `catalogue` in step with every mounted server and forwards their resource updates; returns the stop. A mounted
   * server's add is refused when it would clash here or in any server this one is mounted in.
   */
  follow(catalogue: Catalogue, resourceUpdated: (uri: string) => void, diagnostics: Diagnostics): () => void {
    const check = (copies: ServerModel): void => {
      this.refuseClashes(catalogue, copies);
      catalogue.vet(copies);
    };
    const stops = this.all.map((mount) => mount.follow(catalogue, check, resourceUpdated, diagnostics));
    return () => stops.forEach((stop) => stop());
  }

  private ownerOf(member: MountedMember): string {
    for (const mount of this.all) if (mount.originalOf(member)) return `${member.member} (mounted at "${mount.prefix}")`;
    return member.member;
  }

  // Refuses a name or URI of `added` that `catalogue` serves already (found by its lookups, not by scanning its lists).
  private refuseClashes(catalogue: Catalogue, added: ServerModel): void {
    const clash = <T extends MountedMember>(kind: T['kind'], noun: string, adding: readonly T[], key: (m: T) => string, served: (key: string) => T | undefined): void => {
      for (const item of adding) {
        const first = served(key(item));
        if (first && first !== item) throw new MountClashError(`${noun} ${JSON.stringify(key(item))}`, this.ownerOf(first), this.ownerOf(item), FIX[kind]);
      }
    };
    clash('tool', 'tool name', added.tools, (m) => m.name, (name) => catalogue.tool(name));
    clash('prompt', 'prompt name', added.prompts, (m) => m.name, (name) => catalogue.prompt(name));
    clash('resource', 'resource URI', added.resources, (m) => m.uri, (uri) => catalogue.resource(uri));
    clash('resource-template', 'resource template', added.resourceTemplates, (m) => m.uriTemplate, (template) => catalogue.template(template));
  }
}
