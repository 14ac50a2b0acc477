import type { Invoker } from '../../../model/binding.js';
import type { ChainLink, Invocation, ListFilter } from '../../../model/middleware.js';
import type { PromptDescriptor } from '../../../model/prompt-descriptor.js';
import type { ResourceDescriptor } from '../../../model/resource-descriptor.js';
import type { ResourceTemplateDescriptor } from '../../../model/resource-template-descriptor.js';
import type { ServerModel } from '../../../model/server-model.js';
import type { ToolDescriptor } from '../../../model/tool-descriptor.js';
import { InvalidMountError } from '../../../errors/invalid-mount.error.js';
import type { Catalogue } from '../../catalogue/catalogue.js';
import type { Diagnostics } from '../../contracts/diagnostics.js';
import type { PreparedLink } from '../../contracts/server-core.js';
import { isThenable } from '../../invocation/invoke.js';
import type { ServerInternals } from '../server-internals.js';
import { MAX_TOOL_NAME, prefixedName, prefixedUri, unprefixedUri } from './mount-names.js';
import type { MountSource } from './mount-source.js';
import { withOuterUris } from './mounted-results.js';

/** A member of a catalogue. */
export type MountedMember = ToolDescriptor | ResourceDescriptor | ResourceTemplateDescriptor | PromptDescriptor;

/**
 * The mounted server's server-wide declarations as policy links at the head of each member's chain, so they weigh as
 * they did there: `auth.scopes` unless the class or method declares access, its `rateLimit` as one budget for the
 * whole mount, its `argumentLimits` unless the class or method declares some.
 */
function declarationsOf(prefix: string, source: MountSource): readonly ChainLink[] {
  const links: ChainLink[] = [];
  if (source.scopes) links.push({ kind: 'policy', entry: { policy: 'scopes', scopes: source.scopes, match: 'all' } });
  if (source.rateLimit) links.push({ kind: 'policy', entry: { policy: 'rate-limit', limit: source.rateLimit, site: `mount:${prefix}:${source.name}` } });
  if (source.argumentLimits) links.push({ kind: 'policy', entry: { policy: 'argument-limits', limits: source.argumentLimits } });
  return links;
}

/**
 * One server mounted in another under a prefix: its members as the outer server serves them (prefixed copies that
 * keep the mounted server's handlers, chains and declarations), and the links that keep them current.
 */
export class Mount {
  private readonly copies = new WeakMap<MountedMember, MountedMember>();
  private readonly originals = new WeakMap<object, MountedMember>();
  private readonly filters = new WeakMap<ListFilter, ListFilter>();
  private readonly defaults: readonly ChainLink[];
  /** The copies the outer catalogue holds now. */
  served: ServerModel = { tools: [], resources: [], resourceTemplates: [], prompts: [] };

  /** `label` names the mount in errors: `mounts[0]`. */
  constructor(readonly prefix: string, readonly label: string, private readonly inner: ServerInternals, source: MountSource) {
    this.defaults = declarationsOf(prefix, source);
  }

  /** The mounted server's catalogue as the outer server serves it (each copy made once per member). */
  model(from: ServerModel = this.inner.core.catalogue.snapshot()): ServerModel {
    return {
      tools: from.tools.map((m) => this.copy(m) as ToolDescriptor),
      resources: from.resources.map((m) => this.copy(m) as ResourceDescriptor),
      resourceTemplates: from.resourceTemplates.map((m) => this.copy(m) as ResourceTemplateDescriptor),
      prompts: from.prompts.map((m) => this.copy(m) as PromptDescriptor),
    };
  }

  /** The mounted member behind a copy, or undefined when `member` is not one of this mount's copies. */
  originalOf(member: object): MountedMember | undefined {
    return this.originals.get(member);
  }

  /**
   * The chain of a copy: the mounted server's own (its server-wide guards and middleware, then its class's and method's,
   * built by its scan factory), each link seeing the names the mounted server knows; undefined for other members.
   */
  chainOf(member: object): readonly PreparedLink[] | undefined {
    const original = this.originals.get(member);
    if (!original) return undefined;
    const rename = this.renaming(member as MountedMember, original);
    const outward = this.outward(original);
    // The head of the mounted server's chain gives the outer server the result with its links rewritten (the handler
    // does when there is no chain), so that its middleware sees its own URIs and the links it adds are rewritten too.
    return this.inner.core.chainFor(original).map((link, i) => ({
      run: i === 0 ? (invocation: Invocation, next: () => Promise<unknown>) => outward(link.run(rename(invocation), next)) : (invocation: Invocation, next: () => Promise<unknown>) => link.run(rename(invocation), next),
      ...(link.filter ? { filter: this.filterOf(link.filter) } : {}),
      ...(link.guard ? { guard: true as const } : {}),
    }));
  }

