import type { PromptDescriptor } from '../../model/prompt-descriptor.js';
import type { ResourceDescriptor } from '../../model/resource-descriptor.js';
import type { ResourceTemplateDescriptor } from '../../model/resource-template-descriptor.js';
import type { ServerModel } from '../../model/server-model.js';
import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import { DuplicateNameError } from '../../errors/duplicate-name.error.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import type { WireObject } from '../../revisions/wire-types.js';
import { freezeDeep } from '../../model/freeze-deep.js';
import { verifyFrozenJson } from '../protocol/plain-json.js';
import type { MemberKind } from '../../vocabulary/member-kind.js';

/** A member as a list shows it. */
type ListedMember = ToolDescriptor | ResourceDescriptor | ResourceTemplateDescriptor | PromptDescriptor;

/**
 * What one caller may see: a key shared by every caller who sees the same lists, and the test of each member.
 * Lists are encoded once per revision and key, so a view must give the same answer for the same key.
 */
export interface ListView {
  readonly key: string;
  visible(member: ListedMember): boolean;
}

// Per revision: per list kind and view key, the encoded list.
type Caches = Map<string, readonly WireObject[]>;

/** A template a URI matched, with the variables read out of the URI. */
export interface TemplateMatch {
  readonly template: ResourceTemplateDescriptor;
  readonly variables: Readonly<Record<string, string>>;
}

/**
 * The live catalogue behind a server: the scanned model, lookups by name and URI, and each revision's list
 * payloads encoded once and kept until the catalogue changes.
 */
export class Catalogue {
  private tools: ToolDescriptor[] = [];
  private resources: ResourceDescriptor[] = [];
  private templates: ResourceTemplateDescriptor[] = [];
  private prompts: PromptDescriptor[] = [];
  private toolsByName = new Map<string, ToolDescriptor>();
  private resourcesByUri = new Map<string, ResourceDescriptor>();
  private promptsByName = new Map<string, PromptDescriptor>();
  private caches = new WeakMap<RevisionAdapter, Caches>();
  // The last URI matched against the templates: the access check and the method it lets through match one URI once.
  private lastMatch: { readonly uri: string; readonly found: TemplateMatch | undefined } | undefined;
  private readonly listeners = new Set<(kinds: ReadonlySet<MemberKind>, remote: boolean) => void>();

  /** Adds a scanned model; names and URIs must stay unique across the whole catalogue. */
  add(model: ServerModel): void {
    const clash = <T extends { member: string }>(kind: MemberKind, existing: readonly T[], added: readonly T[], key: (t: T) => string) => {
      for (const item of added) {
        const first = existing.find((e) => key(e) === key(item));
        if (first) throw new DuplicateNameError(kind, key(item), first.member, item.member);
      }
    };
    clash('tool', this.tools, model.tools, (t) => t.name);
    clash('resource', this.resources, model.resources, (r) => r.uri);
    clash('resource-template', this.templates, model.resourceTemplates, (t) => t.uriTemplate);
    clash('prompt', this.prompts, model.prompts, (p) => p.name);
    this.tools.push(...model.tools);
    this.resources.push(...model.resources);
    this.templates.push(...model.resourceTemplates);
    this.prompts.push(...model.prompts);
    const changed = new Set<MemberKind>();
    if (model.tools.length > 0) changed.add('tool');
    if (model.resources.length > 0) changed.add('resource');
    if (model.resourceTemplates.length > 0) changed.add('resource-template');
    if (model.prompts.length > 0) changed.add('prompt');
    this.changed(changed);
  }

  /**
   * Swaps members in one change (a proxy's upstream lists after its list_changed): drops the members of `previous`
   * (by identity) and adds those of `next`, which must not clash with the rest; listeners hear of the kinds once.
   */
  replace(previous: ServerModel, next: ServerModel): void {
    const drop = new Set<object>([...previous.tools, ...previous.resources, ...previous.resourceTemplates, ...previous.prompts]);
    const kept: ServerModel = { tools: this.tools.filter((m) => !drop.has(m)), resources: this.resources.filter((m) => !drop.has(m)), resourceTemplates: this.templates.filter((m) => !drop.has(m)), prompts: this.prompts.filter((m) => !drop.has(m)) };
    const saved = { tools: this.tools, resources: this.resources, templates: this.templates, prompts: this.prompts };
    [this.tools, this.resources, this.templates, this.prompts] = [[...kept.tools], [...kept.resources], [...kept.resourceTemplates], [...kept.prompts]];
    const listeners = [...this.listeners];
    this.listeners.clear();
    try {
      this.add(next);
    } catch (error) {
      [this.tools, this.resources, this.templates, this.prompts] = [saved.tools, saved.resources, saved.templates, saved.prompts];
      throw error;
    } finally {
      for (const listener of listeners) this.listeners.add(listener);
    }
    const kinds = new Set<MemberKind>();
    if (previous.tools.length + next.tools.length > 0) kinds.add('tool');
    if (previous.resources.length + next.resources.length > 0) kinds.add('resource');
    if (previous.resourceTemplates.length + next.resourceTemplates.length > 0) kinds.add('resource-template');
    if (previous.prompts.length + next.prompts.length > 0) kinds.add('prompt');
    this.changed(kinds);
  }

