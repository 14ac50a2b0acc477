import { rev20241105 } from '../../../lib/revisions/rev-2024-11-05/index.js';
import { runRevisionAdapterContract } from '../revision-adapter.contract.js';

describe('revisions/rev-2024-11-05', () => {
  runRevisionAdapterContract(rev20241105, {
    annotations: false, audio: false, titleOutputSchemaMeta: false, titleInAnnotations: false, resourceLink: false, icons: false,
    completions: false, progressMessage: false, era: 'session', anyStructured: false, batches: false, invalidArgumentsAsToolError: false, elicitation: false,
  });
});
