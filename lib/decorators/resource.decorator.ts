import { getMetadataStore } from '../metadata/metadata-store.js';
import type { ResourceOptions, ResourceRecordOptions } from '../metadata/member-options.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { checkName, ownerOf, snakeCase } from './member-key.js';

export type { ResourceOptions } from '../metadata/member-options.js';

/** Checks the annotation values that can be checked without the rest of the class. */
export function checkResourceOptions(target: object, key: string, decorator: string, options: ResourceOptions): void {
  const priority = options.annotations?.priority;
  if (priority !== undefined && !(priority >= 0 && priority <= 1)) {
    throw new InvalidDecoratorOptionError(target, key, `@${decorator} annotations.priority is ${priority}`, 'Use a number from 0 (least important) to 1 (most important).');
  }
  if (options.size !== undefined && !(Number.isInteger(options.size) && options.size >= 0)) {
    throw new InvalidDecoratorOptionError(target, key, `@${decorator} size is ${options.size}`, 'Give the size in bytes as a non-negative integer, or leave it out.');
  }
}

/**
 * Exposes an instance method as a readable MCP resource at a fixed URI; the method returns its contents.
 * @example `@Resource('config://app', { mimeType: 'application/json' }) config() { return JSON.stringify(this.settings); }`
 */
export function Resource(uri: string, options: ResourceOptions = {}): MethodDecorator {
  return (target, propertyKey) => {
    const { owner, key } = ownerOf(target, propertyKey, 'Resource');
    if (typeof uri !== 'string' || !/^[A-Za-z][A-Za-z0-9+.-]*:\S*$/.test(uri)) {
      throw new InvalidDecoratorOptionError(target, key, `@Resource URI ${JSON.stringify(uri)} is not an absolute URI`, "Give a URI with a scheme, e.g. @Resource('docs://readme').");
    }
    checkResourceOptions(target, key, 'Resource', options);
    if (options.name !== undefined) checkName(target, key, 'Resource', 'name', options.name);
    const record: ResourceRecordOptions = { ...options, uri, name: options.name ?? snakeCase(key) };
    getMetadataStore().collectMember(owner, { kind: 'resource', key, options: record });
  };
}
