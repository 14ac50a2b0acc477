import { sessionAdapter } from '../session-adapter.js';
import type { RevisionAdapter } from '../revision-adapter.js';

/** The 2024-11-05 wire. */
export const rev20241105: RevisionAdapter = sessionAdapter('2024-11-05', {
  annotations: false, audio: false, completions: false, progressMessage: false,
  title: false, outputSchema: false, structuredContent: false, resourceLink: false, meta: false, lastModified: false, elicitation: false,
  icons: false, richServerInfo: false, invalidArgumentsAsToolError: false, batches: false,
});
