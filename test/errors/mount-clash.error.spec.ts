import { expect } from 'chai';
import { Resource, Tool, createServer } from '../../lib/index.js';
import { MountClashError } from '../../lib/errors/mount-clash.error.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { thrown } from '../support/thrown.js';
import { pinError } from '../support/pin-error.js';

class Billing {
  @Tool() charge(): string { return 'charged'; }
  @Resource('config://settings') settings(): string { return 'currency=EUR'; }
}
class Invoices {
  @Tool() charge(): string { return 'invoiced'; }
}
class Shop {
  @Tool({ name: 'billing_charge' }) charge(): string { return 'shop'; }
}
class ShopConfig {
  @Resource('config://billing/settings') settings(): string { return 'shop'; }
}
class Late {
  @Tool() later(): string { return 'later'; }
}
class ShopLater {
  @Tool({ name: 'billing_later' }) later(): string { return 'shop'; }
}

const server = (name: string, classes: object[]) => createServer({ name, version: '1.0.0', classes, diagnostics: silentDiagnostics });

// The code and exact text of the error of lib/errors/mount-clash.error.ts, as its callers raise it.
describe('errors/mount-clash.error', () => {
  it('MountClashError [MCPD_MOUNT_CLASH]: two mounts with one prefix (compared ignoring case)', () => {
    const e = thrown(() => createServer({ name: 'shop', version: '1', classes: [], mounts: [{ prefix: 'billing', server: server('billing', [Billing]) }, { prefix: 'Billing', server: server('invoices', [Invoices]) }] }));
    expect(e).to.be.instanceOf(MountClashError);
    pinError(e, 'MCPD_MOUNT_CLASH', 'mount prefix "Billing" is served twice: by mounts[0] ("billing") and by mounts[1] ("Billing"). Give each mount its own prefix (prefixes are compared ignoring case, as URI hosts are).');
    expect((e as MountClashError).owners).to.deep.equal(['mounts[0] ("billing")', 'mounts[1] ("Billing")']);
  });

  it('MountClashError [MCPD_MOUNT_CLASH]: a mounted name or URI the server serves itself, naming both owners', () => {
    const tool = thrown(() => createServer({ name: 'shop', version: '1', classes: [Shop], mounts: [{ prefix: 'billing', server: server('billing', [Billing]) }] }));
    pinError(tool, 'MCPD_MOUNT_CLASH', 'tool name "billing_charge" is served twice: by Shop.charge and by Billing.charge (mounted at "billing"). Rename one (the decorator\'s \'name\' option), or mount the server under another prefix.');
    const uri = thrown(() => createServer({ name: 'shop', version: '1', classes: [ShopConfig], mounts: [{ prefix: 'billing', server: server('billing', [Billing]) }] }));
    pinError(uri, 'MCPD_MOUNT_CLASH', 'resource URI "config://billing/settings" is served twice: by ShopConfig.settings and by Billing.settings (mounted at "billing"). Change one URI, or mount the server under another prefix.');
  });

  it('MountClashError [MCPD_MOUNT_CLASH]: a mounted server\'s add() refused, before either server changed', () => {
    const billing = server('billing', [Billing]);
    const shop = createServer({ name: 'shop', version: '1', classes: [ShopLater], diagnostics: silentDiagnostics, mounts: [{ prefix: 'billing', server: billing }] });
    pinError(thrown(() => billing.add(Late)), 'MCPD_MOUNT_CLASH', 'tool name "billing_later" is served twice: by ShopLater.later and by Late.later (mounted at "billing"). Rename one (the decorator\'s \'name\' option), or mount the server under another prefix.');
    expect(billing.model.tools.map((t) => t.name)).to.deep.equal(['charge']);
    expect(shop.model.tools.map((t) => t.name)).to.deep.equal(['billing_later', 'billing_charge']);
  });
});