  /** Removes a tool by name; returns whether there was one. */
  removeTool(name: string): boolean {
    return this.remove('tool', () => this.tools, (list) => (this.tools = list), (t) => t.name === name);
  }

  /** Removes a resource by URI. */
  removeResource(uri: string): boolean {
    return this.remove('resource', () => this.resources, (list) => (this.resources = list), (r) => r.uri === uri);
  }

  /** Removes a resource template by its template string. */
  removeResourceTemplate(uriTemplate: string): boolean {
    return this.remove('resource-template', () => this.templates, (list) => (this.templates = list), (t) => t.uriTemplate === uriTemplate);
  }

  /** Removes a prompt by name. */
  removePrompt(name: string): boolean {
    return this.remove('prompt', () => this.prompts, (list) => (this.prompts = list), (p) => p.name === name);
  }

  /** Calls `listener` with the kinds of list that changed, after every change (`remote`: announced from another replica). */
  onChange(listener: (kinds: ReadonlySet<MemberKind>, remote: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Tells the listeners that lists changed elsewhere (another replica of this server) without changing this
   * catalogue: each replica's own code keeps its catalogue; the notification reaches this replica's clients.
   */
  announce(kinds: ReadonlySet<MemberKind>): void {
    if (kinds.size === 0) return;
    for (const listener of this.listeners) listener(kinds, true);
  }

  tool(name: string): ToolDescriptor | undefined {
    return this.toolsByName.get(name);
  }

  resource(uri: string): ResourceDescriptor | undefined {
    return this.resourcesByUri.get(uri);
  }

  prompt(name: string): PromptDescriptor | undefined {
    return this.promptsByName.get(name);
  }

  /**
   * The first template that matches the URI, with its variables. A URI that leaves a required variable empty
   * (`notes://users//notes`) matches no template: the handler never sees a missing required value.
   */
  matchTemplate(uri: string): TemplateMatch | undefined {
    if (this.lastMatch?.uri === uri) return this.lastMatch.found;
    let found: TemplateMatch | undefined;
    for (const template of this.templates) {
      const variables = template.match(uri);
      if (variables && template.params.every((p) => p.optional || (Object.hasOwn(variables, p.name) && variables[p.name] !== ''))) {
        found = { template, variables: Object.freeze(variables) };
        break;
      }
    }
    this.lastMatch = { uri, found };
    return found;
  }

  template(uriTemplate: string): ResourceTemplateDescriptor | undefined {
    return this.templates.find((t) => t.uriTemplate === uriTemplate);
  }

  /** The current model, as one snapshot. */
  snapshot(): ServerModel {
    return { tools: [...this.tools], resources: [...this.resources], resourceTemplates: [...this.templates], prompts: [...this.prompts] };
  }

  /**
   * A list encoded for one revision (and one view, when callers see different lists): computed on first use,
   * then served from cache until the catalogue changes.
   */
  list(adapter: RevisionAdapter, kind: MemberKind, view?: ListView): readonly WireObject[] {
    let caches = this.caches.get(adapter);
    if (!caches) this.caches.set(adapter, (caches = new Map()));
    const key = view === undefined ? kind : `${kind}\u0000${view.key}`;
    let encoded = caches.get(key);
    if (!encoded) {
      // Frozen and checked once as plain JSON, so the encoding boundary need not walk cached entries again.
      encoded = Object.freeze(this.encode(adapter, kind, view).map((entry) => verifyFrozenJson(freezeDeep(entry))));
      caches.set(key, encoded);
    }
    return encoded;
  }

  private encode(adapter: RevisionAdapter, kind: MemberKind, view: ListView | undefined): WireObject[] {
    const shown = <T extends ListedMember>(items: readonly T[]): readonly T[] => (view ? items.filter((m) => view.visible(m)) : items);
    const wire = adapter.wire;
    switch (kind) {
      case 'tool':
        return shown(this.tools).map((t) => wire.encodeTool(t));
      case 'resource':
        return shown(this.resources).map((r) => wire.encodeResource(r));
      case 'resource-template':
        return shown(this.templates).map((t) => wire.encodeResourceTemplate(t));
      case 'prompt':
        return shown(this.prompts).map((p) => wire.encodePrompt(p));
    }
  }

  private remove<T>(kind: MemberKind, get: () => T[], set: (list: T[]) => void, match: (item: T) => boolean): boolean {
    const list = get();
    const kept = list.filter((item) => !match(item));
    if (kept.length === list.length) return false;
    set(kept);
    this.changed(new Set([kind]));
    return true;
  }

  private changed(kinds: ReadonlySet<MemberKind>): void {
    if (kinds.size === 0) return;
    this.toolsByName = new Map(this.tools.map((t) => [t.name, t]));
    this.resourcesByUri = new Map(this.resources.map((r) => [r.uri, r]));
    this.promptsByName = new Map(this.prompts.map((p) => [p.name, p]));
    this.caches = new WeakMap();
    this.lastMatch = undefined;
    for (const listener of this.listeners) listener(kinds, false);
  }
}
