// An AWS Lambda handler (docs/guide/fetch-runtimes.md includes it by region). Run by
// test/docs/examples/fetch-runtimes.spec.ts with a payload-2.0 event.
import { server } from './weather-server.js';

// #region lambda
import { createHttpEntry, lambdaHandler } from 'mcp-decorators/fetch';
const entry = createHttpEntry(server, { sessionless: true, jsonResponses: true, allowedHosts: ['abc123.lambda-url.eu-west-1.on.aws'] });
export const handler = lambdaHandler(entry);
// #endregion lambda
