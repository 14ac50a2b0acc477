import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import type { DecoratedMcpServer } from '../../server/engine/create-server.js';
import { serveHttp } from '../../server/transports/http/mount/serve-http.js';
import { MissingTestPeerError } from '../../errors/missing-test-peer.error.js';
import { ViewHostError } from '../../errors/view-host.error.js';
import { isJsonObject, ownProperty } from '../../server/protocol/own-property.js';
import type { Json } from '../tool-call-outcome.js';
import { fetchView, viewOfTool } from '../../extensions/apps/view-host/view-source.js';
import { connectLink, VIEW_MIME_TYPE, type McpLink } from '../../extensions/apps/view-host/mcp-link.js';
import { importClientModule } from '../client-sdk.js';
import type { ViewCsp } from '../../extensions/apps/view.decorator.js';
import { viewContentSecurityPolicy } from '../../extensions/apps/view-host/view-csp.js';
import { hostPageHtml, hostPageScript, loadPeer } from '../../extensions/apps/view-host/host-page.js';
import { startHostServer, type HostServer } from '../../extensions/apps/view-host/host-server.js';

/** What renderView needs: the server (or its URL), the tool whose result the view shows, and the browser. */
export interface RenderViewOptions {
  /** A decorated server: the harness serves it over Streamable HTTP on 127.0.0.1 (a free port) and stops it on close. */
  readonly server?: DecoratedMcpServer;
  /** Or the Streamable HTTP endpoint of a server already listening, e.g. `http://127.0.0.1:3000/mcp`. */
  readonly url?: string;
  /** The tool to call (a real `tools/call`); its result is sent to the view. */
  readonly tool: string;
  /** Its arguments, also sent to the view as the tool input; default `{}`. */
  readonly arguments?: Json;
  /** The view's `ui://` URI; default: the one the tool names in `_meta.ui.resourceUri` (or `_meta["ui/resourceUri"]`). */
  readonly view?: string;
  /** The Chromium to drive; default `process.env.CHROMIUM_PATH` or `/usr/bin/chromium` (Debian's `chromium`). */
  readonly executablePath?: string;
  /** Bound of each wait (initialisation, text, tool calls), in ms; default 10000. */
  readonly timeoutMs?: number;
}

/** One tool call the view made through the host, as the server answered it. */
export interface ViewToolCall {
  readonly name: string;
  readonly arguments: Json;
  /** The server's result, or `undefined` when the call failed (see `error`). */
  readonly result?: Json;
  readonly error?: string;
}

/** A view rendered in headless Chromium by a host page on the official MCP Apps host bridge. */
export interface ViewHost {
  /** The view's URI and the Content-Security-Policy its iframe was served with. */
  readonly view: string;
  readonly csp: string;
  /** The result of the tool call sent to the view. */
  readonly toolResult: Json;
  /** Tool calls the view made through the host, in order. */
  readonly toolCalls: readonly ViewToolCall[];
  /** Console errors and uncaught exceptions of the host page and the view (CSP violations among them). */
  readonly consoleErrors: readonly string[];
  /** The playwright-core `Page` of the host (cast it); the view is its iframe `#mcpd-view`. */
  readonly page: object;
  /** Waits until the view has done `ui/initialize` and received the tool input and result; answers its appInfo. */
  initialized(): Promise<Json>;
  /** The view's rendered text (its body's innerText). */
  text(): Promise<string>;
  /** Waits until the view's text contains `expected`; answers the whole text. */
  waitForText(expected: string | RegExp): Promise<string>;
  /** Clicks an element of the view. */
  click(selector: string): Promise<void>;
  /** Waits for the view's next (or an earlier unclaimed) call of tool `name`. */
  waitForToolCall(name: string): Promise<ViewToolCall>;
  /** Closes the browser, the host page's server, the client and a server the harness served. */
  close(): Promise<void>;
}

const VIEW_FRAME = '#mcpd-view';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];


/**
 * Hosts an MCP Apps view in headless Chromium the way a host does: reads it with `resources/read` over Streamable
 * HTTP, serves a host page (on 127.0.0.1) whose script is the official `@modelcontextprotocol/ext-apps` AppBridge,
 * renders the view in a sandboxed iframe under the CSP its `_meta.ui.csp` declares, sends the tool input and the
 * result of a real `tools/call`, and forwards the view's tool calls to the server. Needs playwright-core,
 * @modelcontextprotocol/ext-apps, esbuild, @modelcontextprotocol/client and a Chromium (MCPD_TEST_PEER otherwise).
 * @example
 * const host = await renderView({ server: createServer({ name: 'shop', version: '1.0.0', classes: [Cards] }), tool: 'show_card', arguments: { id: 'c1' } });
 * try { await host.initialized(); await host.waitForText('Ada'); await host.click('button'); await host.waitForToolCall('refresh'); }
 * finally { await host.close(); }
 */
