/** What one session-era revision's wire can carry; the four initialize-era adapters differ only in these flags. */
export interface SessionRevisionFeatures {
  /** Tool `annotations` and audio content (2025-03-26). */
  readonly annotations: boolean;
  readonly audio: boolean;
  /** `completions` server capability (2025-03-26). */
  readonly completions: boolean;
  /** `message` on progress notifications (2025-03-26). */
  readonly progressMessage: boolean;
  /** `title`, `outputSchema`, `structuredContent`, `resource_link`, `_meta`, `lastModified`, elicitation (2025-06-18). */
  readonly title: boolean;
  readonly outputSchema: boolean;
  readonly structuredContent: boolean;
  readonly resourceLink: boolean;
  readonly meta: boolean;
  readonly lastModified: boolean;
  readonly elicitation: boolean;
  /** `icons`, richer serverInfo, invalid arguments as tool errors (2025-11-25). */
  readonly icons: boolean;
  readonly richServerInfo: boolean;
  readonly invalidArgumentsAsToolError: boolean;
  /** JSON-RPC batches: a MUST on 2025-03-26 only, removed again in 2025-06-18. */
  readonly batches: boolean;
}
