import { expect } from 'chai';
import { Tool, createServer, tasks, type DecoratedMcpServer } from '../../lib/index.js';
import type { ResourceDescriptor } from '../../lib/model/resource-descriptor.js';
import { Catalogue } from '../../lib/server/catalogue/catalogue.js';
import type { ServerInternals } from '../../lib/server/engine/server-internals.js';
import { Mount } from '../../lib/server/engine/mount/mount.js';
import { InvalidMountError } from '../../lib/errors/invalid-mount.error.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { thrown } from '../support/thrown.js';
import { pinError } from '../support/pin-error.js';

class Billing {
  @Tool() charge(): string { return 'charged'; }
}
class Long {
  @Tool({ name: 'x'.repeat(120) }) long(): string { return 'long'; }
}

const billing = (): DecoratedMcpServer => createServer({ name: 'billing', version: '1.0.0', classes: [Billing], diagnostics: silentDiagnostics });
const shop = (mounts: readonly { prefix: string; server: DecoratedMcpServer }[]) => createServer({ name: 'shop', version: '1', classes: [], diagnostics: silentDiagnostics, mounts });

// The code and exact text of the error of lib/errors/invalid-mount.error.ts, as its callers raise it.
describe('errors/invalid-mount.error', () => {
  it('InvalidMountError [MCPD_MOUNT_INVALID]: a prefix off the rule', () => {
    const e = thrown(() => shop([{ prefix: 'bill_ing', server: billing() }]));
    expect(e).to.be.instanceOf(InvalidMountError);
    pinError(e, 'MCPD_MOUNT_INVALID', 'mounts[0].prefix is "bill_ing", not a mount prefix. Use 1–32 letters, digits and hyphens, starting with a letter or digit (no "_": it joins the prefix to tool and prompt names), e.g. prefix: \'billing\'.');
    for (const prefix of ['', '-a', 'a/b', 'a'.repeat(33)]) expect(thrown(() => shop([{ prefix, server: billing() }])).code).to.equal('MCPD_MOUNT_INVALID');
  });

  it('InvalidMountError [MCPD_MOUNT_INVALID]: something that is not a server', () => {
    pinError(thrown(() => shop([{ prefix: 'billing', server: {} as DecoratedMcpServer }])), 'MCPD_MOUNT_INVALID', 'mounts[0].server is not a server made by createServer. Pass what createServer(...) returned, built with the same mcp-decorators package as the server that mounts it.');
  });

  it('InvalidMountError [MCPD_MOUNT_INVALID]: a server with extensions', () => {
    const withTasks = createServer({ name: 'jobs', version: '1', classes: [Billing], extensions: [tasks()], diagnostics: silentDiagnostics });
    pinError(thrown(() => shop([{ prefix: 'jobs', server: withTasks }])), 'MCPD_MOUNT_INVALID', 'mounts[0].server ("jobs") serves extensions (io.modelcontextprotocol/tasks), which mounting does not carry. Give extensions and the bus to the server that mounts it, and mount a server without them.');
  });

  it('InvalidMountError [MCPD_MOUNT_INVALID]: a URI without a literal scheme (a descriptor no decorator made), a tool name over 128 characters', () => {
    // Decorators refuse URIs without a scheme; a model built by hand (an extension, a proxy) may hold one.
    const catalogue = new Catalogue();
    const odd = { kind: 'resource', name: 'odd', uri: 'odd-path', member: 'Hand.odd', arity: 0, bind: () => ({ ok: true, args: [] }), invoke: () => '' } as unknown as ResourceDescriptor;
    catalogue.add({ tools: [], resources: [odd], resourceTemplates: [], prompts: [] });
    const mount = new Mount('any', 'mounts[0]', { core: { catalogue } } as unknown as ServerInternals, { name: 'hand' });
    pinError(thrown(() => mount.model()), 'MCPD_MOUNT_INVALID', 'Hand.odd (mounted at "any") serves "odd-path", which does not begin with a scheme (`notes://`, `urn:`), so it cannot take the mount\'s prefix. Begin the URI or template with a literal scheme.');
    const long = createServer({ name: 'long', version: '1', classes: [Long], diagnostics: silentDiagnostics });
    pinError(thrown(() => shop([{ prefix: 'longer-prefix', server: long }])), 'MCPD_MOUNT_INVALID', `Long.long (mounted at "longer-prefix") would be tool "longer-prefix_${'x'.repeat(120)}", 134 characters; tool names have at most 128. Mount the server under a shorter prefix, or give the tool a shorter name.`);
  });
});
