import { sessionAdapter } from '../session-adapter.js';
import type { RevisionAdapter } from '../revision-adapter.js';

/** The 2025-06-18 wire. */
export const rev20250618: RevisionAdapter = sessionAdapter('2025-06-18', {
  annotations: true, audio: true, completions: true, progressMessage: true,
  title: true, outputSchema: true, structuredContent: true, resourceLink: true, meta: true, lastModified: true, elicitation: true,
  icons: false, richServerInfo: false, invalidArgumentsAsToolError: false, batches: false,
});
