import { expect } from 'chai';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import type { Client as ClientV2 } from '@modelcontextprotocol/client';
import { proxy, type ProxyServer } from '../../lib/proxy/index.js';
import { connectClient, type RevisionSession } from '../../lib/testing/index.js';
import { followUpstream, LISTEN_RETRY_FIRST_MS, LISTEN_URIS_MAX } from '../../lib/proxy/upstream-subscriptions.js';
import { startSdkV2Http, type V2HttpUpstream } from '../support/bridge/sdk-v2-upstream.js';
import { until } from '../support/until.js';

type Json = { [key: string]: unknown };

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
    await until('two open listen streams', () => upstream.openListens().length, (n) => n === 2);
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
    const open = () => upstream.openListens().map(listsOf).filter((uris) => uris !== undefined);
    await until('the new stream open and the old one closed', open, (named) => JSON.stringify(named) === '[["note://news"]]');
    expect(upstream.listens.filter((filter) => listsOf(filter) !== undefined).map(listsOf)).to.deep.equal([['note://readme', 'note://news'], ['note://news']]);
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
    await until('two open listen streams', () => upstream.openListens().length, (n) => n === 2);
    upstream.touch('note://news');
    await until('the news update through the re-opened stream', () => heard2025.length, (n) => n === 3);
    expect(heard2025.at(-1)).to.equal('note://news');
  });

  it("follows a list change announced on the re-opened list_changed stream", async () => {
    upstream.addTool('added_after');
    await until('the announced tool', async () => (await session.listTools()) as { tools: Json[] }, (r) => r.tools.some((t) => t.name === 'added_after'));
  });
});

type Cause = 'local' | 'graceful' | 'remote';

/** A listen stream of the fake client below: `end` settles `closed` as the upstream (or the proxy) would. */
interface FakeStream {
  readonly honoredFilter: Json;
  readonly closed: Promise<Cause>;
  end(cause: Cause): void;
  close(): Promise<void>;
}

function stream(filter: Json): FakeStream {
  let settle: (cause: Cause) => void = () => undefined;
  const closed = new Promise<Cause>((resolve) => (settle = resolve));
  return { honoredFilter: filter, closed, end: (cause) => settle(cause), close: async () => settle('local') };
}

/** A stand-in for the official client: what followUpstream reads of it, and a record of what it was asked. */
function fakeUpstream(era: 'modern' | 'legacy', refusals = 0) {
  const opened: FakeStream[] = [];
  const asked: string[] = [];
  const auto = era === 'modern' ? stream({ toolsListChanged: true }) : undefined;
  const client = {
    getServerCapabilities: () => ({ resources: { subscribe: true } }),
    getProtocolEra: () => era,
    autoOpenedSubscription: auto,
    listen: async (filter: Json) => {
      if (refusals-- > 0) throw new Error('refused \u001b[31mred');
      const opening = stream(filter);
      opened.push(opening);
      return opening;
    },
    subscribeResource: async ({ uri }: { uri: string }) => void asked.push(`subscribe ${uri}`),
    unsubscribeResource: async ({ uri }: { uri: string }) => void asked.push(`unsubscribe ${uri}`),
  };
  const upstream = { client, label: 'http://127.0.0.1:9/\u001b[2Jmcp', revision: era === 'modern' ? '2026-07-28' : '2025-11-25', within: (_c: unknown, work: () => unknown) => work(), close: async () => undefined };
  return { upstream: upstream as never, opened, asked, auto: auto! };
}

const modelOf = (...uris: string[]) => ({ resources: uris.map((uri) => ({ uri })) }) as never;

