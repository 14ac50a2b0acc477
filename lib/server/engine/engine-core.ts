import type { Constructor } from '../../vocabulary/constructor.js';
import type { ServerFeatures, ServerIdentity } from '../../revisions/wire-types.js';
import type { ServerAccess } from '../access/server-access.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { stderrDiagnostics } from '../contracts/diagnostics.js';
import type { ExtensionRuntime } from '../contracts/extension-runtime.js';
import type { EngineCore, MethodTables } from '../contracts/method-call.js';
import type { PreparedLink, ServerSettings } from '../contracts/server-core.js';
import type { MemberDescriptor } from '../../model/member-descriptor.js';
import { AdapterRegistry } from '../era/adapter-registry.js';
import { verifyFrozenJson } from '../protocol/plain-json.js';
import { createRequestObserver } from '../telemetry/request-observer.js';
import { plainToolsOf } from '../methods/direct-tool-call.js';
import { advertisedExtensions } from './extension-runtime.js';
import { ListViews } from './list-view.js';
import { MemberChains } from './member-chains.js';
import type { ResourceUpdates } from './resource-updates.js';
import type { ServerOptions } from './server-options.js';
import { identityOf, requestLoggerOf, sealerOf } from './server-settings.js';

/** What the engine core is built from: the options, and the parts createServer made of them first. */
export interface CoreParts {
  readonly options: ServerOptions;
  readonly settings: ServerSettings;
  readonly catalogue: Catalogue;
  /** The method tables with the extensions' methods, and the extensions' runtime. */
  readonly compiled: { readonly methods: MethodTables; readonly runtime: ExtensionRuntime };
  readonly access: ServerAccess;
  readonly updates: ResourceUpdates;
  /** The chain of a mounted member, from the server it was mounted from (absent without mounts). */
  readonly mounted?: (member: MemberDescriptor) => readonly PreparedLink[] | undefined;
}

/** The serverInfo stamp of 2026-07-28 results is shared by all of them: checked as plain JSON once, here. */
function verifyStamps(registry: AdapterRegistry, identity: ServerIdentity): void {
  for (const revision of registry.supported) {
    const policy = registry.exact(revision)?.policy;
    if (policy?.era === 'stateless') verifyFrozenJson(policy.resultMeta(identity));
  }
}

/** What every connection of one server shares, each part built before the core that holds it. */
export function buildEngineCore({ options, settings, catalogue, compiled, access, updates, mounted }: CoreParts): EngineCore {
  const identity = identityOf(options);
  const chains = new MemberChains(options, options.scan?.factory ?? ((target: Constructor) => new (target as new () => object)()), mounted);
  const views = new ListViews(catalogue, (member) => [...access.filtersFor(member), ...chains.filtersOf(member)]);
  const observer = createRequestObserver(options.tracing, requestLoggerOf(options));
  const registry = new AdapterRegistry(options.revisions);
  verifyStamps(registry, identity);
  // Every list is declared (with listChanged) even while empty: classes added at run time may fill it, and a
  // client only accepts list_changed for capabilities it was told about.
  const advertised = advertisedExtensions(options.extensions ?? []);
  const features = (): ServerFeatures => ({ tools: true, resources: true, prompts: true, completions: true, logging: true, ...(advertised ? { extensions: advertised } : {}) });
  const core: Omit<EngineCore, 'plainTool'> = {
    identity,
    instructions: options.instructions,
    catalogue,
    registry,
    settings,
    diagnostics: options.diagnostics ?? stderrDiagnostics,
    sealer: sealerOf(options),
    methods: compiled.methods,
    extensions: compiled.runtime,
    features,
    chainFor: (member) => chains.chainFor(member),
    listView: (caller) => views.viewFor(caller),
    admissionFor: (member) => access.admissionFor(member),
    ...(options.auth?.local ? { localPrincipal: options.auth.local } : {}),
    ...(observer ? { observer } : {}),
    onResourceUpdated: (listener) => updates.subscribe(listener),
  };
  return { ...core, plainTool: plainToolsOf(core) };
}
