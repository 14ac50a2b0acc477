import type { PromptDescriptor } from './prompt-descriptor.js';
import type { ResourceDescriptor } from './resource-descriptor.js';
import type { ResourceTemplateDescriptor } from './resource-template-descriptor.js';
import type { ToolDescriptor } from './tool-descriptor.js';

/** The immutable, revision-neutral catalogue that scan() returns, in declaration order. */
export interface ServerModel {
  readonly tools: readonly ToolDescriptor[];
  readonly resources: readonly ResourceDescriptor[];
  readonly resourceTemplates: readonly ResourceTemplateDescriptor[];
  readonly prompts: readonly PromptDescriptor[];
}
