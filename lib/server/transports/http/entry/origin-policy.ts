const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Who may reach the endpoint: the `Host` names it answers to and the browser origins it accepts. */
export interface OriginPolicyOptions {
  /** Host names (no port) accepted in `Host`; default loopback names plus the bound host. */
  readonly allowedHosts?: readonly string[];
  /** Extra origins accepted in `Origin` (e.g. `https://app.example.com`); loopback origins are always accepted. */
  readonly allowedOrigins?: readonly string[];
}

function hostnameOf(hostHeader: string): string {
  const trimmed = hostHeader.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  const colon = trimmed.lastIndexOf(':');
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

/** DNS-rebinding protection: checks `Host` always and `Origin` when a browser sends one. */
export class OriginPolicy {
  private readonly hosts: ReadonlySet<string>;
  private readonly origins: ReadonlySet<string>;

  constructor(boundHost: string, options: OriginPolicyOptions = {}) {
    const bound = boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost;
    const wildcard = bound === '0.0.0.0' || bound === '[::]';
    this.hosts = new Set([...LOOPBACK, ...(wildcard ? [] : [bound.toLowerCase()]), ...(options.allowedHosts ?? []).map((h) => h.toLowerCase())]);
    this.origins = new Set((options.allowedOrigins ?? []).map((o) => o.toLowerCase().replace(/\/$/, '')));
  }

  /** Undefined when allowed, else the reason for a 403. */
  check(host: string | null, origin: string | null): string | undefined {
    if (!host || !this.hosts.has(hostnameOf(host))) return `Host ${JSON.stringify(host ?? '')} is not allowed`;
    if (origin === null || origin === '') return undefined;
    if (this.origins.has(origin.toLowerCase())) return undefined;
    try {
      const url = new URL(origin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.includes(url.hostname.toLowerCase())) return undefined;
    } catch {
      // an Origin that is not a URL is not allowed
    }
    return `Origin ${JSON.stringify(origin)} is not allowed`;
  }
}
