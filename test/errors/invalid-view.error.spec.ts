import { expect } from 'chai';
import { Param, Tool, View, apps, createServer, type ViewCsp, type ViewOptions } from '../../lib/index.js';
import { InvalidViewError } from '../../lib/errors/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { thrown } from '../support/thrown.js';
import { pinError } from '../support/pin-error.js';

const serve = (...classes: (new () => object)[]) => createServer({ name: 'v', version: '1', classes, extensions: [apps()], diagnostics: silentDiagnostics });

/** Declares a class with one view given `uri` and `options`, at decoration time. */
function viewClass(uri: string, options: ViewOptions): void {
  class Views {
    @View(uri, options)
    card(): string {
      return '<!DOCTYPE html>';
    }
  }
  void Views;
}

// The codes and exact texts of lib/errors/invalid-view.error.ts, as @View, @Tool({ ui }) and apps() raise them.
describe('errors/invalid-view.error', () => {
  it('InvalidViewError [MCPD_VIEW_NOT_FOUND]: a tool links a view no @View declares', () => {
    class Orphan {
      @Tool({ ui: 'ui://acme/missing' })
      find(@Param('q') q: string): string {
        return q;
      }
    }
    const error = thrown(() => serve(Orphan));
    pinError(error, 'MCPD_VIEW_NOT_FOUND', `Orphan.find (tool find) links the view "ui://acme/missing", which no @View declares. Declare it on a class the server serves: @View('ui://acme/missing') view() { return html; }`);
    expect(error).to.be.instanceOf(InvalidViewError);
    class Card {
      @View('ui://acme/card')
      card(): string {
        return '<!DOCTYPE html>';
      }

      @Tool({ ui: 'cards' })
      find(@Param('q') q: string): string {
        return q;
      }
    }
    pinError(thrown(() => serve(Card)), 'MCPD_VIEW_NOT_FOUND', "Card.find (tool find) links the view \"cards\", which no @View declares. Link one of ui://acme/card, or declare it with @View('ui://…').");
  });

  it('InvalidViewError [MCPD_VIEW_SCHEME]: a view outside ui://', () => {
    pinError(thrown(() => viewClass('https://acme.test/card', {})), 'MCPD_VIEW_SCHEME', `Views.card declares the view "https://acme.test/card", outside the ui:// scheme. Give the view a ui:// URI, e.g. @View('ui://acme/customer-card'); hosts render only ui:// resources.`);
  });

  it('InvalidViewError [MCPD_VIEW_ON_TOOL]: csp or permissions on a tool, a visibility off the spec', () => {
    class OnTool {
      @View('ui://acme/card')
      card(): string {
        return '<!DOCTYPE html>';
      }

      @Tool({ ui: { view: 'ui://acme/card', csp: { connectDomains: ['https://api.acme.test'] } } as never })
      find(@Param('q') q: string): string {
        return q;
      }
    }
    pinError(thrown(() => serve(OnTool)), 'MCPD_VIEW_ON_TOOL', "OnTool.find (tool find) gives csp on the tool, where hosts ignore it. Move csp to the view: @View('ui://acme/card', { csp: … }).");
    class InMeta {
      @View('ui://acme/card')
      card(): string {
        return '<!DOCTYPE html>';
      }

      @Tool({ ui: 'ui://acme/card', _meta: { ui: { permissions: { camera: {} } } } })
      find(@Param('q') q: string): string {
        return q;
      }
    }
    pinError(thrown(() => serve(InMeta)), 'MCPD_VIEW_ON_TOOL', "InMeta.find (tool find) gives permissions on the tool, where hosts ignore it. Move permissions to the view: @View('ui://acme/card', { permissions: … }).");
    const badVisibility = (): void => {
      class Hidden {
        @Tool({ ui: { view: 'ui://acme/card', visibility: [] } })
        find(@Param('q') q: string): string {
          return q;
        }
      }
      serve(Hidden);
    };
    pinError(thrown(badVisibility), 'MCPD_VIEW_ON_TOOL', "Hidden.find declares ui.visibility []. Give a non-empty list of 'model' and 'app' (default ['model', 'app']; ['app'] hides the tool from the model).");
  });

  it('InvalidViewError [MCPD_VIEW_KEY]: an unknown CSP or permission key', () => {
    pinError(thrown(() => viewClass('ui://acme/card', { csp: { scriptDomains: ['https://cdn.acme.test'] } as ViewCsp })), 'MCPD_VIEW_KEY', 'Views.card has the unknown CSP key "scriptDomains". Use connectDomains, resourceDomains, frameDomains, baseUriDomains: hosts ignore any other key.');
    pinError(thrown(() => viewClass('ui://acme/card', { permissions: { usb: {} } as never })), 'MCPD_VIEW_KEY', 'Views.card asks for the unknown permission "usb". Use camera, microphone, geolocation, clipboardWrite: hosts ignore any other key.');
  });

  it('InvalidViewError [MCPD_VIEW_DOMAIN]: a CSP entry or domain that is not a host name', () => {
    const fix = "Give scheme and host only, e.g. 'https://api.example.com', 'wss://rt.example.com:8443' or 'https://*.example.com' (a wildcard only as the leftmost label; no path, no CSP keywords).";
    for (const entry of ["'unsafe-eval'", 'https://api.acme.test/v1', '*', 'https://api.*.acme.test', 'ftp://files.acme.test', 'https://a.test; script-src *']) {
      pinError(thrown(() => viewClass('ui://acme/card', { csp: { connectDomains: [entry] } })), 'MCPD_VIEW_DOMAIN', `Views.card has csp.connectDomains entry ${JSON.stringify(entry)}, which is not an origin with a host name. ${fix}`);
    }
    pinError(thrown(() => viewClass('ui://acme/card', { domain: 'https://x.claudemcpcontent.com' })), 'MCPD_VIEW_DOMAIN', `Views.card has domain "https://x.claudemcpcontent.com", which is not a host name. Give the host name the host expects, without scheme or path, e.g. claudeAppDomain('https://example.com/mcp') for Claude.`);
  });

  it('InvalidViewError [MCPD_VIEW_RESULT]: a view tool declared to return nothing', () => {
    const declare = (): void => {
      class Silent {
        @Tool({ ui: 'ui://acme/card' })
        ping(@Param('q') q: string): void {
          void q;
        }
      }
      serve(Silent);
    };
    pinError(thrown(declare), 'MCPD_VIEW_RESULT', 'Silent.ping links a view but is declared to return nothing, so a host that cannot show the view gets no text content. Return what the view renders (a string, an object, or toolResult(...) with text content): MCP Apps tools must return meaningful content either way.');
  });

  it('InvalidViewError [MCPD_DUPLICATE_VIEW]: two views on one URI in a class (across classes: MCPD_DUPLICATE_RESOURCE)', () => {
    const declare = (): void => {
      class Twice {
        @View('ui://acme/card')
        card(): string {
          return 'a';
        }

        @View('ui://acme/card')
        other(): string {
          return 'b';
        }
      }
      void Twice;
    };
    pinError(thrown(declare), 'MCPD_DUPLICATE_VIEW', 'Twice.other declares the view ui://acme/card, which Twice.card already declares. Give each view its own ui:// URI; link one view from several tools instead of declaring it twice.');
    class A {
      @View('ui://acme/card')
      card(): string {
        return 'a';
      }
    }
    class B {
      @View('ui://acme/card')
      card(): string {
        return 'b';
      }
    }
    expect(thrown(() => serve(A, B)).code).to.equal('MCPD_DUPLICATE_RESOURCE');
  });

  it('InvalidViewError [MCPD_VIEW_EXTENSION]: a view tool on a server without apps()', () => {
    class Linked {
      @View('ui://acme/card')
      card(): string {
        return 'a';
      }

      @Tool({ ui: 'ui://acme/card' })
      find(@Param('q') q: string): string {
        return q;
      }
    }
    pinError(thrown(() => createServer({ name: 'v', version: '1', classes: [Linked], diagnostics: silentDiagnostics })), 'MCPD_VIEW_EXTENSION', `Linked.find (tool find) links the view "ui://acme/card", but the server has no extension that serves views. Add the MCP Apps extension: createServer({ …, extensions: [apps()] }) with apps imported from 'mcp-decorators', or drop the ui option.`);
  });
});
