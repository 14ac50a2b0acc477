import { expect } from 'chai';
import { parseUriTemplate, uriTemplateMatcher, UriTemplateSyntaxError } from '../../lib/metadata/uri-template.js';

describe('metadata/uri-template', () => {
  it('lists the variables of every operator', () => {
    expect(parseUriTemplate('files://{+path}{?mode,limit}{#frag}').variables).to.deep.equal(['path', 'mode', 'limit', 'frag']);
    expect(parseUriTemplate('x://{a}{/b,c}{.ext}{;p}{&q}').variables).to.deep.equal(['a', 'b', 'c', 'ext', 'p', 'q']);
  });

  it('refuses malformed templates with the reason', () => {
    for (const [template, reason] of [['x://{a', 'unclosed "{" at position 4'], ['x://a}', 'unmatched "}" at position 5'], ['x://{}', 'empty expression at position 4'], ['x://{a}/{a}', 'variable "a" appears twice'], ['x://{a b}', 'bad variable "a b"']] as const) {
      expect(() => parseUriTemplate(template)).to.throw(UriTemplateSyntaxError, reason);
    }
  });

  it('matches simple, reserved, path, query and fragment expressions', () => {
    const simple = uriTemplateMatcher(parseUriTemplate('notes://{folder}/{id}'));
    expect(simple('notes://work/42')).to.deep.equal({ folder: 'work', id: '42' });
    expect(simple('notes://work/42/extra')).to.equal(undefined);
    const reserved = uriTemplateMatcher(parseUriTemplate('file:///{+path}'));
    expect(reserved('file:///a/b/c.txt')).to.deep.equal({ path: 'a/b/c.txt' });
    const query = uriTemplateMatcher(parseUriTemplate('search://items{?q,page}'));
    expect(query('search://items?page=2&q=red%20shoes')).to.deep.equal({ q: 'red shoes', page: '2' });
    expect(query('search://items')).to.deep.equal({});
    const path = uriTemplateMatcher(parseUriTemplate('x://root{/a,b}'));
    expect(path('x://root/one/two')).to.deep.equal({ a: 'one', b: 'two' });
    const fragment = uriTemplateMatcher(parseUriTemplate('doc://page{#section}'));
    expect(fragment('doc://page#intro')).to.deep.equal({ section: 'intro' });
  });

  it('refuses malformed percent-encoding instead of throwing', () => {
    expect(uriTemplateMatcher(parseUriTemplate('notes://{id}'))('notes://%E0%A4%A')).to.equal(undefined);
  });
});
