import type { RevisionAdapter } from '../revision-adapter.js';
import { sessionPolicy } from '../session-policy.js';
import { wireVocabulary } from '../wire-encoders.js';

/** The 2025-03-26 wire: tool annotations (which carry the tool's title), audio, the completions capability and progress messages; JSON-RPC batches. */
export const rev20250326: RevisionAdapter = {
  revision: '2025-03-26',
  wire: wireVocabulary('2025-03-26', {
    annotations: true, audio: true, completions: true, progressMessage: true,
    title: false, outputSchema: false, resourceLink: false, meta: false, lastModified: false, structuredContent: 'none',
    icons: false, richServerInfo: false, headerParams: false, titleInAnnotations: true,
  }),
  policy: sessionPolicy({ invalidArgumentsAsToolError: false, elicitation: false, batches: true }),
};
