import { rev20250618 } from '../../../lib/revisions/rev-2025-06-18/index.js';
import { runRevisionAdapterContract } from '../revision-adapter.contract.js';

describe('revisions/rev-2025-06-18', () => {
  runRevisionAdapterContract(rev20250618, {
    annotations: true, audio: true, titleOutputSchemaMeta: true, titleInAnnotations: false, resourceLink: true, icons: false,
    completions: true, progressMessage: true, era: 'session', anyStructured: false, batches: false, invalidArgumentsAsToolError: false, elicitation: true,
  });
});
