import { expect } from 'chai';
import { Param, Prompt, Resource, ResourceTemplate, Tool } from '../../../lib/index.js';
import { scan } from '../../../lib/model/index.js';
import { Catalogue } from '../../../lib/server/catalogue/catalogue.js';
import { requestTarget } from '../../../lib/server/access/request-target.js';

class Members {
  @Tool() add(): string { return ''; }
  @Prompt() brief(): string { return ''; }
  @Resource('notes://index') index(): string { return ''; }
  @ResourceTemplate('notes://{id}') note(@Param('id', { complete: ['1'] }) id: string): string { return id; }
}

describe('server/access/request-target', () => {
  const catalogue = new Catalogue();
  catalogue.add(scan([Members]));
  const label = (method: string, params: object) => requestTarget(catalogue, method, params)?.label;

  it('finds the member a request runs, as its method will', () => {
    expect(label('tools/call', { name: 'add' })).to.equal('Tool add');
    expect(label('prompts/get', { name: 'brief' })).to.equal('Prompt brief');
    expect(label('resources/read', { uri: 'notes://index' })).to.equal('Resource notes://index');
    expect(label('resources/read', { uri: 'notes://7' })).to.equal('Resource notes://7');
    // A subscription is decided as a read of the same URI.
    expect(label('resources/subscribe', { uri: 'notes://index' })).to.equal('Resource notes://index');
    expect(requestTarget(catalogue, 'resources/subscribe', { uri: 'notes://7' })?.member.member).to.equal('Members.note');
    expect(requestTarget(catalogue, 'resources/read', { uri: 'notes://7' })?.member.member).to.equal('Members.note');
    expect(label('completion/complete', { ref: { type: 'ref/resource', uri: 'notes://{id}' } })).to.equal('Completion for notes://{id}');
  });

  it('finds nothing for unknown names, other methods, and names that are prototype keys', () => {
    expect(label('tools/call', { name: 'constructor' })).to.equal(undefined);
    expect(label('tools/list', {})).to.equal(undefined);
    expect(label('tools/call', JSON.parse('{"__proto__":{"name":"add"}}'))).to.equal(undefined);
  });
});
