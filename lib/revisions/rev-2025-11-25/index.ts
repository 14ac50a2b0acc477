import { sessionAdapter } from '../session-adapter.js';
import type { RevisionAdapter } from '../revision-adapter.js';

/** The 2025-11-25 wire. */
export const rev20251125: RevisionAdapter = sessionAdapter('2025-11-25', {
  annotations: true, audio: true, completions: true, progressMessage: true,
  title: true, outputSchema: true, structuredContent: true, resourceLink: true, meta: true, lastModified: true, elicitation: true,
  icons: true, richServerInfo: true, invalidArgumentsAsToolError: true, batches: false,
});
