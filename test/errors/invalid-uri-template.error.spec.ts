import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { ResourceTemplate } from '../../lib/decorators/resource-template.decorator.js';
import { InvalidUriTemplateError } from '../../lib/errors/invalid-uri-template.error.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/invalid-uri-template.error.ts, as its callers raise it.
describe('errors/invalid-uri-template.error', () => {
  it('InvalidUriTemplateError at decoration time', () => {
    const e = thrown(() => { class Bad { @ResourceTemplate('notes://{id') n(@Param('id') id: string): string { return id; } } return Bad; });
    expect(e).to.be.instanceOf(InvalidUriTemplateError);
    expect(e.message).to.equal('URI template "notes://{id" at Bad.n is malformed: unclosed "{" at position 8. Write variables as {name}, {+name}, {/name}, {?a,b} and so on (RFC 6570), e.g. \'notes://{folder}/{id}\'.');
  });
});
