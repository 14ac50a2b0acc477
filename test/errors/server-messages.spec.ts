import { expect } from 'chai';
import { AccessDeniedError, ClientRequestError, McpDecoratorsError, RequestAbortedError, ResourceNotFoundError } from '../../lib/index.js';
import { EncodingError, InvalidServerOptionError, UnknownRevisionError } from '../../lib/errors/index.js';
import { BodyAlreadyReadError, BodyTooLargeError } from '../../lib/server/transports/http/wire/http-body.js';
import { UnreadableRequestError } from '../../lib/server/transports/http/mount/node-bridge.js';
import { ProtocolError } from '../../lib/server/protocol/protocol-error.js';

// The exact text and code of the errors the HTTP entry and the protocol layer raise (each error of lib/errors/ is pinned in its own spec).
describe('errors/server-messages', () => {
  const cases: readonly [McpDecoratorsError, string, string][] = [
    [new BodyTooLargeError(1024), 'MCPD_BODY_TOO_LARGE', 'the request body is over the limit of 1024 bytes; send less, or raise maxBodyBytes'],
    [new BodyAlreadyReadError(), 'MCPD_BODY_ALREADY_READ', 'the request body was already read by another handler (a body parser?) and req.body is not set: mount the MCP handler before that middleware, or use one that leaves what it parsed in req.body (express.json() does)'],
    [new UnreadableRequestError('the request path "a b" is not a valid path'), 'MCPD_UNREADABLE_REQUEST', 'the request path "a b" is not a valid path'],
    [new ProtocolError(-32602, 'Unknown tool: x'), 'MCPD_PROTOCOL', 'Unknown tool: x'],
  ];
  for (const [error, code, message] of cases) {
    it(`${error.name} [${code}]`, () => {
      expect(error).to.be.instanceOf(McpDecoratorsError);
      expect(error.code).to.equal(code);
      expect(error.message).to.equal(message);
      expect(String(error)).to.equal(`${error.name} [${code}]: ${message}`);
    });
  }

  it('keeps what callers read: the JSON-RPC code and data of a protocol error', () => {
    expect(new ProtocolError(-32602, 'm', { a: 1 })).to.deep.include({ rpcCode: -32602, data: { a: 1 } });
  });
});
