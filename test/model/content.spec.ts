import { expect } from 'chai';
import { audio, embeddedResource, image, isBranded, message, resourceLink, text, toolResult } from '../../lib/model/content.js';

const BRAND = Symbol.for('mcp-decorators/content@1');

describe('model/content', () => {
  it('text, image and audio build their blocks, with annotations and _meta when given', () => {
    expect(text('hello')).to.deep.equal({ type: 'text', text: 'hello' });
    expect(text('hi', { annotations: { audience: ['user'], priority: 1 }, _meta: { k: 'v' } })).to.deep.equal({ type: 'text', text: 'hi', annotations: { audience: ['user'], priority: 1 }, _meta: { k: 'v' } });
    expect(image('aGk=', 'image/png')).to.deep.equal({ type: 'image', data: 'aGk=', mimeType: 'image/png' });
    expect(audio('UklG', 'audio/wav', { annotations: { priority: 0 } })).to.deep.equal({ type: 'audio', data: 'UklG', mimeType: 'audio/wav', annotations: { priority: 0 } });
  });

  it('resourceLink and embeddedResource carry their resource', () => {
    expect(resourceLink('notes://1', 'Notes', { mimeType: 'text/plain', size: 3 })).to.deep.equal({ type: 'resource_link', uri: 'notes://1', name: 'Notes', mimeType: 'text/plain', size: 3 });
    const contents = { uri: 'notes://1', mimeType: 'text/plain', text: 'hi' };
    expect(embeddedResource(contents)).to.deep.equal({ type: 'resource', resource: contents });
    expect(embeddedResource({ uri: 'b://1', blob: 'AA==' }).resource).to.deep.equal({ uri: 'b://1', blob: 'AA==' });
  });

  it('toolResult defaults to no content and no error, and leaves out what was not given', () => {
    expect(toolResult({})).to.deep.equal({ content: [], isError: false });
    const content = [text('3 found')];
    expect(toolResult({ content, structured: { count: 3 }, isError: true, _meta: { m: 1 } })).to.deep.equal({ content, structured: { count: 3 }, isError: true, _meta: { m: 1 } });
    expect(toolResult({ structured: null })).to.deep.equal({ content: [], isError: false, structured: null });
    expect(toolResult({ structured: 0 })).to.have.property('structured', 0);
    expect(toolResult({ structured: undefined })).to.not.have.property('structured');
  });

  it('message wraps a string in a text block', () => {
    const m = message('assistant', 'Sure');
    expect(m).to.deep.equal({ role: 'assistant', content: { type: 'text', text: 'Sure' } });
    expect(isBranded(m.content)).to.equal(true);
    const block = image('aGk=', 'image/png');
    expect(message('user', block).content).to.equal(block);
  });

  it('brands every helper value without making the brand visible', () => {
    const values = [text('a'), image('d', 'image/png'), audio('d', 'audio/wav'), resourceLink('u://1', 'n'), embeddedResource({ uri: 'u://1', text: 't' }), toolResult({}), message('user', 'x')];
    for (const value of values) {
      expect(isBranded(value), JSON.stringify(value)).to.equal(true);
      expect(Object.getOwnPropertySymbols(value)).to.deep.equal([BRAND]);
      expect(Object.prototype.propertyIsEnumerable.call(value, BRAND)).to.equal(false);
      expect(JSON.parse(JSON.stringify(value))).to.deep.equal({ ...value });
    }
  });

  it('does not treat look-alikes, copies or primitives as branded', () => {
    expect(isBranded({ type: 'text', text: 'a' })).to.equal(false);
    expect(isBranded({ ...text('a') })).to.equal(false);
    expect(isBranded(null)).to.equal(false);
    expect(isBranded(undefined)).to.equal(false);
    expect(isBranded('text')).to.equal(false);
    expect(isBranded({ [BRAND]: 'yes' })).to.equal(false);
  });
});
