import { expect } from 'chai';
import { View } from '../../../lib/index.js';
import { scan } from '../../../lib/model/index.js';
import { viewMeta } from '../../../lib/extensions/apps/view.decorator.js';

describe('extensions/apps/view.decorator', () => {
  it('declares a resource at the ui:// URI with the app MIME type, the name, title and description given, and _meta.ui', () => {
    class Views {
      @View('ui://acme/card', { name: 'card', title: 'Card', description: 'A card', csp: { connectDomains: ['https://a.test'] }, permissions: { clipboardWrite: {} }, domain: 'x.y.test', prefersBorder: true })
      render(): string {
        return '<!DOCTYPE html>';
      }

      @View('ui://acme/plain')
      plainView(): string {
        return '<!DOCTYPE html>';
      }
    }
    const [card, plain] = scan([Views]).resources;
    expect(card).to.deep.include({ uri: 'ui://acme/card', name: 'card', title: 'Card', description: 'A card', mimeType: 'text/html;profile=mcp-app' });
    expect(card!._meta).to.deep.equal({ ui: { csp: { connectDomains: ['https://a.test'] }, permissions: { clipboardWrite: {} }, domain: 'x.y.test', prefersBorder: true } });
    expect(plain).to.deep.include({ uri: 'ui://acme/plain', name: 'plain_view', mimeType: 'text/html;profile=mcp-app' });
    expect(plain!._meta).to.deep.equal({ ui: {} });
  });

  it('viewMeta copies what it keeps, so a later change to the options object changes nothing served', () => {
    const csp = { connectDomains: ['https://a.test'] };
    const meta = viewMeta({ csp });
    csp.connectDomains.push('https://evil.test');
    expect(meta).to.deep.equal({ csp: { connectDomains: ['https://a.test'] } });
  });

  it('refuses a ui:// URI with nothing after the scheme', () => {
    expect(() => {
      class Empty {
        @View('ui://')
        card(): string {
          return '';
        }
      }
      void Empty;
    }).to.throw('outside the ui:// scheme');
  });
});
