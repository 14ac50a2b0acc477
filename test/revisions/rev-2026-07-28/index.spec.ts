import { rev20260728 } from '../../../lib/revisions/rev-2026-07-28/index.js';
import { runRevisionAdapterContract } from '../revision-adapter.contract.js';

describe('revisions/rev-2026-07-28', () => {
  runRevisionAdapterContract(rev20260728, {
    annotations: true, audio: true, titleOutputSchemaMeta: true, titleInAnnotations: false, resourceLink: true, icons: true,
    completions: true, progressMessage: true, era: 'stateless', anyStructured: true, batches: false, invalidArgumentsAsToolError: true, elicitation: true,
  });
});
