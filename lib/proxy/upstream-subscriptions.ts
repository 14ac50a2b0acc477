import type { Client, McpSubscription, SubscriptionFilter } from '@modelcontextprotocol/client';
import type { ServerModel } from '../model/server-model.js';
import { escapeLogText } from '../vocabulary/log-text.js';
import type { Upstream } from './upstream-client.js';

/** The most resource URIs one listen stream to a 2026-07-28 upstream names; the rest get no updates (a warning says so once). @example uris.slice(0, LISTEN_URIS_MAX) */
export const LISTEN_URIS_MAX = 1000;
/** The first wait before a listen stream the upstream dropped is opened again, in ms; it doubles up to LISTEN_RETRY_MAX_MS. @example LISTEN_RETRY_FIRST_MS * 2 ** attempts */
export const LISTEN_RETRY_FIRST_MS = 500;
/** The longest wait between two attempts to open a dropped listen stream again, in ms. @example Math.min(LISTEN_RETRY_MAX_MS, wait) */
export const LISTEN_RETRY_MAX_MS = 30_000;

/** How a proxy follows its upstream's resource updates and list changes (made by followUpstream, used in lib/proxy/proxy.ts). */
export interface UpstreamSubscriptions {
  /** Follows updates of the resources this model serves (and only those), after each read of the upstream's lists. */
  follow(model: ServerModel): void;
  /** Stops following: closes the proxy's own listen stream, stops every re-open; call it before closing the upstream. */
  close(): Promise<void>;
}

interface Hooks {
  readonly warn: (text: string) => void;
  /** Reads the upstream's lists again (after a stream was down, a change may have been missed). */
  readonly refresh: () => void;
}

const errorText = (error: unknown): string => escapeLogText(error instanceof Error ? error.message : String(error));

/**
 * One listen stream kept open on a 2026-07-28 upstream: opened for the wanted filter (a new filter opens a new
 * stream, then closes the old one, so no update falls between), and, when the upstream drops it ('remote'), opened
 * again after a wait that doubles from LISTEN_RETRY_FIRST_MS to LISTEN_RETRY_MAX_MS, with one refresh of the lists once
 * it is back. A stream the upstream ends gracefully, or the proxy closes, is not re-opened.
 */
class KeptListen {
  private current: McpSubscription | undefined;
  private openedKey = '';
  private wanted: SubscriptionFilter | undefined;
  private work: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private openedAt = 0;
  private down = false;
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly what: string,
    private readonly name: string,
    private readonly hooks: Hooks,
    private readonly opened: (subscription: McpSubscription) => void = () => undefined,
  ) {}

  /** Takes a stream the client opened itself (the auto-opened list_changed one) into care. */
  adopt(subscription: McpSubscription): void {
    this.wanted = subscription.honoredFilter;
    this.current = subscription;
    this.openedKey = JSON.stringify(subscription.honoredFilter);
    this.openedAt = Date.now();
    this.watch(subscription);
  }

  /** Sets the filter the stream should have (undefined: no stream) and brings the stream to it. */
  want(filter: SubscriptionFilter | undefined): void {
    this.wanted = filter;
    this.queue();
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const open = this.current;
    this.current = undefined;
    await open?.close().catch(() => undefined);
  }

  private queue(): void {
    this.work = this.work.then(() => this.sync());
  }

  private async sync(): Promise<void> {
    if (this.stopped) return;
    const key = this.wanted ? JSON.stringify(this.wanted) : '';
    if (this.current && key === this.openedKey) return;
    const old = this.current;
    if (!this.wanted) {
      this.current = undefined;
      this.openedKey = '';
      await old?.close().catch(() => undefined);
      return;
    }
    let next: McpSubscription;
    try {
      next = await this.client.listen(this.wanted);
    } catch (error) {
      if (this.stopped) return;
      if (!this.down) this.hooks.warn(`proxy: opening the ${this.what} listen stream on the upstream ${this.name} failed (${errorText(error)}); trying again`);
      this.down = true;
      this.retry();
      return;
    }
    if (this.stopped) return void (await next.close().catch(() => undefined));
    this.current = next;
    this.openedKey = key;
    this.watch(next);
    this.opened(next);
    this.openedAt = Date.now();
    if (this.down) {
      this.down = false;
      this.hooks.warn(`proxy: the ${this.what} listen stream on the upstream ${this.name} is open again; reading its lists again`);
      this.hooks.refresh();
    }
    await old?.close().catch(() => undefined);
  }

  private watch(subscription: McpSubscription): void {
    void subscription.closed.then((cause) => {
      if (this.stopped || subscription !== this.current) return;
      this.current = undefined;
      this.openedKey = '';
      if (cause !== 'remote') return;
      // The wait starts over only after a stream that stayed open a while: an upstream that accepts each stream and
      // drops it at once meets the growing wait (and so causes one re-read of the lists per wait), not 0.5 s forever.
      if (Date.now() - this.openedAt >= LISTEN_RETRY_MAX_MS) this.attempts = 0;
      this.down = true;
      this.hooks.warn(`proxy: the upstream ${this.name} dropped the ${this.what} listen stream; opening it again`);
      this.retry();
    });
  }

  private retry(): void {
    if (this.stopped || this.timer) return;
    const wait = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** Math.min(this.attempts, 16));
    this.attempts++;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.queue();
    }, wait);
    this.timer.unref?.();
  }
}

