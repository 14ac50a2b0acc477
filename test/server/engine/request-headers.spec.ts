import { expect } from 'chai';
import { HIDDEN_HEADERS, handlerHeaders, headersOf } from '../../../lib/server/engine/request-headers.js';

describe('server/engine/request-headers', () => {
  it('hides exactly the bearer token and the proxy credentials', () => {
    expect([...HIDDEN_HEADERS].sort()).to.deep.equal(['authorization', 'proxy-authorization']);
  });

  it('headersOf reads a web Headers object by any case, credentials hidden, cookies kept', () => {
    const headers = headersOf(new Headers({ authorization: 'Bearer secret', 'Proxy-Authorization': 'Basic eA==', cookie: 'a=1', 'X-Tenant': 'acme' }));
    expect(headers.get('x-tenant')).to.equal('acme');
    expect(headers.get('X-TENANT')).to.equal('acme');
    expect(headers.get('cookie')).to.equal('a=1');
    expect(headers.get('Authorization')).to.equal(undefined);
    expect(headers.get('AUTHORIZATION')).to.equal(undefined);
    expect(headers.get('proxy-authorization')).to.equal(undefined);
    expect(headers.get('x-missing')).to.equal(undefined);
  });

  it('handlerHeaders asks its reader by the lower-case name, never for a hidden one, and gives undefined for null', () => {
    const asked: string[] = [];
    const headers = handlerHeaders((name) => {
      asked.push(name);
      return name === 'x-empty' ? null : `value of ${name}`;
    });
    expect(headers.get('X-Trace')).to.equal('value of x-trace');
    expect(headers.get('x-empty')).to.equal(undefined);
    expect(headers.get('Authorization')).to.equal(undefined);
    expect(asked).to.deep.equal(['x-trace', 'x-empty']);
  });

  it('a prototype key read as a header name finds nothing', () => {
    const headers = headersOf(new Headers({ 'x-a': '1' }));
    for (const name of ['constructor', '__proto__', 'toString']) expect(headers.get(name)).to.equal(undefined);
    expect(headers.get('x-a')).to.equal('1');
  });
});
