import { adapterFor } from '../../lib/revisions/index.js';
import { runRevisionAdapterContract } from './revision-adapter.contract.js';

describe('revisions/rev-2025-11-25', () => {
  runRevisionAdapterContract(adapterFor('2025-11-25'), {
    annotations: true, audio: true, titleOutputSchemaMeta: true, titleInAnnotations: false, resourceLink: true, icons: true,
    completions: true, progressMessage: true, era: 'session', anyStructured: false, batches: false, invalidArgumentsAsToolError: true, elicitation: true,
  });
});
