import { getMetadataStore } from '../metadata/metadata-store.js';
import type { CompletionSource, FieldOptions } from '../metadata/records.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { checkName, ownerOf } from './member-key.js';
import { checkValueOptions } from './value-options.js';

/** Options of `@Param`: the argument's schema, plus completion and (for 2026-07-28 HTTP) header exposure. */
export interface ParamOptions extends FieldOptions {
  /**
   * Suggestions for `completion/complete` on prompt arguments and template variables: a fixed list, or a
   * function `(value, { arguments }) => string[]` called with `this` bound to the handler instance.
   * Enum parameters complete from their values without this option.
   */
  readonly complete?: CompletionSource;
  /** Also carry this argument in an HTTP header `Mcp-Param-<header>` (2026-07-28 `x-mcp-header`). */
  readonly header?: string;
}

/**
 * Binds one named argument of a tool, prompt or template to this parameter. The name is required because
 * TypeScript does not keep parameter names; the type comes from the design type or `type: () => …`.
 * @example `search(@Param('query', { description: 'Text to look for' }) query: string, @Param('limit', { type: () => Int, optional: true }) limit?: number)`
 */
export function Param(name: string, options: ParamOptions = {}): ParameterDecorator {
  return (target, propertyKey, index) => {
    const { owner, key } = ownerOf(target, propertyKey, 'Param');
    checkName(target, key, 'Param', 'name', name, index);
    checkValueOptions(target, key, 'Param', options, index, name);
    if (options.header !== undefined && !/^[A-Za-z0-9-]+$/.test(options.header)) {
      throw new InvalidDecoratorOptionError(target, key, `@Param header ${JSON.stringify(options.header)} is not a valid header name part`, 'Use letters, digits and "-" only, e.g. { header: "Region" }.', index, name);
    }
    getMetadataStore().collectParam(owner, { binding: 'param', key, index, name, options });
  };
}
