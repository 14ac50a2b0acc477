import { Param, Tool, View } from 'mcp-decorators';
import { appPage } from '../app-page.js';

/** The minimal view's URI; test_app_view links it. */
export const ECHO_VIEW = 'ui://everything/echo';

// The view shows the text of the tool result the host hands it (textContent: the message is data, never markup).
const ECHO_CODE = `
const app = new App({ name: 'everything-echo', version: '1.0.0' }, {});
app.ontoolresult = (result) => {
  document.getElementById('echo').textContent = result.content.find((c) => c.type === 'text')?.text ?? '';
};
await app.connect();
document.getElementById('state').textContent = 'connected';
`;

/**
 * A minimal MCP Apps view (under `apps()`) for interoperability checks: a host that renders views shows the echoed
 * message in it; a client without views gets the same message as text.
 */
export class EverythingApps {
  @View(ECHO_VIEW, { name: 'echo_view', title: 'Echo view', description: 'A minimal MCP Apps view: it shows the text of the tool result it is given.' })
  echoView(): Promise<string> {
    return appPage('Echo view', '<p id="echo">…</p><p id="state">starting</p>', ECHO_CODE);
  }

  @Tool({ name: 'test_app_view', description: 'Echoes a message as text; hosts that render MCP Apps show it in the echo view (ui://everything/echo).', ui: ECHO_VIEW })
  testAppView(@Param('message', { description: 'The text to echo', maxLength: 1000, default: 'Hello from the everything view' }) message: string): string {
    return message;
  }
}
