import type { RevisionAdapter } from '../revision-adapter.js';
import { sessionPolicy } from '../session-policy.js';
import { wireVocabulary } from '../wire-encoders.js';

/** The 2025-06-18 wire: titles, output schemas, structured content, resource links, `_meta`, elicitation. */
export const rev20250618: RevisionAdapter = {
  revision: '2025-06-18',
  wire: wireVocabulary('2025-06-18', {
    annotations: true, audio: true, completions: true, progressMessage: true,
    title: true, outputSchema: true, resourceLink: true, meta: true, lastModified: true, structuredContent: 'objects',
    icons: false, richServerInfo: false, headerParams: false,
  }),
  policy: sessionPolicy({ invalidArgumentsAsToolError: false, elicitation: true, batches: false }),
};
