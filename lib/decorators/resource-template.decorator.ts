import { getMetadataStore } from '../metadata/metadata-store.js';
import { parseUriTemplate, type ParsedUriTemplate } from '../metadata/uri-template.js';
import { UriTemplateSyntaxError } from '../errors/uri-template-syntax.error.js';
import { InvalidUriTemplateError } from '../errors/invalid-uri-template.error.js';
import { checkResourceOptions } from './resource.decorator.js';
import type { ResourceTemplateOptions, ResourceTemplateRecordOptions } from '../metadata/member-options.js';
import { checkName, ownerOf, snakeCase } from './member-key.js';

export type { ResourceTemplateOptions } from '../metadata/member-options.js';

/**
 * Exposes an instance method as a family of resources described by an RFC 6570 URI template; every
 * `{variable}` binds to the `@Param` of the same name. For a URI that fits the template but names nothing, throw
 * `ResourceNotFoundError(uri)`: the client gets the revision's "resource not found" (-32002, or -32602 on 2026-07-28).
 * @example `@ResourceTemplate('notes://{folder}/{id}') note(@Param('folder') folder: string, @Param('id') id: string) { … }`
 */
export function ResourceTemplate(uriTemplate: string, options: ResourceTemplateOptions = {}): MethodDecorator {
  return (target, propertyKey) => {
    const { owner, key } = ownerOf(target, propertyKey, 'ResourceTemplate');
    let parsed: ParsedUriTemplate;
    try {
      if (typeof uriTemplate !== 'string' || !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uriTemplate)) throw new UriTemplateSyntaxError('it does not start with a URI scheme');
      parsed = parseUriTemplate(uriTemplate);
    } catch (error) {
      if (error instanceof UriTemplateSyntaxError) throw new InvalidUriTemplateError(target, key, String(uriTemplate), error.message);
      throw error;
    }
    checkResourceOptions(target, key, 'ResourceTemplate', options);
    if (options.name !== undefined) checkName(target, key, 'ResourceTemplate', 'name', options.name);
    const record: ResourceTemplateRecordOptions = { ...options, uriTemplate: parsed, name: options.name ?? snakeCase(key) };
    getMetadataStore().collectMember(owner, { kind: 'resource-template', key, options: record });
  };
}
