import type { ChainLink } from '../model/middleware.js';
import type { ParamDescriptor } from '../model/param-descriptor.js';
import type { HeaderParam, ToolDescriptor } from '../model/tool-descriptor.js';
import { argumentLimitsProblem, rateLimitProblem } from '../model/policy-declaration.js';
import { InvalidServerOptionError } from '../errors/invalid-server-option.error.js';
import type { JsonObject } from '../vocabulary/json-value.js';
import type { ProxiedMemberPolicy } from './proxy-options.js';
import { metaOf } from './upstream-answers.js';
import { isObject, type Loose } from './loose.js';

// What a proxied member is made of beside its handler: the declared policy's chain, the upstream's descriptive fields,
// the argument binder, the header mapping of a tool's schema, a prompt's or template's string arguments.

/** Per-member declarations by name (`tools`, `prompts` or `resources` of the proxy's options). */
export type PolicyMap = { readonly [name: string]: ProxiedMemberPolicy };

/** The declaration of one member, looked up as an own property only (a name from the upstream is never a prototype key). */
export const own = (map: PolicyMap | undefined, key: string): ProxiedMemberPolicy | undefined => (map && Object.hasOwn(map, key) ? map[key] : undefined);

/** The chain links a proxied member's declared policy stands for, in the order the decorators would record them. */
export function chainOf(policy: ProxiedMemberPolicy | undefined, site: string): readonly ChainLink[] | undefined {
  if (!policy) return undefined;
  const links: ChainLink[] = [];
  if (policy.public === true) links.push({ kind: 'policy', entry: { policy: 'public' } });
  if (policy.scopes && policy.scopes.length > 0) links.push({ kind: 'policy', entry: { policy: 'scopes', scopes: [...policy.scopes], match: 'all' } });
  if (policy.roles && policy.roles.length > 0) links.push({ kind: 'policy', entry: { policy: 'roles', roles: [...policy.roles], match: 'all' } });
  if (policy.rateLimit) {
    const problem = rateLimitProblem(policy.rateLimit);
    if (problem) throw new InvalidServerOptionError(`proxy ${site} rateLimit`, problem, 'Give points and duration as positive numbers.');
    links.push({ kind: 'policy', entry: { policy: 'rate-limit', limit: policy.rateLimit, site } });
  }
  if (policy.argumentLimits) {
    const problem = argumentLimitsProblem(policy.argumentLimits);
    if (problem) throw new InvalidServerOptionError(`proxy ${site} argumentLimits`, problem, 'Give maxBytes and maxElements as positive integers.');
    links.push({ kind: 'policy', entry: { policy: 'argument-limits', limits: policy.argumentLimits } });
  }
  for (const entry of policy.guards ?? []) links.push({ kind: 'guard', entry });
  for (const entry of policy.middleware ?? []) links.push({ kind: 'middleware', entry });
  return links;
}

/** What every proxied member carries: the upstream's title, description, icons and `_meta`, and its policy's chain. */
export function proxiedMember(item: Loose, member: string, policy: ProxiedMemberPolicy | undefined): Partial<Pick<ToolDescriptor, 'title' | 'description' | 'icons' | '_meta' | 'chain'>> {
  const chain = chainOf(policy, member);
  return {
    ...(typeof item.title === 'string' ? { title: item.title } : {}),
    ...(typeof item.description === 'string' ? { description: item.description } : {}),
    ...(Array.isArray(item.icons) ? { icons: item.icons as ToolDescriptor['icons'] } : {}),
    ...(metaOf(item._meta) ? { _meta: metaOf(item._meta)! } : {}),
    ...(chain ? { chain } : {}),
  };
}

/** The binder of a tool's or prompt's arguments: the upstream checks them, so any object goes as it is. */
export const passArguments = (raw: unknown) => ({ ok: true as const, args: [isObject(raw) ? raw : {}] });

/**
 * The upstream tool's input schema without `x-mcp-header`, and the arguments it maps into `Mcp-Param-*` headers (valid
 * header names, once each): the engine writes the mapping back on 2026-07-28 and checks the headers as a decorated
 * tool's `@Param({ header })`.
 */
export function headerMapping(schema: JsonObject): { readonly schema: JsonObject; readonly headers?: readonly HeaderParam[] } {
  const properties = schema.properties;
  if (!isObject(properties) || !Object.values(properties).some((p) => isObject(p) && Object.hasOwn(p, 'x-mcp-header'))) return { schema };
  const headers: HeaderParam[] = [];
  const taken = new Set<string>();
  // Object.fromEntries keeps every key (a `__proto__` one too) an own property.
  const stripped = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      if (!isObject(property) || !Object.hasOwn(property, 'x-mcp-header')) return [name, property];
      const { 'x-mcp-header': header, ...rest } = property;
      if (typeof header === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(header) && !taken.has(header.toLowerCase())) {
        taken.add(header.toLowerCase());
        headers.push({ name, header });
      }
      return [name, rest];
    }),
  );
  return { schema: { ...schema, properties: stripped as JsonObject }, ...(headers.length > 0 ? { headers } : {}) };
}

/** A string argument of a prompt or template (what every proxied one is), with its description and completer. */
export function stringParam(name: string, index: number, member: string, optional: boolean, description: unknown, complete?: ParamDescriptor['complete']): ParamDescriptor {
  return { name, index, member, type: { kind: 'string' }, constraints: {}, optional, nullable: false, ...(typeof description === 'string' ? { description } : {}), ...(complete ? { complete } : {}) };
}