  /**
   * Keeps the outer catalogue in step with the mounted server's: `check` sees each model the mounted server is about to
   * add (as copies; it throws to refuse the add), changes replace this mount's copies, and resource updates are
   * announced under the prefixed URI. Returns the stop.
   */
  follow(outer: Catalogue, check: (copies: ServerModel) => void, resourceUpdated: (uri: string) => void, diagnostics: Diagnostics): () => void {
    const catalogue = this.inner.core.catalogue;
    const stopCheck = catalogue.onAdd((model) => check(this.model(model)));
    const stopChange = catalogue.onChange(() => {
      try {
        const next = this.model();
        outer.replace(this.served, next);
        this.served = next;
      } catch (error) {
        diagnostics.error(`the catalogue of the server mounted at "${this.prefix}" changed, and the change could not be served`, error);
      }
    });
    const stopUpdates = this.inner.core.onResourceUpdated((uri) => {
      const outerUri = prefixedUri(this.prefix, uri);
      if (outerUri !== undefined) resourceUpdated(outerUri);
    });
    return () => {
      stopCheck();
      stopChange();
      stopUpdates();
    };
  }

  private copy(original: MountedMember): MountedMember {
    const made = this.copies.get(original);
    if (made) return made;
    const chain = [...this.defaults, ...(original.chain ?? [])];
    const common = { ...(chain.length > 0 ? { chain } : {}), invoke: this.invoker(original) };
    let copy: MountedMember;
    switch (original.kind) {
      case 'tool': {
        const name = prefixedName(this.prefix, original.name);
        if (name.length > MAX_TOOL_NAME) throw new InvalidMountError(`${original.member} (mounted at "${this.prefix}")`, `would be tool ${JSON.stringify(name)}, ${name.length} characters; tool names have at most ${MAX_TOOL_NAME}`, 'Mount the server under a shorter prefix, or give the tool a shorter name.');
        copy = { ...original, ...common, name };
        break;
      }
      case 'prompt':
        copy = { ...original, ...common, name: prefixedName(this.prefix, original.name) };
        break;
      case 'resource':
        copy = { ...original, ...common, uri: this.uriOf(original, original.uri) };
        break;
      case 'resource-template': {
        const prefix = this.prefix;
        const match = (uri: string): Readonly<Record<string, string>> | undefined => {
          const inner = unprefixedUri(prefix, uri);
          return inner === undefined ? undefined : original.match(inner);
        };
        copy = { ...original, ...common, uriTemplate: this.uriOf(original, original.uriTemplate), match };
        break;
      }
    }
    Object.freeze(copy);
    this.copies.set(original, copy);
    this.originals.set(copy, original);
    return copy;
  }

  private uriOf(original: MountedMember, uri: string): string {
    const prefixed = prefixedUri(this.prefix, uri);
    if (prefixed === undefined) throw new InvalidMountError(`${original.member} (mounted at "${this.prefix}")`, `serves ${JSON.stringify(uri)}, which does not begin with a scheme (\`notes://\`, \`urn:\`), so it cannot take the mount's prefix`, 'Begin the URI or template with a literal scheme.');
    return prefixed;
  }

  // A mounted result (or its promise), with links to the mounted server's resources rewritten to their prefixed URIs.
  private outward(original: MountedMember): (value: unknown) => unknown {
    const contents = original.kind === 'resource' || original.kind === 'resource-template';
    const catalogue = this.inner.core.catalogue;
    const outer = (uri: string): string => (catalogue.resource(uri) !== undefined || catalogue.matchTemplate(uri) !== undefined ? (prefixedUri(this.prefix, uri) ?? uri) : uri);
    return (value) => (isThenable(value) ? Promise.resolve(value).then((v) => withOuterUris(v, contents, outer)) : withOuterUris(value, contents, outer));
  }

  // A mounted handler: its result rewritten outward here when the mounted server has no chain for it (else its head does).
  private invoker(original: MountedMember): Invoker {
    const outward = this.outward(original);
    const chain = this.inner.core;
    return (args) => (chain.chainFor(original).length === 0 ? outward(original.invoke(args)) : original.invoke(args));
  }

  // What the mounted server's own links see: its names (the tool or prompt name, the URI or template it serves).
  private renaming(copy: MountedMember, original: MountedMember): (invocation: Invocation) => Invocation {
    const [outerName, innerName] = copy.kind === 'resource' ? [copy.uri, (original as ResourceDescriptor).uri] : copy.kind === 'resource-template' ? [copy.uriTemplate, (original as ResourceTemplateDescriptor).uriTemplate] : [copy.name, original.name];
    const prefix = this.prefix;
    const inner = (name: string): string => (name === outerName ? innerName : copy.kind === 'resource-template' ? (unprefixedUri(prefix, name) ?? name) : name);
    return (invocation) => {
      const name = inner(invocation.name);
      return name === invocation.name ? invocation : { ...invocation, name };
    };
  }

  private filterOf(filter: ListFilter): ListFilter {
    let wrapped = this.filters.get(filter);
    if (!wrapped) {
      wrapped = { key: (caller) => filter.key(caller), visible: (member, key) => filter.visible(this.originals.get(member) ?? member, key) };
      this.filters.set(filter, wrapped);
    }
    return wrapped;
  }
}
