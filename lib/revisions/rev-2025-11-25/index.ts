import type { RevisionAdapter } from '../revision-adapter.js';
import { sessionPolicy } from '../session-policy.js';
import { wireVocabulary } from '../wire-encoders.js';

/** The 2025-11-25 wire: icons, the richer serverInfo, `execution.taskSupport` and the experimental core tasks; invalid arguments come back as tool errors. */
export const rev20251125: RevisionAdapter = {
  revision: '2025-11-25',
  wire: wireVocabulary('2025-11-25', {
    annotations: true, audio: true, completions: true, progressMessage: true,
    title: true, outputSchema: true, resourceLink: true, meta: true, lastModified: true, structuredContent: 'objects',
    icons: true, richServerInfo: true, headerParams: false, toolExecution: true,
  }),
  policy: sessionPolicy({ invalidArgumentsAsToolError: true, elicitation: true, batches: false, coreTasks: true }),
};
