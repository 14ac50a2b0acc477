import { getMetadataStore } from '../metadata/metadata-store.js';
import type { ToolOptions, ToolRecordOptions } from '../metadata/member-options.js';
import { InvalidToolNameError } from '../errors/invalid-tool-name.error.js';
import { ownerOf, snakeCase } from './member-key.js';

export type { ToolOptions } from '../metadata/member-options.js';

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/** True when `name` is a valid MCP tool name (1–128 characters of `A-Za-z0-9_.-`). */
export function isValidToolName(name: unknown): name is string {
  return typeof name === 'string' && TOOL_NAME.test(name);
}

/**
 * Exposes an instance method as an MCP tool; its parameters are declared with `@Param`, `@Args` or `@Ctx`.
 * @example samples/acme-tools/acme-tools.ts (`@Tool({ annotations: { readOnlyHint: true } }) calculate(@Param('expression') e: string)`)
 */
export function Tool(options: ToolOptions = {}): MethodDecorator {
  return (target, propertyKey) => {
    const { owner, key } = ownerOf(target, propertyKey, 'Tool');
    const name = options.name ?? snakeCase(key);
    if (!isValidToolName(name)) throw new InvalidToolNameError(target, key, String(name));
    getMetadataStore().collectMember(owner, { kind: 'tool', key, options: { ...options, name } satisfies ToolRecordOptions });
  };
}
