import { expect } from 'chai';
import { sessionPolicy } from '../../lib/revisions/session-policy.js';
import { wireVocabulary } from '../../lib/revisions/wire-encoders.js';
import type { WireFeatures } from '../../lib/revisions/wire-features.js';

const features: WireFeatures = {
  annotations: true, audio: true, completions: true, progressMessage: true, title: true, outputSchema: true, resourceLink: true,
  meta: true, lastModified: false, structuredContent: 'objects', icons: true, richServerInfo: false, headerParams: false,
};
const issues = [{ path: 'days', message: 'must be integer' }];

describe('revisions/session-policy', () => {
  it('answers invalid arguments with a JSON-RPC -32602 error listing the issues, when the revision says so', () => {
    const policy = sessionPolicy({ invalidArgumentsAsToolError: false, elicitation: false, batches: true });
    expect(policy.invalidArguments('forecast', issues)).to.deep.equal({ error: { code: -32602, message: 'Invalid arguments for tool forecast: days: must be integer', data: { issues: [{ path: 'days', message: 'must be integer' }] } } });
  });

  it('answers invalid arguments with a tool-error result, when the revision says so', () => {
    const policy = sessionPolicy({ invalidArgumentsAsToolError: true, elicitation: true, batches: false });
    expect(policy.invalidArguments('forecast', issues)).to.deep.equal({ result: { content: [{ type: 'text', text: 'Invalid arguments for tool forecast: days: must be integer' }], isError: true } });
  });

  it('carries the flags: era, batches, elicitation, core tasks, resource-not-found code', () => {
    const plain = sessionPolicy({ invalidArgumentsAsToolError: false, elicitation: false, batches: true });
    expect(plain).to.deep.include({ era: 'session', batches: true, coreTasks: false, resourceNotFound: -32002 });
    expect(plain.clientRequests).to.deep.equal({ elicitation: false, sampling: true, roots: true });
    const tasks = sessionPolicy({ invalidArgumentsAsToolError: true, elicitation: true, batches: false, coreTasks: true });
    expect(tasks).to.deep.include({ batches: false, coreTasks: true });
    expect(tasks.clientRequests.elicitation).to.equal(true);
  });

  it('builds the initialize result from the revision wire, with instructions only when given', () => {
    const policy = sessionPolicy({ invalidArgumentsAsToolError: true, elicitation: true, batches: false });
    const wire = wireVocabulary('2025-06-18', features);
    const server = { tools: true, resources: false, prompts: false, completions: false, logging: true };
    expect(policy.initializeResult(wire, { name: 's', version: '1', title: 'S' }, server)).to.deep.equal({ capabilities: { tools: { listChanged: true }, logging: {} }, serverInfo: { name: 's', version: '1', title: 'S' } });
    expect(policy.initializeResult(wire, { name: 's', version: '1' }, server, 'Use add to add.')).to.have.property('instructions', 'Use add to add.');
  });
});
