import { sessionAdapter } from '../session-adapter.js';
import type { RevisionAdapter } from '../revision-adapter.js';

/** The 2025-03-26 wire. */
export const rev20250326: RevisionAdapter = sessionAdapter('2025-03-26', {
  annotations: true, audio: true, completions: true, progressMessage: true,
  title: false, outputSchema: false, structuredContent: false, resourceLink: false, meta: false, lastModified: false, elicitation: false,
  icons: false, richServerInfo: false, invalidArgumentsAsToolError: false, batches: true,
});
