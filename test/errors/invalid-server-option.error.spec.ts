import { expect } from 'chai';
import { resolveAuth } from '../../lib/auth/auth-options.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { InvalidServerOptionError } from '../../lib/errors/invalid-server-option.error.js';
import { createServer } from '../../lib/index.js';
import { jsonLinesLogger } from '../../lib/observability/json-lines-logger.js';
import type { McpExtension } from '../../lib/server/contracts/extension.js';
import { thrown } from '../support/thrown.js';
import { pinError } from '../support/pin-error.js';
import { ScopedNotes } from '../fixtures/scoped-notes.js';

// The code and exact text of the error of lib/errors/invalid-server-option.error.ts, as its callers raise it.
describe('errors/invalid-server-option.error', () => {
  it('InvalidServerOptionError [MCPD_SERVER_OPTION]: a task tool without the tasks extension, a method served twice, a bad tasks option', () => {
    class Jobs {
      @Tool({ task: 'optional' }) run(): string {
        return 'ok';
      }
    }
    const missing = thrown(() => createServer({ name: 's', version: '1', classes: [Jobs] }));
    expect(missing).to.be.instanceOf(InvalidServerOptionError);
    pinError(missing, 'MCPD_SERVER_OPTION', "Option extensions has no extension that runs tasks, but Jobs.run (tool run) declares @Tool({ task: 'optional' }). Add the tasks extension: createServer({ …, extensions: [tasks()] }) with tasks imported from 'mcp-decorators', or drop the task option.");
    const clash: McpExtension = { id: 'example.com/x', methods: [{ method: 'tools/list', eras: ['stateless'], handle: async () => ({}) }] };
    pinError(thrown(() => createServer({ name: 's', version: '1', classes: [], extensions: [clash] })), 'MCPD_SERVER_OPTION', 'Option extensions has example.com/x add method tools/list to the stateless era, which already serves it. Give the extension method a name no other method has.');
    pinError(thrown(() => createServer({ name: 's', version: '1', classes: [], extensions: [{ id: 'a' }, { id: 'a' }] })), 'MCPD_SERVER_OPTION', 'Option extensions lists a twice. Pass each extension once.');
  });

  it('InvalidServerOptionError [MCPD_SERVER_OPTION]: names the option, what was wrong and an example', () => {
    pinError(new InvalidServerOptionError('pageSize', 'must be a positive integer, got 0', 'Pass a whole number of list entries per page, e.g. pageSize: 50.'), 'MCPD_SERVER_OPTION', 'Option pageSize must be a positive integer, got 0. Pass a whole number of list entries per page, e.g. pageSize: 50.');
  });

  const options: readonly [() => unknown, string][] = [
    [() => resolveAuth({ issuer: 'https://auth.test', audience: 'https://notes.test/mcp' }), "Option auth names neither jwksUri nor verify, so no token could be checked. Give the authorization server's key set (jwksUri: 'https://auth.example.com/jwks') or a verifier (verify: introspectionVerifier({ … }))."],
    [() => resolveAuth({ issuer: 'https://auth.test', audience: 'notes', jwksUri: 'https://auth.test/jwks' }), `Option auth.audience must be an absolute http(s) URL without a fragment, got "notes". Pass e.g. auth.audience: 'https://mcp.example.com/mcp'.`],
    [() => resolveAuth({ issuer: 'ftp://auth.test', audience: 'https://notes.test/mcp', jwksUri: 'https://auth.test/jwks' }), `Option auth.issuer must be an absolute http(s) URL without a fragment, got "ftp://auth.test". Pass e.g. auth.issuer: 'https://auth.example.com'.`],
    [() => createServer({ name: 'x', version: '1', classes: [ScopedNotes], rateLimit: { points: 10, duration: 0 } }), 'Option rateLimit.duration must be a positive number of seconds, got 0. Pass e.g. rateLimit: { points: 100, duration: 60 } for a hundred calls a minute.'],
    [() => createServer({ name: 'x', version: '1', classes: [ScopedNotes], argumentLimits: { maxElements: -1 } }), 'Option argumentLimits.maxElements must be a positive integer, got -1. Pass e.g. argumentLimits: { maxBytes: 65536, maxElements: 1000 }.'],
    [() => jsonLinesLogger({ level: 'verbose' as 'info' }), `Option requestLog.level must be debug, info, warn or error, got "verbose". Pass e.g. jsonLinesLogger({ level: 'warn' }) to log only tool errors, refusals and failures.`],
  ];
  for (const [make, message] of options) {
    it(`InvalidServerOptionError: ${message.slice(7, 50)}…`, () => {
      expect(make).to.throw(InvalidServerOptionError, message).with.property('code', 'MCPD_SERVER_OPTION');
    });
  }
});
