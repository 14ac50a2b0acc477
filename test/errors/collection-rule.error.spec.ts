import { expect } from 'chai';
import { ArrayUnique } from 'class-validator';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Field } from '../../lib/decorators/field.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { CollectionRuleError } from '../../lib/errors/collection-rule.error.js';
import { SetOf } from '../../lib/metadata/type-spec.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/collection-rule.error.ts, as its callers raise it.
describe('errors/collection-rule.error', () => {
  it('CollectionRuleError', () => {
    class Tagging { @ArrayUnique() @Field({ type: () => SetOf(String) }) tags!: Set<string>; }
    class Tools { @Tool() tag(@Args() input: Tagging): number { return input.tags.size; } }
    const e = thrown(() => scan([Tools]));
    expect(e).to.be.instanceOf(CollectionRuleError);
    expect(String(e)).to.equal('CollectionRuleError [MCPD_COLLECTION_RULE]: @ArrayUnique() at Tagging.tags can never pass: class-validator checks the Set the handler receives, which that rule refuses, so every call would be refused. A Set\'s items are unique already (its schema says uniqueItems: true): remove @ArrayUnique(), or declare the property as an array (@Field({ type: () => [String] }) tags!: string[]).');
  });
});
