import { expect } from 'chai';
import { createServer, type Principal } from '../../../../../lib/index.js';
import { silentDiagnostics } from '../../../../../lib/observability/index.js';
import { internalsOf } from '../../../../../lib/server/engine/server-internals.js';
import { EntryAdmission, type AdmissionParts } from '../../../../../lib/server/transports/http/entry/admission.js';
import { BearerGate } from '../../../../../lib/server/transports/http/entry/bearer-gate.js';
import { OriginPolicy } from '../../../../../lib/server/transports/http/entry/origin-policy.js';
import { entryLimitOf } from '../../../../../lib/server/transports/http/entry/request-limit.js';
import { clientAddressResolver } from '../../../../../lib/server/transports/http/entry/trust-proxy.js';
import { webView, type RequestView } from '../../../../../lib/server/transports/http/wire/request-view.js';
import { ScopedNotes } from '../../../../fixtures/scoped-notes.js';

const ADA: Principal = { subject: 'ada', scopes: [], claims: {} };

function admission(parts: Partial<AdmissionParts> = {}, auth = false): EntryAdmission {
  const server = createServer({
    name: 'notes',
    version: '1.0.0',
    classes: [ScopedNotes],
    diagnostics: silentDiagnostics,
    ...(auth ? { auth: { issuer: 'http://as.test', audience: 'http://notes.test/mcp', verify: async (token: string) => (token === 'good' ? ADA : Promise.reject(new Error('no'))) } } : {}),
  });
  const { core, access } = internalsOf(server)!;
  const gate = access.auth ? new BearerGate(access.auth, access, core) : undefined;
  return new EntryAdmission({ path: '/mcp', policy: new OriginPolicy('127.0.0.1', {}), access, core, ...(gate ? { gate } : {}), ...parts });
}

function view(path = '/mcp', headers: Record<string, string> = {}, method = 'POST'): RequestView {
  return webView(new Request(`http://127.0.0.1${path}`, { method, headers }));
}

describe('server/transports/http/entry/admission', () => {
  it('lets a request to the endpoint from its own host go on', async () => {
    expect(await admission().admit(view())).to.equal(undefined);
  });

  it('answers another path 404, a foreign Origin 403', async () => {
    expect((await admission().admit(view('/other')))?.status).to.equal(404);
    expect((await admission().admit(view('/mcp', { origin: 'http://evil.test' })))?.status).to.equal(403);
  });

  it('checks the bearer token after the path, noting its principal on the view; serves the metadata first', async () => {
    const entry = admission({}, true);
    expect((await entry.admit(view('/other')))?.status).to.equal(404);
    expect((await entry.admit(view()))?.status).to.equal(401);
    const good = view('/mcp', { authorization: 'Bearer good' });
    expect(await entry.admit(good)).to.equal(undefined);
    expect(good.principal).to.equal(ADA);
    expect((await entry.admit(view('/.well-known/oauth-protected-resource/mcp', {}, 'GET')))?.status).to.equal(200);
  });

  it('limits whole requests (429 with Retry-After), counting by the client a trusted proxy names', async () => {
    const entry = admission({ requestLimit: entryLimitOf({ points: 1, duration: 60, key: 'ip' })!, clientAddress: clientAddressResolver(1)! });
    const from = (client: string): RequestView => Object.assign(view('/mcp', { 'x-forwarded-for': client }), { remoteAddress: '10.0.0.1' });
    const first = from('203.0.113.5');
    expect(await entry.admit(first)).to.equal(undefined);
    expect(first.remoteAddress).to.equal('203.0.113.5');
    const second = await entry.admit(from('203.0.113.5'));
    expect(second?.status).to.equal(429);
    expect(second && 'headers' in second && (second.headers as Record<string, string>)['retry-after']).to.match(/^\d+$/);
    expect(await entry.admit(from('203.0.113.6'))).to.equal(undefined);
  });
});
