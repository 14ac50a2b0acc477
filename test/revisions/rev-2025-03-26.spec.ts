import { adapterFor } from '../../lib/revisions/index.js';
import { runRevisionAdapterContract } from './revision-adapter.contract.js';

describe('revisions/rev-2025-03-26', () => {
  runRevisionAdapterContract(adapterFor('2025-03-26'), {
    annotations: true, audio: true, titleOutputSchemaMeta: false, titleInAnnotations: true, resourceLink: false, icons: false,
    completions: true, progressMessage: true, era: 'session', anyStructured: false, batches: true, invalidArgumentsAsToolError: false, elicitation: false,
  });
});
