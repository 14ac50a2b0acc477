import { adapterFor } from '../../lib/revisions/index.js';
import { runRevisionAdapterContract } from './revision-adapter.contract.js';

describe('revisions/rev-2026-07-28', () => {
  runRevisionAdapterContract(adapterFor('2026-07-28'), {
    annotations: true, audio: true, titleOutputSchemaMeta: true, titleInAnnotations: false, resourceLink: true, icons: true,
    completions: true, progressMessage: true, era: 'stateless', anyStructured: true, batches: false, invalidArgumentsAsToolError: true, elicitation: true,
  });
});
