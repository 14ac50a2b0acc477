import type { PromptMessage, ResourceContents, ToolOutcome } from '../model/content.js';
import type { PromptDescriptor } from '../model/prompt-descriptor.js';
import type { ResourceDescriptor } from '../model/resource-descriptor.js';
import type { ResourceTemplateDescriptor } from '../model/resource-template-descriptor.js';
import type { ToolDescriptor } from '../model/tool-descriptor.js';
import type { ProgressReport, ServerFeatures, ServerIdentity, WireObject } from './wire-types.js';

/**
 * How one revision writes the neutral model: list entries, results, progress and the server's description.
 * Pure functions of their input; content a revision cannot carry is converted, never dropped.
 * @example adapterFor('2024-11-05').wire.encodeTool(model.tools[0]) // { name, description, inputSchema }
 */
export interface WireVocabulary {
  encodeTool(tool: ToolDescriptor): WireObject;
  encodeResource(resource: ResourceDescriptor): WireObject;
  encodeResourceTemplate(template: ResourceTemplateDescriptor): WireObject;
  encodePrompt(prompt: PromptDescriptor): WireObject;
  /** A `tools/call` result. */
  encodeToolResult(outcome: ToolOutcome): WireObject;
  /** A `resources/read` result. */
  encodeReadResult(contents: readonly ResourceContents[]): WireObject;
  /** A `prompts/get` result. */
  encodePromptResult(messages: readonly PromptMessage[], description?: string): WireObject;
  /** `notifications/progress` params. */
  encodeProgress(report: ProgressReport): WireObject;
  /** `serverInfo` (the Implementation object). */
  encodeServerInfo(identity: ServerIdentity): WireObject;
  /** The server `capabilities` object. */
  encodeCapabilities(features: ServerFeatures): WireObject;
}
