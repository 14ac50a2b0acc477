import { expect } from 'chai';
import { parseUriTemplate } from '../../lib/metadata/uri-template.js';
import { UriTemplateSyntaxError } from '../../lib/errors/uri-template-syntax.error.js';

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
});
