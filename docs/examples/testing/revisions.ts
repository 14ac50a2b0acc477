// forEachRevision: one body run per revision × client × transport (docs/guide/testing.md includes it by region).
// A test file: test/docs/examples/testing.spec.ts imports it, and the suites it declares run in `npm test`.
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';

// #region for-each-revision
import { forEachRevision } from 'mcp-decorators/testing';
import { createMyServer } from './my-server.js';

const stdio = { command: process.execPath, args: [fileURLToPath(new URL('./stdio.js', import.meta.url))] };   // the compiled stdio entry

forEachRevision('my server', { server: () => createMyServer(), stdio }, async (session) => {
  expect((await session.listTools()).tools).to.have.length(3);   // per revision × client × transport (memory, http, stdio)
  expect(await session.callToolOutcome('search', { limit: 'ten' })).to.deep.equal({
    ok: false, kind: 'invalid-arguments', message: 'Invalid arguments for tool search: limit: must be number',
  });
});
// #endregion for-each-revision
