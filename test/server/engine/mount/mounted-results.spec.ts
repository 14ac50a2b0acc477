import { expect } from 'chai';
import { embeddedResource, image, message, resourceLink, text, toolResult } from '../../../../lib/index.js';
import { isBranded } from '../../../../lib/model/content.js';
import { withOuterUris } from '../../../../lib/server/engine/mount/mounted-results.js';

// The mounted server serves notes://…; anything else is left as it is.
const outer = (uri: string): string => (uri.startsWith('notes://') ? uri.replace('notes://', 'notes://m/') : uri);

describe('server/engine/mount/mounted-results', () => {
  it('rewrites resource links and embedded resources the mounted server serves, keeping the rest of each block', () => {
    const out = withOuterUris([resourceLink('notes://1', 'One', { title: 'First', mimeType: 'text/plain' }), embeddedResource({ uri: 'notes://2', text: 'two' }, { _meta: { k: 1 } }), resourceLink('https://x.test/a', 'Away'), text('hi')], false, outer) as any[];
    expect(out.map((b) => b.uri ?? b.resource?.uri ?? b.text)).to.deep.equal(['notes://m/1', 'notes://m/2', 'https://x.test/a', 'hi']);
    expect(out[0]).to.deep.equal({ type: 'resource_link', uri: 'notes://m/1', name: 'One', title: 'First', mimeType: 'text/plain' });
    expect(out[1]).to.deep.equal({ type: 'resource', resource: { uri: 'notes://m/2', text: 'two' }, _meta: { k: 1 } });
    // Rebuilt blocks are still content the framework recognises.
    expect(out.every((b) => isBranded(b))).to.equal(true);
  });

  it('rewrites inside a whole tool result and a prompt message, and keeps structured data as it is', () => {
    const result = withOuterUris(toolResult({ content: [resourceLink('notes://1', 'One')], structured: { uri: 'notes://1' }, isError: false }), false, outer) as any;
    expect(isBranded(result)).to.equal(true);
    expect(result.content[0].uri).to.equal('notes://m/1');
    expect(result.structured).to.deep.equal({ uri: 'notes://1' });
    const prompt = withOuterUris([message('user', embeddedResource({ uri: 'notes://3', text: 'three' }))], false, outer) as any[];
    expect(prompt[0].content.resource.uri).to.equal('notes://m/3');
  });

  it('returns what it need not change as the very same value', () => {
    const block = image('AAAA', 'image/png');
    const list = [text('a'), resourceLink('https://x.test', 'x')];
    const data = { uri: 'notes://1', text: 'plain data of a tool' };
    expect(withOuterUris(block, false, outer)).to.equal(block);
    expect(withOuterUris(list, false, outer)).to.equal(list);
    expect(withOuterUris(data, false, outer)).to.equal(data);
    expect(withOuterUris('notes://1', true, outer)).to.equal('notes://1');
  });

  it('rewrites the contents a resource handler returned with their own URI', () => {
    expect(withOuterUris({ uri: 'notes://1', text: 'one' }, true, outer)).to.deep.equal({ uri: 'notes://m/1', text: 'one' });
    expect(withOuterUris([{ uri: 'notes://1', blob: 'AA==' }], true, outer)).to.deep.equal([{ uri: 'notes://m/1', blob: 'AA==' }]);
  });
});