describe('proxy: followUpstream, against a stand-in client', () => {
  let warnings: string[];
  let refreshes: number;
  const hooks = () => ({ warn: (text: string) => void warnings.push(text), refresh: () => void refreshes++ });
  beforeEach(() => {
    warnings = [];
    refreshes = 0;
  });

  it('subscribes a session-era upstream to each served URI and unsubscribes one a refresh drops', async () => {
    const fake = fakeUpstream('legacy');
    const following = followUpstream(fake.upstream, hooks());
    following.follow(modelOf('a://1', 'a://2'));
    following.follow(modelOf('a://2', 'a://3'));
    await following.close();
    expect(fake.asked).to.deep.equal(['subscribe a://1', 'subscribe a://2', 'unsubscribe a://1', 'subscribe a://3']);
    expect(fake.opened).to.have.length(0);
  });

  it(`names at most ${LISTEN_URIS_MAX} URIs on a 2026-07-28 listen stream, saying so once; the same set opens no new stream, none closes it`, async () => {
    const fake = fakeUpstream('modern');
    const following = followUpstream(fake.upstream, hooks());
    const many = Array.from({ length: LISTEN_URIS_MAX + 5 }, (_, i) => `a://${i}`);
    following.follow(modelOf(...many));
    following.follow(modelOf(...many));
    await until('one stream', () => fake.opened.length, (n) => n === 1);
    expect((fake.opened[0]!.honoredFilter.resourceSubscriptions as string[]).length).to.equal(LISTEN_URIS_MAX);
    expect(warnings.filter((w) => w.includes(`serves ${LISTEN_URIS_MAX + 5} resources; updates are followed for the first ${LISTEN_URIS_MAX} only`))).to.have.length(1);
    following.follow(modelOf());
    expect(await fake.opened[0]!.closed).to.equal('local');
    expect(fake.opened).to.have.length(1);
    await following.close();
  });

  it("re-opens a stream the upstream dropped, not one it ended gracefully, and stops re-opening once closed", async () => {
    const fake = fakeUpstream('modern');
    const following = followUpstream(fake.upstream, hooks());
    following.follow(modelOf('a://1'));
    await until('the updates stream', () => fake.opened.length, (n) => n === 1);
    fake.opened[0]!.end('graceful');
    fake.auto.end('remote');
    await until('the list_changed stream re-opened', () => fake.opened.length, (n) => n === 2);
    expect(fake.opened[1]!.honoredFilter).to.deep.equal({ toolsListChanged: true });
    await until('the refresh after it', () => refreshes, (n) => n === 1);
    expect(warnings).to.have.length(2);
    for (const w of warnings) expect(w).to.include('http://127.0.0.1:9/\\u001b[2Jmcp').and.not.include('\u001b');
    // Dropped again, then closed before the wait is over: nothing opens; a second follower dropped at the same time shows the wait passed.
    fake.opened[1]!.end('remote');
    await until('the drop said', () => warnings.length, (n) => n === 3);
    await following.close();
    const other = fakeUpstream('modern');
    const witness = followUpstream(other.upstream, hooks());
    other.auto.end('remote');
    await until("the witness's re-open", () => other.opened.length, (n) => n === 1);
    expect(fake.opened).to.have.length(2);
    await witness.close();
  });

  it('waits longer each time the upstream drops a stream it has just accepted (the wait starts over only after a stream stayed open)', async () => {
    // The waits the follower asks for are recorded, and run at once, so the test does not wait them out.
    const waits: number[] = [];
    const real = globalThis.setTimeout;
    globalThis.setTimeout = ((fn: () => void, ms?: number) => {
      if (ms !== undefined && ms >= LISTEN_RETRY_FIRST_MS) waits.push(ms);
      return real(fn, 0);
    }) as typeof setTimeout;
    try {
      const fake = fakeUpstream('modern');
      const following = followUpstream(fake.upstream, hooks());
      for (let n = 1; n <= 4; n++) {
        (n === 1 ? fake.auto : fake.opened[n - 2]!).end('remote');
        await until(`re-open ${n}`, () => fake.opened.length, (k) => k === n);
      }
      await following.close();
    } finally {
      globalThis.setTimeout = real;
    }
    expect(waits).to.deep.equal([LISTEN_RETRY_FIRST_MS, 2 * LISTEN_RETRY_FIRST_MS, 4 * LISTEN_RETRY_FIRST_MS, 8 * LISTEN_RETRY_FIRST_MS]);
  });

  it('tries again, with one warning, when the upstream refuses to open a stream', async () => {
    const fake = fakeUpstream('modern', 2);
    const following = followUpstream(fake.upstream, hooks());
    following.follow(modelOf('a://1'));
    await until('the stream open at the third try', () => fake.opened.length, (n) => n === 1);
    expect(warnings.filter((w) => w.includes('failed (refused \\u001b[31mred); trying again'))).to.have.length(1);
    await until('the refresh once it is open', () => refreshes, (n) => n === 1);
    await following.close();
  });
});
