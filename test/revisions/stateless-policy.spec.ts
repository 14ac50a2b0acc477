import { expect } from 'chai';
import { statelessPolicy } from '../../lib/revisions/stateless-policy.js';
import { adapterFor } from '../../lib/revisions/adapter-for.js';
import type { CachePolicy, WireObject } from '../../lib/revisions/wire-types.js';

const cache: CachePolicy = {
  discover: { ttlMs: 1000, cacheScope: 'public' },
  lists: { ttlMs: 2000, cacheScope: 'public' },
  reads: { ttlMs: 0, cacheScope: 'private' },
};
const identity = { name: 'notes', version: '2.0.0', title: 'Notes' };
const SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

describe('revisions/stateless-policy', () => {
  it('stamps every result complete, with the server info in _meta', () => {
    const out = statelessPolicy.stampResult('tools/call', { content: [] }, { identity, cache });
    expect(out).to.deep.equal({ content: [], resultType: 'complete', _meta: { [SERVER_INFO]: { name: 'notes', version: '2.0.0' } } });
  });

  it('adds the cache hint of lists, reads and discover, and none to other methods or to an incomplete result', () => {
    expect(statelessPolicy.stampResult('tools/list', { tools: [] }, { identity, cache })).to.deep.include({ ttlMs: 2000, cacheScope: 'public' });
    expect(statelessPolicy.stampResult('resources/read', { contents: [] }, { identity, cache })).to.deep.include({ ttlMs: 0, cacheScope: 'private' });
    expect(statelessPolicy.stampResult('server/discover', {}, { identity, cache })).to.deep.include({ ttlMs: 1000 });
    expect(statelessPolicy.stampResult('tools/call', {}, { identity, cache })).to.not.have.property('ttlMs');
    expect(statelessPolicy.stampResult('tools/list', { resultType: 'input_required' }, { identity, cache })).to.not.have.property('ttlMs');
    expect(statelessPolicy.stampResult('__proto__', {}, { identity, cache })).to.not.have.property('ttlMs');
  });

  it("keeps a result's own _meta beside the server info, and shares one frozen stamp per server", () => {
    const out = statelessPolicy.stampResult('tools/call', { _meta: { 'example.com/k': 1 } }, { identity, cache });
    expect(out._meta).to.deep.equal({ 'example.com/k': 1, [SERVER_INFO]: { name: 'notes', version: '2.0.0' } });
    const stamp = statelessPolicy.resultMeta(identity);
    expect(stamp).to.equal(statelessPolicy.resultMeta(identity));
    expect(Object.isFrozen(stamp)).to.equal(true);
    expect(() => ((stamp as { x?: number }).x = 1)).to.throw(TypeError);
    expect(statelessPolicy.resultMeta({ ...identity })).to.not.equal(stamp);
  });

  it('answers invalid arguments with a tool-error result', () => {
    expect(statelessPolicy.invalidArguments('add', [{ path: 'text', message: 'must be string' }])).to.deep.equal({ result: { content: [{ type: 'text', text: 'Invalid arguments for tool add: text: must be string' }], isError: true } });
  });

  it('builds the discover result with the supported versions, and an input-required result with a copy of the requests', () => {
    const wire = adapterFor('2026-07-28').wire;
    const versions = ['2026-07-28'];
    const discover = statelessPolicy.discoverResult(wire, identity, { tools: true, resources: false, prompts: false, completions: false, logging: false }, versions, 'hi');
    expect(discover).to.deep.equal({ supportedVersions: ['2026-07-28'], capabilities: { tools: { listChanged: true } }, instructions: 'hi' });
    expect(discover.supportedVersions).to.not.equal(versions);
    const requests = { roots: { method: 'roots/list' as const, params: {} } };
    const input = statelessPolicy.inputRequired(requests, 'sealed') as WireObject;
    expect(input).to.deep.equal({ resultType: 'input_required', inputRequests: { roots: { method: 'roots/list', params: {} } }, requestState: 'sealed' });
    expect((input.inputRequests as { roots: object }).roots).to.not.equal(requests.roots);
  });

  it('is the stateless era: no batches, every client request, resource not found as -32602', () => {
    expect(statelessPolicy).to.deep.include({ era: 'stateless', batches: false, resourceNotFound: -32602 });
    expect(statelessPolicy.clientRequests).to.deep.equal({ elicitation: true, sampling: true, roots: true });
  });
});
