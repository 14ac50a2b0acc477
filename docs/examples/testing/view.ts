// renderView: a tool's MCP Apps view in headless Chromium through the official host bridge (docs/guide/testing.md
// includes it by region). Run by browser/docs-testing-view.spec.ts (npm run test:browser) against its card server.
import { expect } from 'chai';
import type { DecoratedMcpServer } from 'mcp-decorators';

// #region render-view
import { renderView } from 'mcp-decorators/testing';

export async function checkCard(createMyServer: () => DecoratedMcpServer): Promise<void> {
  const host = await renderView({ server: createMyServer(), tool: 'show_card', arguments: { id: 'c1' } });
  try {
    await host.initialized();
    await host.waitForText('Ada Lovelace');          // what the view rendered from the tool result
    await host.click('#refresh');                    // the view calls refresh_card through the host
    expect((await host.waitForToolCall('refresh_card')).result).to.exist;
    expect(host.consoleErrors).to.deep.equal([]);
  } finally {
    await host.close();
  }
}
// #endregion render-view
