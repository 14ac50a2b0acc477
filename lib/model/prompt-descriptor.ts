import type { MemberDescriptor } from './member-descriptor.js';
import type { ParamDescriptor } from './param-descriptor.js';

/** A prompt; its `params` are the prompt's arguments (strings on the wire). */
export interface PromptDescriptor extends MemberDescriptor {
  readonly kind: 'prompt';
  readonly name: string;
  readonly params: readonly ParamDescriptor[];
}