/** The URIs a listen filter names for a model: its resources, each once, at most LISTEN_URIS_MAX. */
function servedUris(model: ServerModel): string[] {
  return [...new Set(model.resources.map((resource) => resource.uri))];
}

/**
 * Follows the upstream's `notifications/resources/updated` for the resources a proxy serves, in the upstream's era: a
 * session-era upstream gets `resources/subscribe` for each served URI (and `resources/unsubscribe` for one a refresh
 * drops); a 2026-07-28 upstream one `subscriptions/listen` stream naming them (at most LISTEN_URIS_MAX), opened again
 * with the new set when a refresh changes it. Either way the updates arrive on the client's own
 * `notifications/resources/updated` handler. The client's auto-opened list_changed stream, and the proxy's own, are
 * opened again when the upstream drops them.
 * @example const subscriptions = followUpstream(upstream, { warn, refresh }); subscriptions.follow(model); (see lib/proxy/proxy.ts)
 */
export function followUpstream(upstream: Upstream, hooks: Hooks): UpstreamSubscriptions {
  const { client } = upstream;
  const name = escapeLogText(upstream.label);
  const canSubscribe = client.getServerCapabilities()?.resources?.subscribe === true;
  const modern = client.getProtocolEra() === 'modern';
  const lists = new KeptListen(client, 'list_changed', name, hooks);
  if (modern && client.autoOpenedSubscription) lists.adopt(client.autoOpenedSubscription);
  let cappedSaid = false;
  let unhonouredSaid = false;
  const updates = new KeptListen(client, 'resource updates', name, hooks, (subscription) => {
    if (unhonouredSaid || (subscription.honoredFilter.resourceSubscriptions?.length ?? 0) > 0) return;
    unhonouredSaid = true;
    hooks.warn(`proxy: the upstream ${name} honours no resource subscription on its listen stream; its resources/updated do not reach the clients`);
  });
  const subscribed = new Set<string>();
  const legacy = (uris: readonly string[]): void => {
    const served = new Set(uris);
    for (const uri of [...subscribed]) {
      if (served.has(uri)) continue;
      subscribed.delete(uri);
      client.unsubscribeResource({ uri }).catch((error: unknown) => hooks.warn(`proxy: unsubscribing from ${escapeLogText(JSON.stringify(uri))} on the upstream ${name} failed: ${errorText(error)}`));
    }
    for (const uri of uris) {
      if (subscribed.has(uri)) continue;
      subscribed.add(uri);
      client.subscribeResource({ uri }).catch((error: unknown) => hooks.warn(`proxy: subscribing to ${escapeLogText(JSON.stringify(uri))} on the upstream ${name} failed: ${errorText(error)}`));
    }
  };
  return {
    follow(model) {
      if (!canSubscribe) return;
      const uris = servedUris(model);
      if (!modern) return legacy(uris);
      if (uris.length > LISTEN_URIS_MAX && !cappedSaid) {
        cappedSaid = true;
        hooks.warn(`proxy: the upstream ${name} serves ${uris.length} resources; updates are followed for the first ${LISTEN_URIS_MAX} only`);
      }
      updates.want(uris.length > 0 ? { resourceSubscriptions: uris.slice(0, LISTEN_URIS_MAX) } : undefined);
    },
    async close() {
      await Promise.all([lists.close(), updates.close()]);
    },
  };
}
