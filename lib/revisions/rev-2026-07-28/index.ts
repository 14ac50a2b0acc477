import type { RevisionAdapter } from '../revision-adapter.js';
import { statelessPolicy } from '../stateless-policy.js';
import { wireVocabulary } from '../wire-encoders.js';

/**
 * The 2026-07-28 wire: everything 2025-11-25 carries, any JSON as `structuredContent`, and `x-mcp-header` on
 * header-mirrored arguments; served by the stateless policy (per-request envelope, stamped results, input rounds).
 */
export const rev20260728: RevisionAdapter = {
  revision: '2026-07-28',
  wire: wireVocabulary('2026-07-28', {
    annotations: true, audio: true, completions: true, progressMessage: true,
    title: true, outputSchema: true, resourceLink: true, meta: true, lastModified: true, structuredContent: 'any',
    icons: true, richServerInfo: true, headerParams: true, extensions: true,
  }),
  policy: statelessPolicy,
};
