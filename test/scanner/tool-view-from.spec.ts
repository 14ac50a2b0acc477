import { expect } from 'chai';
import { toolViewFrom } from '../../lib/scanner/tool-view-from.js';

class Host {
  find(): string {
    return '';
  }
}

describe('scanner/tool-view-from', () => {
  it('keeps the link as declared: the short form, the long form with visibility, and every key given', () => {
    expect(toolViewFrom(undefined, Host.prototype, 'find')).to.equal(undefined);
    expect(toolViewFrom('ui://a/b', Host.prototype, 'find')).to.deep.equal({ view: 'ui://a/b', keys: ['view'] });
    expect(toolViewFrom({ view: 'card', visibility: ['app'] }, Host.prototype, 'find')).to.deep.equal({ view: 'card', visibility: ['app'], keys: ['view', 'visibility'] });
  });

  it('refuses a ui option that names no view, and a visibility with other values', () => {
    expect(() => toolViewFrom('', Host.prototype, 'find')).to.throw('@Tool ui is neither a view URI nor { view, visibility }');
    expect(() => toolViewFrom({ visibility: ['app'] } as never, Host.prototype, 'find')).to.throw('@Tool ui is neither');
    expect(() => toolViewFrom({ view: 'x', visibility: ['user'] } as never, Host.prototype, 'find')).to.throw('declares ui.visibility ["user"]');
  });
});
