import { expect } from 'chai';
import { acceptsAll, classifyHttp, decodeHeaderValue, isInitialize, type HttpEndpoint, type HttpRoute } from '../../../lib/server/era/classify-http.js';
import { AdapterRegistry } from '../../../lib/server/era/adapter-registry.js';
import { adapterFor } from '../../../lib/revisions/adapter-for.js';
import { envelope } from '../../support/wire.js';

const base64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

const registry = new AdapterRegistry();
const endpoint: HttpEndpoint = { registry, sessionless: false, nameParams: new Map([['tools/call', 'name'], ['tasks/get', 'taskId']]) };
const ACCEPT = 'application/json, text/event-stream';

/** The route of a request with these headers (lower-case names) and body. */
function routeOf(method: string, headers: Record<string, string>, body?: unknown, at: HttpEndpoint = endpoint): HttpRoute {
  const inbound = { method, header: (name: string) => (Object.hasOwn(headers, name) ? headers[name]! : null), ...(body !== undefined ? { body } : {}) };
  return classifyHttp(inbound, at).route;
}

/** A 2026-07-28 request with its envelope and the headers that mirror it. */
function modern(method: string, params: Record<string, unknown> = {}, id: number | string = 1): { headers: Record<string, string>; body: unknown } {
  return { headers: { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, accept: ACCEPT }, body: { jsonrpc: '2.0', id, method, params: { ...params, _meta: envelope() } } };
}

