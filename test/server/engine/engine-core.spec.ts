import { expect } from 'chai';
import { Tool, type ListFilter, type McpMiddleware } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/server/contracts/diagnostics.js';
import { adapterFor } from '../../../lib/revisions/adapter-for.js';
import { scan } from '../../../lib/scanner/scan.js';
import { Catalogue } from '../../../lib/server/catalogue/catalogue.js';
import { buildEngineCore, type CoreParts } from '../../../lib/server/engine/engine-core.js';
import { ResourceUpdates } from '../../../lib/server/engine/resource-updates.js';
import { accessOf, settingsOf } from '../../../lib/server/engine/server-settings.js';
import type { ServerOptions } from '../../../lib/server/engine/server-options.js';
import { SESSION_METHODS, STATELESS_METHODS } from '../../../lib/server/methods/method-table.js';
import { compileExtensions } from '../../../lib/server/engine/extension-runtime.js';

class Listed {
  @Tool() open(): string {
    return 'open';
  }
  @Tool() secret(): string {
    return 'secret';
  }
}

function partsOf(extra: Partial<ServerOptions> = {}): CoreParts {
  const options: ServerOptions = { name: 'core', version: '1.0.0', classes: [Listed], diagnostics: silentDiagnostics, ...extra };
  const catalogue = new Catalogue();
  catalogue.add(scan([Listed]));
  return { options, settings: settingsOf(options), catalogue, compiled: compileExtensions([], { session: SESSION_METHODS, stateless: STATELESS_METHODS }, undefined), access: accessOf(options), updates: new ResourceUpdates() };
}

describe('server/engine/engine-core', () => {
  it('holds the identity, settings and registry of the options, and every list feature', () => {
    const core = buildEngineCore(partsOf({ title: 'Core', revisions: ['2025-06-18'], instructions: 'Be brief.' }));
    expect(core.identity).to.deep.equal({ name: 'core', version: '1.0.0', title: 'Core' });
    expect(core.registry.supported).to.deep.equal(['2025-06-18']);
    expect(core.instructions).to.equal('Be brief.');
    expect(core.settings.pageSize).to.equal(100);
    expect(core.features()).to.deep.equal({ tools: true, resources: true, prompts: true, completions: true, logging: true });
  });

  it('observes requests unless tracing is off and no request log is asked for', () => {
    expect(buildEngineCore(partsOf({ tracing: false })).observer).to.equal(undefined);
    expect(buildEngineCore(partsOf({ tracing: false, requestLog: { info: () => undefined, warn: () => undefined, error: () => undefined } })).observer).to.not.equal(undefined);
  });

  it("builds lists views from the server middleware's filters (no view without a filter)", () => {
    const hideSecret: ListFilter = { key: (caller) => caller.client.info?.name ?? '', visible: (member, key) => member.name !== 'secret' || key === 'admin' };
    const middleware: McpMiddleware = { filter: hideSecret };
    const caller = (name: string) => ({ client: { capabilities: {}, info: { name, version: '1' } }, revision: '2025-06-18' });
    const plain = buildEngineCore(partsOf());
    expect(plain.listView(caller('anyone'))).to.equal(undefined);
    const core = buildEngineCore(partsOf({ middleware: [middleware] }));
    const names = (who: string) => core.catalogue.list(adapterFor('2025-06-18'), 'tool', core.listView(caller(who))).map((t) => t.name);
    expect(names('anyone')).to.deep.equal(['open']);
    expect(names('admin')).to.deep.equal(['open', 'secret']);
  });

  it('hands resource updates announced on its parts to onResourceUpdated listeners', () => {
    const parts = partsOf();
    const core = buildEngineCore(parts);
    const heard: string[] = [];
    const stop = core.onResourceUpdated((uri) => void heard.push(uri));
    parts.updates.announce('memo://1');
    stop();
    parts.updates.announce('memo://2');
    expect(heard).to.deep.equal(['memo://1']);
  });

  it('gives every member one cached chain, with the server links first', () => {
    const core = buildEngineCore(partsOf({ middleware: [async (_i, next) => next()] }));
    const tool = core.catalogue.tool('open')!;
    expect(core.chainFor(tool)).to.have.length(1);
    expect(core.chainFor(tool)).to.equal(core.chainFor(tool));
  });
});
