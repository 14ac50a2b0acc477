/** What one revision's wire can carry; the built-in vocabularies differ only in these flags. */
export interface WireFeatures {
  /** Tool `annotations` and audio content (2025-03-26). */
  readonly annotations: boolean;
  readonly audio: boolean;
  /** `completions` server capability (2025-03-26). */
  readonly completions: boolean;
  /** `message` on progress notifications (2025-03-26). */
  readonly progressMessage: boolean;
  /** `title`, `outputSchema`, `resource_link`, `_meta`, `lastModified` (2025-06-18). */
  readonly title: boolean;
  readonly outputSchema: boolean;
  readonly resourceLink: boolean;
  readonly meta: boolean;
  readonly lastModified: boolean;
  /** `structuredContent`: absent, JSON objects only (2025-06-18), or any JSON value (2026-07-28). */
  readonly structuredContent: 'none' | 'objects' | 'any';
  /** `icons` and the richer serverInfo (2025-11-25). */
  readonly icons: boolean;
  readonly richServerInfo: boolean;
  /** `x-mcp-header` on the schema of arguments mirrored into `Mcp-Param-*` headers (2026-07-28). */
  readonly headerParams: boolean;
  /**
   * A tool's `title` travels as `annotations.title` (2025-03-26: annotations carry a title, the tool has no
   * top-level one). An `annotations.title` given explicitly wins.
   */
  readonly titleInAnnotations?: boolean;
  /** `execution.taskSupport` on tools that may run as tasks (2025-11-25, experimental core tasks); default false. */
  readonly toolExecution?: boolean;
  /** `capabilities.extensions` (2026-07-28); default false: the session revisions have no such key. */
  readonly extensions?: boolean;
}
