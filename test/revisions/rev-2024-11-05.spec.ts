import { adapterFor } from '../../lib/revisions/index.js';
import { runRevisionAdapterContract } from './revision-adapter.contract.js';

describe('revisions/rev-2024-11-05', () => {
  runRevisionAdapterContract(adapterFor('2024-11-05'), {
    annotations: false, audio: false, titleOutputSchemaMeta: false, titleInAnnotations: false, resourceLink: false, icons: false,
    completions: false, progressMessage: false, era: 'session', anyStructured: false, batches: false, invalidArgumentsAsToolError: false, elicitation: false,
  });
});
