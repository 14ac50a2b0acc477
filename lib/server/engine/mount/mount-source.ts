import type { ArgumentLimitsOptions, RateLimitOptions } from '../../../model/policy-declaration.js';

/** What a server keeps so that another can mount it: its server-wide declarations, and why it cannot be mounted, if it cannot. */
export interface MountSource {
  readonly name: string;
  /** `auth.scopes`: what its members need unless they declare otherwise. */
  readonly scopes?: readonly string[];
  readonly rateLimit?: RateLimitOptions;
  readonly argumentLimits?: ArgumentLimitsOptions;
  /** Set when the server cannot be mounted: what it has that mounting does not carry. */
  readonly refusal?: string;
}

/** The createServer options a mount source is read from (a part of ServerOptions). */
export interface MountedServerOptions {
  readonly name: string;
  readonly auth?: { readonly scopes?: readonly string[] };
  readonly rateLimit?: RateLimitOptions;
  readonly argumentLimits?: ArgumentLimitsOptions;
  readonly extensions?: readonly { readonly id: string }[];
  readonly bus?: object;
}

/** The mount source of a server built from `options`. */
export function mountSourceOf(options: MountedServerOptions): MountSource {
  const extensions = (options.extensions ?? []).map((e) => e.id);
  const refusal = extensions.length > 0 ? `serves extensions (${extensions.join(', ')})` : options.bus ? 'has a notification bus of its own' : undefined;
  const scopes = options.auth?.scopes;
  return {
    name: options.name,
    ...(scopes && scopes.length > 0 ? { scopes } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.argumentLimits ? { argumentLimits: options.argumentLimits } : {}),
    ...(refusal ? { refusal } : {}),
  };
}
