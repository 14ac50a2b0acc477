import { getMetadataStore } from '../metadata/metadata-store.js';
import { ownerOf } from './member-key.js';

/**
 * Injects the handler context (cancellation signal, progress, logging, client info, negotiated revision).
 * @example `@Tool() async slow(@Param('n') n: number, @Ctx() ctx: McpContext) { await ctx.progress(1, n); }`
 */
export function Ctx(): ParameterDecorator {
  return (target, propertyKey, index) => {
    const { owner, key } = ownerOf(target, propertyKey, 'Ctx');
    getMetadataStore().collectParam(owner, { binding: 'ctx', key, index, name: '', options: {} });
  };
}
