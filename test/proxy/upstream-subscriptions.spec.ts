import { expect } from 'chai';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import type { Client as ClientV2 } from '@modelcontextprotocol/client';
import { proxy, type ProxyServer } from '../../lib/proxy/index.js';
import { connectClient, type RevisionSession } from '../../lib/testing/index.js';
import { startSdkV2Http, type V2HttpUpstream } from '../support/bridge/sdk-v2-upstream.js';

type Json = { [key: string]: unknown };

/** Reads until `done` holds, bounded (no sleeps to pass: a poll with a deadline). */
async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// lib/proxy/upstream-subscriptions.ts: a 2026-07-28 upstream has no resources/subscribe; the proxy follows the
// resources it serves on one subscriptions/listen stream, and opens a dropped stream (its own or the client's
// list_changed one) again.
describe('proxy: following a 2026-07-28 upstream on subscriptions/listen streams', function () {
  this.timeout(30_000);
  let upstream: V2HttpUpstream;
  let server: ProxyServer;
  let modern: RevisionSession;
  let session: RevisionSession;
  const warnings: string[] = [];
  const heard2026: string[] = [];
  const heard2025: string[] = [];
  const listsOf = (filter: Json | undefined): unknown => filter?.resourceSubscriptions;

  before(async () => {
    upstream = await startSdkV2Http();
    server = await proxy({ url: upstream.url, diagnostics: { warn: (text) => void warnings.push(text), error: (text) => void warnings.push(text) } });
    modern = await connectClient({ client: 'v2', revision: '2026-07-28', transport: 'memory', server: () => server });
    (modern.raw as ClientV2).setNotificationHandler('notifications/resources/updated', (n) => void heard2026.push(n.params.uri));
    await (modern.raw as ClientV2).listen({ resourceSubscriptions: ['note://readme', 'note://news'] });
    session = await connectClient({ client: 'v1', revision: '2025-11-25', transport: 'memory', server: () => server });
    (session.raw as ClientV1).setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void heard2025.push(n.params.uri));
    await (session.raw as ClientV1).subscribeResource({ uri: 'note://readme' });
    await (session.raw as ClientV1).subscribeResource({ uri: 'note://news' });
  });

  after(async () => {
    await modern?.close();
    await session?.close();
    await server?.close();
    await upstream?.close();
  });

  it('opens one listen stream naming the resources it serves, beside the list_changed one', async () => {
    await until('two open listen streams', () => upstream.openListens(), (n) => n === 2);
    const named = upstream.listens.filter((filter) => listsOf(filter) !== undefined);
    expect(named.map(listsOf)).to.deep.equal([['note://readme', 'note://news']]);
    expect(upstream.listens.some((filter) => filter.toolsListChanged === true)).to.equal(true);
  });

  it("passes the upstream's resources/updated to a 2026-07-28 client listening on the bridge and a 2025-11-25 client subscribed there", async () => {
    upstream.touch('note://readme');
    await until('the update at both clients', () => [...heard2026, ...heard2025], (heard) => heard.length === 2);
    expect(heard2026).to.deep.equal(['note://readme']);
    expect(heard2025).to.deep.equal(['note://readme']);
  });

  it('opens a new stream without a URI a refresh no longer serves, then closes the old one', async () => {
    upstream.hide('note://readme', false);
    await server.refresh();
    await until('a stream naming the URIs still served', () => upstream.listens.filter((filter) => listsOf(filter) !== undefined).map(listsOf), (named) => named.length === 2);
    expect(upstream.listens.filter((filter) => listsOf(filter) !== undefined).map(listsOf)).to.deep.equal([['note://readme', 'note://news'], ['note://news']]);
    await until('the old stream closed', () => upstream.openListens(), (n) => n === 2);
    // The upstream sends in order on the one stream: once news arrives, a readme update would have arrived before it.
    upstream.touch('note://readme');
    upstream.touch('note://news');
    await until('the news update at both clients', () => [...heard2026, ...heard2025], (heard) => heard.length === 4);
    expect(heard2026).to.deep.equal(['note://readme', 'note://news']);
    expect(heard2025).to.deep.equal(['note://readme', 'note://news']);
  });

  it('opens both streams again when the upstream drops them, and reads the lists once more (a change may have been missed)', async () => {
    const listenRequests = upstream.listens.length;
    upstream.addTool('added_while_down', false);
    upstream.dropListens();
    await until('a warning for each re-opened stream', () => warnings.filter((w) => w.includes('open again')), (said) => said.length === 2);
    const label = new URL(upstream.url);
    expect(warnings.filter((w) => w.includes('dropped the'))).to.have.length(2);
    for (const w of warnings) expect(w).to.include(`${label.origin}${label.pathname}`);
    expect(warnings.some((w) => w.includes('dropped the resource updates listen stream'))).to.equal(true);
    expect(warnings.some((w) => w.includes('dropped the list_changed listen stream'))).to.equal(true);
    expect(upstream.listens.slice(listenRequests).map(listsOf).filter((uris) => uris !== undefined)).to.deep.equal([['note://news']]);
    // The tool was added without an announcement: only the refresh after the re-open can have read it.
    const { tools } = await until('the tool added while the streams were down', async () => (await session.listTools()) as { tools: Json[] }, (r) => r.tools.some((t) => t.name === 'added_while_down'));
    expect(tools.map((t) => t.name)).to.include('add');
    await until('two open listen streams', () => upstream.openListens(), (n) => n === 2);
    upstream.touch('note://news');
    await until('the news update through the re-opened stream', () => heard2025.length, (n) => n === 3);
    expect(heard2025.at(-1)).to.equal('note://news');
  });

  it("follows a list change announced on the re-opened list_changed stream", async () => {
    upstream.addTool('added_after');
    await until('the announced tool', async () => (await session.listTools()) as { tools: Json[] }, (r) => r.tools.some((t) => t.name === 'added_after'));
  });
});
