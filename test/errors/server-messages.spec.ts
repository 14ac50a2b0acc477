import { expect } from 'chai';
import { AccessDeniedError, ClientRequestError, EncodingError, InvalidServerOptionError, McpDecoratorsError, RequestAbortedError, ResourceNotFoundError, UnknownRevisionError } from '../../lib/index.js';
import { BodyAlreadyReadError, BodyTooLargeError } from '../../lib/server/transports/http/wire/http-body.js';
import { UnreadableRequestError } from '../../lib/server/transports/http/mount/node-bridge.js';
import { ProtocolError } from '../../lib/server/protocol/protocol-error.js';
import { ResultNotJsonError } from '../../lib/errors/result-not-json.error.js';

// The exact text and code of every error the engine and its entries raise (scan errors are in messages.spec.ts).
describe('errors/server-messages', () => {
  const cases: readonly [McpDecoratorsError, string, string][] = [
    [new InvalidServerOptionError('pageSize', 'must be a positive integer, got 0', 'Pass a whole number of list entries per page, e.g. pageSize: 50.'), 'MCPD_SERVER_OPTION', 'Option pageSize must be a positive integer, got 0. Pass a whole number of list entries per page, e.g. pageSize: 50.'],
    [new UnknownRevisionError('2099-01-01', ['2025-11-25', '2025-06-18']), 'MCPD_REVISION', 'this server does not speak revision 2099-01-01; it speaks 2025-11-25, 2025-06-18. Name one of those, or pass an adapter of your own in createServer({ revisions }).'],
    [new AccessDeniedError('Only the owner may delete notes.'), 'MCPD_ACCESS_DENIED', 'Only the owner may delete notes.'],
    [new ResourceNotFoundError('notes://9'), 'MCPD_RESOURCE_NOT_FOUND', 'Resource not found: notes://9'],
    [new RequestAbortedError('timeout', 'timed out after 50 ms'), 'MCPD_ABORTED', 'timed out after 50 ms'],
    [new ClientRequestError('sampling/createMessage', 'the client did not answer sampling/createMessage within 50 ms'), 'MCPD_CLIENT_REQUEST', 'the client did not answer sampling/createMessage within 50 ms'],
    [new EncodingError('an encoded list entry', 'result.x is a function'), 'MCPD_ENCODING', 'an encoded list entry is not plain JSON: result.x is a function. A revision adapter must encode only JSON data (objects, arrays, strings, finite numbers, booleans, null).'],
    [new BodyTooLargeError(1024), 'MCPD_BODY_TOO_LARGE', 'the request body is over the limit of 1024 bytes; send less, or raise maxBodyBytes'],
    [new BodyAlreadyReadError(), 'MCPD_BODY_ALREADY_READ', 'the request body was already read by another handler (a body parser?) and req.body is not set: mount the MCP handler before that middleware, or use one that leaves what it parsed in req.body (express.json() does)'],
    [new UnreadableRequestError('the request path "a b" is not a valid path'), 'MCPD_UNREADABLE_REQUEST', 'the request path "a b" is not a valid path'],
    [new ProtocolError(-32602, 'Unknown tool: x'), 'MCPD_PROTOCOL', 'Unknown tool: x'],
    [new ResultNotJsonError('result.tags', 'is a Set (JSON would write {}); return [...set]'), 'MCPD_RESULT_NOT_JSON', 'result.tags is a Set (JSON would write {}); return [...set]. Return JSON data: objects, arrays, strings, finite numbers, booleans, null (a Date becomes its ISO string; a class instance its own properties or its toJSON()).'],
  ];
  for (const [error, code, message] of cases) {
    it(`${error.name} [${code}]`, () => {
      expect(error).to.be.instanceOf(McpDecoratorsError);
      expect(error.code).to.equal(code);
      expect(error.message).to.equal(message);
      expect(String(error)).to.equal(`${error.name} [${code}]: ${message}`);
    });
  }

  it('keeps what callers read: the cause of an abort, the uri, the method and the JSON-RPC code', () => {
    expect(new RequestAbortedError('closed', 'x').abortCause).to.equal('closed');
    expect(new ResourceNotFoundError('a://b').uri).to.equal('a://b');
    expect(new ClientRequestError('roots/list', 'x', -32601)).to.deep.include({ method: 'roots/list', rpcCode: -32601 });
    expect(new ProtocolError(-32602, 'm', { a: 1 })).to.deep.include({ rpcCode: -32602, data: { a: 1 } });
  });
});
