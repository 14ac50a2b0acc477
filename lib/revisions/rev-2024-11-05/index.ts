import type { RevisionAdapter } from '../revision-adapter.js';
import { sessionPolicy } from '../session-policy.js';
import { wireVocabulary } from '../wire-encoders.js';

/** The 2024-11-05 wire: tools carry name, description and inputSchema only; audio and resource links become text. */
export const rev20241105: RevisionAdapter = {
  revision: '2024-11-05',
  wire: wireVocabulary('2024-11-05', {
    annotations: false, audio: false, completions: false, progressMessage: false,
    title: false, outputSchema: false, resourceLink: false, meta: false, lastModified: false, structuredContent: 'none',
    icons: false, richServerInfo: false, headerParams: false,
  }),
  policy: sessionPolicy({ invalidArgumentsAsToolError: false, elicitation: false, batches: false }),
};
