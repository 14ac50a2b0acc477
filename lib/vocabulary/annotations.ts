/** Behaviour hints a client may use when deciding whether to ask before calling a tool. @example @Tool({ annotations: { readOnlyHint: true } }) */
export interface ToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/**
 * Who a resource, template or content block is for, how much it matters (0–1), and when it last changed (ISO 8601).
 * @example @Resource('docs://readme', { annotations: { audience: ['user'], priority: 0.8 } }); text('Done', { annotations: { priority: 1 } })
 */
export interface Annotations {
  readonly audience?: readonly ('user' | 'assistant')[];
  readonly priority?: number;
  readonly lastModified?: string;
}
