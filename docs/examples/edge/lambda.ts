// The runtime suite's lambda recipe (runtimes/fixture/src/lambda.ts; test/docs/pages.spec.ts holds the two equal),
// included by docs/guide/edge-runtimes.md and run by test/docs/examples/edge.spec.ts.
// #region lambda
import { createHttpEntry, lambdaHandler } from 'mcp-decorators/fetch';
import { demoServer } from './demo.js';

export const handler = lambdaHandler(createHttpEntry(demoServer(), { sessionless: true, jsonResponses: true }));
// #endregion lambda
