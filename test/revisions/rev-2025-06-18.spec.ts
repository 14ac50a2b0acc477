import { adapterFor } from '../../lib/revisions/index.js';
import { runRevisionAdapterContract } from './revision-adapter.contract.js';

describe('revisions/rev-2025-06-18', () => {
  runRevisionAdapterContract(adapterFor('2025-06-18'), {
    annotations: true, audio: true, titleOutputSchemaMeta: true, titleInAnnotations: false, resourceLink: true, icons: false,
    completions: true, progressMessage: true, era: 'session', anyStructured: false, batches: false, invalidArgumentsAsToolError: false, elicitation: true,
  });
});
