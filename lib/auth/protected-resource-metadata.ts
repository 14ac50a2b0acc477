import type { JsonObject } from '../vocabulary/json-value.js';

/** The well-known prefix of RFC 9728 protected-resource metadata. */
export const METADATA_PREFIX = '/.well-known/oauth-protected-resource';

/**
 * Where the metadata of a resource lives: the well-known prefix inserted before the resource URL's path
 * (`https://h/mcp` → `https://h/.well-known/oauth-protected-resource/mcp`, RFC 9728 §3.1).
 * @example metadataUrlOf(new URL('https://mcp.example.com/mcp')) // 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp'
 */
export function metadataUrlOf(resource: URL): string {
  const path = resource.pathname === '/' ? '' : resource.pathname.replace(/\/$/, '');
  return `${resource.origin}${METADATA_PREFIX}${path}`;
}

/** The paths the metadata is served at: the path-suffixed form and the root form. */
export function metadataPathsOf(resource: URL): readonly string[] {
  const suffixed = new URL(metadataUrlOf(resource)).pathname;
  return suffixed === METADATA_PREFIX ? [METADATA_PREFIX] : [suffixed, METADATA_PREFIX];
}

/** What the metadata document says. */
export interface ResourceMetadataFields {
  readonly resource: string;
  readonly authorizationServers: readonly string[];
  readonly scopesSupported: readonly string[];
  readonly resourceName?: string;
  readonly resourceDocumentation?: string;
}

/**
 * The RFC 9728 protected-resource metadata document: `resource`, `authorization_servers`, `scopes_supported`, and
 * `bearer_methods_supported: ["header"]` (tokens in a query string or a form body are refused).
 * @example protectedResourceMetadata({ resource: 'https://mcp.example.com/mcp', authorizationServers: ['https://auth.example.com'], scopesSupported: ['notes:read'] })
 */
export function protectedResourceMetadata(fields: ResourceMetadataFields): JsonObject {
  return {
    resource: fields.resource,
    authorization_servers: [...fields.authorizationServers],
    scopes_supported: [...fields.scopesSupported],
    bearer_methods_supported: ['header'],
    ...(fields.resourceName !== undefined ? { resource_name: fields.resourceName } : {}),
    ...(fields.resourceDocumentation !== undefined ? { resource_documentation: fields.resourceDocumentation } : {}),
  };
}
