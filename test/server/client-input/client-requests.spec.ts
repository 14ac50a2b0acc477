import { expect } from 'chai';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { UnsupportedTypeError } from '../../../lib/errors/unsupported-type.error.js';
import { elicitationRequest, prepareForm, readElicitation, readRoots, readSampling, ROOTS_REQUEST, samplingRequest } from '../../../lib/server/client-input/client-requests.js';
import { record } from '../../support/emitted-schemas.js';

class Booking {
  @IsString() name!: string;
  @IsInt() guests!: number;
  @IsOptional() @IsBoolean() window?: boolean;
  @IsIn(['veg', 'meat'], { each: true }) diet!: string[];
}
class Address { @IsString() street!: string; }
class Nested { @ValidateNested() @Type(() => Address) address!: Address; }

describe('server/client-input/client-requests', () => {
  it('asks for a flat form with its schema, prepared once per class', () => {
    const request = elicitationRequest(Booking, 'Book a table');
    expect(request.method).to.equal('elicitation/create');
    expect(request.params.message).to.equal('Book a table');
    const schema = record('elicitation Booking', request.params.requestedSchema as never, 'form') as { type: string; required: string[]; additionalProperties?: unknown };
    expect(schema.type).to.equal('object');
    expect(schema.required).to.have.members(['name', 'guests', 'diet']);
    expect(schema).to.not.have.property('additionalProperties');
    expect(prepareForm(Booking)).to.equal(prepareForm(Booking));
  });

  it('refuses a form with a nested object, naming the field', () => {
    expect(() => prepareForm(Nested)).to.throw(UnsupportedTypeError, 'elicitation forms are flat, but this field is object at Nested.address. Use string, number, integer, boolean or enum fields in elicitation DTOs.');
  });

  it('reads an accepted answer into an instance of the form, and decline or cancel as they are', async () => {
    const accepted = await readElicitation(Booking, { action: 'accept', content: { name: 'Ada', guests: 2, diet: ['veg'] } });
    expect(accepted).to.deep.equal({ action: 'accept', content: Object.assign(new Booking(), { name: 'Ada', guests: 2, diet: ['veg'] }) });
    expect((accepted as { content: object }).content).to.be.instanceOf(Booking);
    expect(await readElicitation(Booking, { action: 'decline' })).to.deep.equal({ action: 'decline' });
    expect(await readElicitation(Booking, { action: 'cancel', content: { name: 1 } })).to.deep.equal({ action: 'cancel' });
  });

  it('describes an answer that is not one, or that does not fit the form, or that adds a field', async () => {
    expect(await readElicitation(Booking, ['accept'])).to.equal('The client answered elicitation/create with something that is not an object');
    expect(await readElicitation(Booking, { action: 'maybe' })).to.equal('The client answered elicitation/create with an unknown action "maybe"');
    expect(await readElicitation(Booking, { action: 'accept', content: { name: 'Ada', guests: 'two', diet: [] } })).to.match(/^The user's answer does not fit the form: guests: /);
    expect(await readElicitation(Booking, { action: 'accept', content: { name: 'Ada', guests: 2, diet: [], admin: true } })).to.be.a('string').that.contains('admin');
  });

  it('sends a plain JSON copy of a sampling request and checks the answer has a role, content and model', () => {
    const request = { messages: [{ role: 'user' as const, content: { type: 'text' as const, text: 'hi' } }], maxTokens: 10 };
    const sent = samplingRequest(request);
    expect(sent).to.deep.equal({ method: 'sampling/createMessage', params: request });
    expect(sent.params).to.not.equal(request);
    const answer = { role: 'assistant', content: { type: 'text', text: 'hello' }, model: 'm' };
    expect(readSampling(answer)).to.deep.equal(answer);
    for (const bad of [null, {}, { ...answer, role: 'system' }, { ...answer, model: 3 }, { ...answer, content: null }, { ...answer, content: { text: 'x' } }]) {
      expect(readSampling(bad as never), JSON.stringify(bad)).to.equal('The client answered sampling/createMessage without a role, content and model');
    }
  });

  it('asks for roots and accepts only a list of roots with URIs', () => {
    expect(ROOTS_REQUEST).to.deep.equal({ method: 'roots/list', params: {} });
    expect(readRoots({ roots: [{ uri: 'file:///a', name: 'a' }] })).to.deep.equal([{ uri: 'file:///a', name: 'a' }]);
    for (const bad of [{}, { roots: {} }, { roots: [{ name: 'a' }] }, { roots: [null] }, 'x']) {
      expect(readRoots(bad as never)).to.equal('The client answered roots/list without a list of roots with URIs');
    }
  });
});
