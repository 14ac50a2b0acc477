import { expect } from 'chai';
import { describeIssues, invalidArgumentsPrefix } from '../../lib/revisions/revision-adapter.js';

describe('revisions/revision-adapter', () => {
  it('describes validation issues as path: message pairs, in order', () => {
    expect(describeIssues([{ path: 'days', message: 'must be integer' }, { path: '', message: "must have required property 'city'" }])).to.equal("days: must be integer; : must have required property 'city'");
    expect(describeIssues([])).to.equal('');
  });

  it('starts the invalid-arguments text with the tool name', () => {
    expect(invalidArgumentsPrefix('forecast')).to.equal('Invalid arguments for tool forecast: ');
  });
});
