import { getMetadataStore } from '../metadata/metadata-store.js';
import type { PromptOptions, PromptRecordOptions } from '../metadata/member-options.js';
import { checkName, ownerOf, snakeCase } from './member-key.js';

export type { PromptOptions } from '../metadata/member-options.js';

/**
 * Exposes an instance method as an MCP prompt; its arguments are `@Param`s of type string (or a string enum).
 * The method returns a string (one user message) or a list of messages.
 * @example `@Prompt({ description: 'Review code' }) review(@Param('code') code: string) { return \`Please review:\n\${code}\`; }`
 */
export function Prompt(options: PromptOptions = {}): MethodDecorator {
  return (target, propertyKey) => {
    const { owner, key } = ownerOf(target, propertyKey, 'Prompt');
    const name = options.name === undefined ? snakeCase(key) : checkName(target, key, 'Prompt', 'name', options.name);
    getMetadataStore().collectMember(owner, { kind: 'prompt', key, options: { ...options, name } satisfies PromptRecordOptions });
  };
}
