import { expect } from 'chai';
import { AccessDeniedError, InsufficientScopeError, McpDecoratorsError, MissingRoleError, RateLimitedError, UnauthenticatedError, createServer } from '../../lib/index.js';
import { InvalidServerOptionError } from '../../lib/errors/index.js';
import { InvalidTokenError } from '../../lib/auth/index.js';
import { jsonLinesLogger } from '../../lib/observability/index.js';
import { resolveAuth } from '../../lib/auth/auth-options.js';
import { principalFromClaims } from '../../lib/auth/principal-from-claims.js';
import { ScopedNotes } from '../fixtures/scoped-notes.js';

// The exact text and code of every error declared access, tokens, rate limits and request logs raise.
describe('errors/access-messages', () => {
  const cases: readonly [McpDecoratorsError, string, string][] = [
    [new InvalidTokenError('it has expired'), 'MCPD_INVALID_TOKEN', 'The bearer token was refused: it has expired. Get a new access token for this resource from its authorization server.'],
    [new UnauthenticatedError('Tool add_note'), 'MCPD_UNAUTHENTICATED', 'Tool add_note needs an authenticated caller, and this call carries no credentials. Over HTTP send an access token (Authorization: Bearer …); on stdio or in memory name the local principal with createServer({ auth: { local } }).'],
    [new InsufficientScopeError('Tool add_note', ['notes:write'], 'all'), 'MCPD_INSUFFICIENT_SCOPE', 'Tool add_note needs the scope notes:write, which the access token does not grant. Ask the authorization server for a token with it (scope="notes:write").'],
    [new InsufficientScopeError('Prompt p', ['a', 'b'], 'all'), 'MCPD_INSUFFICIENT_SCOPE', 'Prompt p needs all of the scopes a b, which the access token does not grant. Ask the authorization server for a token with them (scope="a b").'],
    [new InsufficientScopeError('Prompt p', ['a', 'b'], 'any'), 'MCPD_INSUFFICIENT_SCOPE', 'Prompt p needs one of the scopes a b, which the access token does not grant. Ask the authorization server for a token with one of them (scope="a b").'],
    [new MissingRoleError('Tool purge', ['admin'], 'any'), 'MCPD_MISSING_ROLE', 'Tool purge needs the role admin, which the caller does not have. Ask an administrator for the role, or call a member your roles allow.'],
    [new RateLimitedError('Tool add_note', 5, 60, 12_340), 'MCPD_RATE_LIMITED', 'Rate limit reached: Tool add_note allows 5 calls per 60 s. Retry in 12.4 s.'],
    [new RateLimitedError('Tool ping', 1, 0.5, 20), 'MCPD_RATE_LIMITED', 'Rate limit reached: Tool ping allows 1 call per 0.5 s. Retry in 0.1 s.'],
  ];
  for (const [error, code, message] of cases) {
    it(`${error.name} [${code}]: ${message.slice(0, 40)}…`, () => {
      expect(error).to.be.instanceOf(McpDecoratorsError);
      expect(error.code).to.equal(code);
      expect(error.message).to.equal(message);
      expect(String(error)).to.equal(`${error.name} [${code}]: ${message}`);
    });
  }

  it('makes every access refusal an AccessDeniedError, so each kind of call answers it the same way', () => {
    for (const error of [new UnauthenticatedError('x'), new InsufficientScopeError('x', ['s'], 'all'), new MissingRoleError('x', ['r'], 'all'), new RateLimitedError('x', 1, 1, 1)]) expect(error).to.be.instanceOf(AccessDeniedError);
    expect(new RateLimitedError('x', 1, 1, 250).retryAfterMs).to.equal(250);
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

  it('InvalidTokenError for claims that name no subject and no client', () => {
    expect(() => principalFromClaims({ scope: 'a' })).to.throw(InvalidTokenError, 'The bearer token was refused: it names no subject (sub) and no client (client_id).');
  });
});
