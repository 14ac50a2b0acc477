import { expect } from 'chai';
import { ViewHostError } from '../../lib/errors/view-host.error.js';

// The code and exact text of the error of lib/errors/view-host.error.ts, as its callers raise it.
describe('errors/view-host.error', () => {
  it('ViewHostError names the problem and the fix', () => {
    const error = new ViewHostError('view', 'tool show_card names no view in _meta.ui.resourceUri', "Link the view to the tool, or pass view: 'ui://…'.");
    expect(String(error)).to.equal(
      "ViewHostError [MCPD_VIEW_HOST]: renderView: tool show_card names no view in _meta.ui.resourceUri. Link the view to the tool, or pass view: 'ui://…'.",
    );
    expect(error.member).to.equal('view');
  });
});
