import { expect } from 'chai';
import { UriTemplateSyntaxError } from '../../lib/errors/uri-template-syntax.error.js';
import { parseUriTemplate } from '../../lib/metadata/uri-template.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/uri-template-syntax.error.ts, as its callers raise it.
describe('errors/uri-template-syntax.error', () => {
  it('UriTemplateSyntaxError [MCPD_URI_TEMPLATE_SYNTAX]: what is malformed and where', () => {
    pinError(new UriTemplateSyntaxError('unclosed "{" at position 8'), 'MCPD_URI_TEMPLATE_SYNTAX', 'unclosed "{" at position 8');
    expect(() => parseUriTemplate('notes://{id')).to.throw(UriTemplateSyntaxError, 'unclosed "{" at position 8');
    expect(() => parseUriTemplate('notes://id}')).to.throw(UriTemplateSyntaxError, 'unmatched "}" at position 10');
  });
});