describe('server/era/classify-http', () => {
  describe('decodeHeaderValue', () => {
    it('returns a plain value with surrounding whitespace trimmed', () => {
      expect(decodeHeaderValue('get_weather')).to.equal('get_weather');
      expect(decodeHeaderValue('  get_weather\t')).to.equal('get_weather');
      expect(decodeHeaderValue('')).to.equal('');
    });

    it('decodes =?base64?…?= values as UTF-8', () => {
      expect(decodeHeaderValue(base64('São Paulo'))).to.equal('São Paulo');
      expect(decodeHeaderValue(base64('line\nbreak'))).to.equal('line\nbreak');
      expect(decodeHeaderValue(` ${base64('x')} `)).to.equal('x');
      expect(decodeHeaderValue('=?base64??=')).to.equal('');
    });

    it('matches the base64 marker case-insensitively', () => {
      expect(decodeHeaderValue('=?BASE64?aGk=?=')).to.equal('hi');
      expect(decodeHeaderValue('=?Base64?aGk=?=')).to.equal('hi');
    });

    it('gives undefined for a malformed base64 payload', () => {
      for (const raw of ['=?base64?aGk?=', '=?base64?a*Gk=?=', '=?base64?aG=k?=', '=?base64?aGk===?=', '=?base64?aGk_?=']) {
        expect(decodeHeaderValue(raw), raw).to.equal(undefined);
      }
    });

    it('leaves values that only look partly encoded as they are', () => {
      expect(decodeHeaderValue('=?base64?aGk=')).to.equal('=?base64?aGk=');
      expect(decodeHeaderValue('=?utf-8?aGk=?=')).to.equal('=?utf-8?aGk=?=');
    });
  });

  describe('the era of a POST (the envelope peek, once, inside the classifier)', () => {
    const meta = (m: object) => ({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: m } });
    // A 2026-07-28 body ends in an exchange, a 202 or one of that era's refusals; a session body without a session
    // gets the -32000 "Mcp-Session-Id is required" (or opens one).
    const stateless = (body: unknown, header: string | null): boolean => {
      const route = routeOf('POST', header === null ? {} : { 'mcp-protocol-version': header }, body);
      return route.kind === 'exchange' || route.kind === 'accepted' || (route.kind === 'refuse' && route.code !== -32000);
    };

    it('is 2026-07-28 for a body carrying the envelope, whatever the header says', () => {
      expect(stateless(meta({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }), null)).to.equal(true);
      expect(stateless(meta({ 'io.modelcontextprotocol/clientCapabilities': {} }), '2025-06-18')).to.equal(true);
    });

    it('is the session era without an envelope or a version header', () => {
      expect(routeOf('POST', {}, { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }).kind).to.equal('open-session');
      expect(stateless(null, null)).to.equal(false);
      expect(stateless(meta({ progressToken: 1 }), null)).to.equal(false);
    });

    it('is the session era for a session revision or any date of the session era in the header', () => {
      for (const header of ['2025-06-18', ' 2025-11-25 ', '2024-11-05', '2025-01-01', '2024-12-31']) {
        expect(routeOf('POST', { 'mcp-protocol-version': header, 'mcp-session-id': 's' }, {}).kind, header).to.equal('session-post');
      }
    });

    it('is 2026-07-28 for a header naming the stateless revision or a later or unknown version', () => {
      for (const header of ['2026-07-28', '2027-01-01', 'draft']) {
        expect(routeOf('POST', { 'mcp-protocol-version': header, 'mcp-session-id': 's' }, {}), header).to.include({ kind: 'refuse', status: 400, code: -32600 });
      }
    });

    it('is the session era for a session revision of the server\'s own, even one dated past the session era', () => {
      const custom: HttpEndpoint = { ...endpoint, registry: new AdapterRegistry(['2025-11-25', { ...adapterFor('2025-11-25'), revision: '2099-01-01' }]) };
      expect(routeOf('POST', { 'mcp-protocol-version': '2099-01-01', 'mcp-session-id': 's' }, {}, custom).kind).to.equal('session-post');
      expect(routeOf('POST', { 'mcp-protocol-version': '2099-01-01', 'mcp-session-id': 's' }, {}).kind).to.equal('refuse');
    });
  });

  describe('the routes', () => {
    it('routes a checked 2026-07-28 request to one exchange, its envelope read, an Mcp-Session-Id ignored', () => {
      const { headers, body } = modern('tools/call', { name: 'add' });
      const route = routeOf('POST', { ...headers, 'mcp-name': 'add', 'mcp-session-id': 'old' }, body);
      expect(route.kind).to.equal('exchange');
      if (route.kind !== 'exchange') return;
      expect(route.request).to.include({ id: 1, method: 'tools/call' });
      expect(route.request.envelope.adapter.revision).to.equal('2026-07-28');
      expect(route.request.envelope.client.capabilities).to.deep.equal({});
    });

    it('accepts a 2026-07-28 notification (202) and refuses a response or a batch with the spec\'s codes', () => {
      const headers = { 'mcp-protocol-version': '2026-07-28' };
      expect(routeOf('POST', headers, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { _meta: envelope() } }).kind).to.equal('accepted');
      expect(routeOf('POST', headers, { jsonrpc: '2.0', id: 3, result: {} })).to.include({ kind: 'refuse', status: 400, code: -32600, id: 3 });
      expect(routeOf('POST', headers, [modern('ping').body])).to.include({ kind: 'refuse', status: 400, code: -32600 });
      expect(routeOf('POST', headers, { jsonrpc: '2.0', id: 4, method: 5 })).to.include({ kind: 'refuse', status: 400, code: -32600, id: 4 });
    });

    it('checks a 2026-07-28 request in the spec\'s order: envelope keys, version header, supported version, method and name headers', () => {
      const { headers, body } = modern('tools/call', { name: 'add' });
      const without = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } };
      expect(routeOf('POST', headers, without)).to.include({ status: 400, code: -32602 });
      const noHeader = { ...headers } as Record<string, string>;
      delete noHeader['mcp-protocol-version'];
      expect(routeOf('POST', noHeader, body)).to.include({ status: 400, code: -32020 });
      expect(routeOf('POST', { ...headers, 'mcp-protocol-version': '2025-06-18' }, body)).to.include({ status: 400, code: -32020 });
      const future = { jsonrpc: '2.0', id: 1, method: 'ping', params: { _meta: envelope({ revision: '2027-01-01' }) } };
      const unsupported = routeOf('POST', { 'mcp-protocol-version': '2027-01-01', 'mcp-method': 'ping' }, future);
      expect(unsupported).to.include({ status: 400, code: -32022 });
      expect(unsupported.kind === 'refuse' && unsupported.data).to.deep.include({ requested: '2027-01-01' });
      expect(routeOf('POST', { ...headers, 'mcp-method': 'tools/list', 'mcp-name': 'add' }, body)).to.include({ status: 400, code: -32020, message: 'Header mismatch: Mcp-Method must be "tools/call"' });
      expect(routeOf('POST', headers, body)).to.include({ status: 400, code: -32020, message: 'Header mismatch: Mcp-Name must be "add"' });
      expect(routeOf('POST', { ...headers, 'mcp-name': `=?base64?${Buffer.from('add').toString('base64')}?=` }, body).kind).to.equal('exchange');
    });

    it('routes session requests by Mcp-Session-Id: POST, GET stream (with Last-Event-ID) and DELETE', () => {
      const id = { 'mcp-session-id': 'abc' };
      expect(routeOf('POST', id, { jsonrpc: '2.0', id: 1, method: 'ping' })).to.deep.equal({ kind: 'session-post', sessionId: 'abc' });
      expect(routeOf('GET', { ...id, accept: 'text/event-stream', 'last-event-id': 'e1' })).to.deep.equal({ kind: 'stream', sessionId: 'abc', lastEventId: 'e1' });
      expect(routeOf('GET', { ...id, accept: 'text/event-stream' })).to.deep.equal({ kind: 'stream', sessionId: 'abc', lastEventId: null });
      expect(routeOf('DELETE', id)).to.deep.equal({ kind: 'delete', sessionId: 'abc' });
    });

    it('opens a session with an initialize, and refuses a batch or any other request without a session', () => {
      expect(routeOf('POST', {}, { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} })).to.deep.equal({ kind: 'open-session' });
      expect(routeOf('POST', {}, [{ jsonrpc: '2.0', id: 1, method: 'ping' }])).to.include({ status: 400, code: -32600 });
      expect(routeOf('POST', {}, { jsonrpc: '2.0', id: 1, method: 'ping' })).to.include({ status: 400, code: -32000, message: 'Bad Request: Mcp-Session-Id header is required (send initialize first)' });
      expect(routeOf('GET', { accept: 'text/event-stream' })).to.include({ status: 400, code: -32000 });
    });

    it('refuses other methods (405 with Allow), a 2026-07-28 GET or DELETE (405, POST only), and a GET that takes no event stream (406)', () => {
      expect(routeOf('PUT', {})).to.deep.include({ status: 405, headers: { allow: 'GET, POST, DELETE' } });
      expect(routeOf('GET', { 'mcp-protocol-version': '2026-07-28', accept: 'text/event-stream' })).to.deep.include({ status: 405, headers: { allow: 'POST' } });
      expect(routeOf('DELETE', { 'mcp-protocol-version': '2026-07-28', 'mcp-session-id': 's' })).to.deep.include({ status: 405, headers: { allow: 'POST' } });
      expect(routeOf('GET', { 'mcp-session-id': 's', accept: 'application/json' })).to.include({ status: 406 });
    });

    it('on a sessionless endpoint: POSTs only, at the revision the header names (2025-03-26 without one), others refused', () => {
      const sessionless: HttpEndpoint = { ...endpoint, sessionless: true };
      const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
      expect(routeOf('GET', { accept: 'text/event-stream' }, undefined, sessionless)).to.deep.include({ status: 405, headers: { allow: 'POST' } });
      const named = routeOf('POST', { 'mcp-protocol-version': '2025-06-18' }, ping, sessionless);
      expect(named.kind === 'sessionless' && named.adapter?.revision).to.equal('2025-06-18');
      const headerless = routeOf('POST', {}, ping, sessionless);
      expect(headerless.kind === 'sessionless' && headerless.adapter?.revision).to.equal('2025-03-26');
      expect(routeOf('POST', { 'mcp-protocol-version': '2025-01-01' }, ping, sessionless)).to.include({ status: 400, code: -32000 });
      // A session id (from a deployment with sessions) gets the 404 that makes a client start over, saying why.
      const held = routeOf('POST', { 'mcp-session-id': 'abc', 'mcp-protocol-version': '2025-11-25' }, ping, sessionless);
      expect(held).to.include({ status: 404, code: -32001 });
      expect(held.kind === 'refuse' && held.message).to.match(/serves without sessions/);
      // A 2026-07-28 request is still its own exchange.
      const { headers, body } = modern('ping');
      expect(routeOf('POST', headers, body, sessionless).kind).to.equal('exchange');
    });

    it('passes every message of a POST body through the message gate once, and none of a GET', () => {
      const batch = [{ jsonrpc: '2.0', id: 1, method: 'ping' }, 5];
      expect(classifyHttp({ method: 'POST', header: () => null, body: batch }, endpoint).messages.map((m) => m.kind)).to.deep.equal(['request', 'invalid']);
      expect(classifyHttp({ method: 'GET', header: () => null }, endpoint).messages).to.deep.equal([]);
    });

    it('never throws, whatever the body', () => {
      for (const body of [null, 0, 'x', [], [null], { params: null }, { jsonrpc: '2.0', id: 1, method: 'ping', params: { _meta: null } }, Object.create(null) as object]) {
        expect(() => routeOf('POST', { 'mcp-protocol-version': '2026-07-28' }, body)).not.to.throw();
        expect(() => routeOf('POST', {}, body)).not.to.throw();
      }
    });
  });

  describe('helpers', () => {
    it('tells an initialize body by its own method only', () => {
      expect(isInitialize({ method: 'initialize' })).to.equal(true);
      expect(isInitialize([{ method: 'initialize' }])).to.equal(false);
      expect(isInitialize(Object.create({ method: 'initialize' }) as object)).to.equal(false);
    });

    it('reads Accept for every type asked, or */*', () => {
      expect(acceptsAll('application/json, text/event-stream', 'application/json', 'text/event-stream')).to.equal(true);
      expect(acceptsAll('*/*', 'text/event-stream')).to.equal(true);
      expect(acceptsAll('application/json', 'text/event-stream')).to.equal(false);
      expect(acceptsAll(null, 'text/event-stream')).to.equal(false);
    });
  });
});