export async function renderView(options: RenderViewOptions): Promise<ViewHost> {
  if ((options.server === undefined) === (options.url === undefined)) throw new ViewHostError('server', 'pass exactly one of server and url', 'Give server: createServer(...) to have it served, or url: the endpoint of one already listening.');
  const timeout = options.timeoutMs ?? 10_000;
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const { access, mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  await access(executablePath).catch((error: unknown) => {
    throw new MissingTestPeerError('renderView', `a Chromium at ${executablePath}`, "Install Debian's chromium (apt-get install -y chromium) or pass executablePath (or set CHROMIUM_PATH).", error);
  });
  const { chromium } = await loadPeer('playwright-core', () => import('playwright-core'));
  const script = await hostPageScript();

  const cleanup: (() => Promise<unknown>)[] = [];
  const close = async (): Promise<void> => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    let url = options.url;
    if (options.server) {
      const served = await serveHttp(options.server, { port: 0, host: '127.0.0.1' });
      cleanup.push(() => served.close());
      url = served.url;
    }
    const link: McpLink = await connectLink(url as string, () => importClientModule('v2', () => import('@modelcontextprotocol/client')));
    cleanup.push(() => link.close());
    const tools = new Map((await link.listTools()).map((tool) => [String(tool.name), tool]));
    const tool = tools.get(options.tool);
    if (!tool) throw new ViewHostError('tool', `the server lists no tool named ${JSON.stringify(options.tool)}`, 'Pass the name tools/list shows.');
    const view = options.view ?? viewOfTool(tool);
    if (!view) throw new ViewHostError('view', `tool ${options.tool} names no view in _meta.ui.resourceUri`, "Link the view to the tool, or pass view: 'ui://…'.");
    const { html, ui } = await fetchView(link, view);
    const csp = viewContentSecurityPolicy(ownProperty(ui, 'csp') as ViewCsp | undefined);
    const args = options.arguments ?? {};
    const toolResult = await link.callTool(options.tool, args);

    const host: HostServer = await startHostServer({ page: hostPageHtml({ toolInput: args, toolResult, permissions: ownProperty(ui, 'permissions') ?? null }), script, view: html, csp });
    cleanup.push(() => host.close());
    const userDataDir = await mkdtemp(join(tmpdir(), 'mcpd-chromium-'));
    cleanup.push(() => rm(userDataDir, { recursive: true, force: true }));
    const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, { executablePath, headless: true, args: FLAGS, timeout });
    cleanup.push(() => context.close());
    const page: Page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(timeout);

    const consoleErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    page.on('pageerror', (error) => void consoleErrors.push(String(error)));
    const toolCalls: ViewToolCall[] = [];
    const waiters: { name: string; resolve: (call: ViewToolCall) => void }[] = [];
    const record = (call: ViewToolCall): void => {
      toolCalls.push(call);
      for (const waiter of waiters.splice(0)) (waiter.name === call.name ? waiter.resolve(call) : waiters.push(waiter));
    };
    await page.exposeFunction('__mcpdCallTool', async (params: unknown): Promise<Json> => {
      const name = ownProperty(params, 'name');
      const callArgs = ownProperty(params, 'arguments') ?? {};
      if (typeof name !== 'string' || !isJsonObject(callArgs)) throw new Error('tools/call needs a name and object arguments');
      // The spec: a host MUST reject a view's call of a tool whose visibility leaves out "app".
      const visibility = ownProperty(ownProperty(ownProperty(tools.get(name), '_meta'), 'ui'), 'visibility');
      if (Array.isArray(visibility) && !visibility.includes('app')) {
        record({ name, arguments: callArgs, error: `tool ${name} is not visible to apps` });
        throw new Error(`tool ${name} is not visible to apps`);
      }
      try {
        const result = await link.callTool(name, callArgs);
        record({ name, arguments: callArgs, result });
        return result;
      } catch (error) {
        record({ name, arguments: callArgs, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    });
    await page.goto(host.url, { timeout });
    const frame: FrameLocator = page.frameLocator(VIEW_FRAME);
    const body = frame.locator('body');
    let claimed = 0;

    return {
      view,
      csp,
      toolResult,
      toolCalls,
      consoleErrors,
      page,
      async initialized() {
        const handle = await page.waitForFunction(() => {
          const state = (window as unknown as { __mcpdHost?: { sent: boolean; error: string | null; appInfo: unknown } }).__mcpdHost;
          return state && (state.sent || state.error) ? { error: state.error, appInfo: state.appInfo } : undefined;
        }, undefined, { timeout });
        const state = (await handle.jsonValue()) as { error: string | null; appInfo: Json | null };
        if (state.error) throw new ViewHostError('initialized', `the host could not send the tool input and result: ${state.error}`, 'See consoleErrors.');
        return state.appInfo ?? {};
      },
      text: () => body.innerText({ timeout }),
      async waitForText(expected) {
        await frame.locator('body', { hasText: expected }).waitFor({ timeout });
        return body.innerText({ timeout });
      },
      click: (selector) => frame.locator(selector).click({ timeout }),
      waitForToolCall(name) {
        const index = toolCalls.findIndex((call, i) => i >= claimed && call.name === name);
        if (index >= 0) {
          claimed = index + 1;
          return Promise.resolve(toolCalls[index]);
        }
        return new Promise<ViewToolCall>((resolve, reject) => {
          const timer = setTimeout(() => {
            const at = waiters.indexOf(waiter);
            if (at >= 0) waiters.splice(at, 1);
            reject(new ViewHostError('waitForToolCall', `the view made no call of ${name} within ${timeout} ms`, 'Check the view calls it (app.callServerTool) and consoleErrors.'));
          }, timeout);
          const waiter = { name, resolve: (call: ViewToolCall) => { clearTimeout(timer); claimed = toolCalls.length; resolve(call); } };
          waiters.push(waiter);
        });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
