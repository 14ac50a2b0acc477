// The runtime suite's worker recipe (runtimes/fixture/src/worker.ts; test/docs/pages.spec.ts holds the two equal),
// included by docs/guide/edge-runtimes.md and run by test/docs/examples/edge.spec.ts.
// #region worker
import { createHttpEntry, workersHandler } from 'mcp-decorators/fetch';
import { demoServer } from './demo.js';

export default workersHandler(createHttpEntry(demoServer(), { sessionless: true }));
// #endregion worker
