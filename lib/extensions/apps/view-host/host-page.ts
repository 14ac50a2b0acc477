import { MissingTestPeerError } from '../../../errors/missing-test-peer.error.js';

/** What the host page needs to start the view: tool input and result to send, the permissions for `allow`. */
export interface HostPageConfig {
  readonly toolInput: unknown;
  readonly toolResult: unknown;
  readonly permissions: unknown;
  /** The view's address on the host server (`/view` unless given). */
  readonly viewSrc?: string;
  /** The dev preview: send nothing on initialisation; the preview's form sends input and result through window.__mcpdBridge. */
  readonly preview?: boolean;
}

// The host page's script (browser side). It uses the official host bridge of @modelcontextprotocol/ext-apps: an
// AppBridge over a PostMessageTransport to the view's iframe. Tool calls from the view go to window.__mcpdCallTool,
// which the harness exposes from Node (it forwards them to the server over the real transport). The page records
// what the test observes on window.__mcpdHost. The bridge's import is put in front when the script is bundled: it
// is loaded by the browser, never by Node.
const HOST_SCRIPT = `
const config = JSON.parse(document.getElementById('mcpd-config').textContent);
const state = { initialized: false, appInfo: null, sent: false, error: null };
window.__mcpdHost = state;
const iframe = document.createElement('iframe');
iframe.id = 'mcpd-view';
iframe.setAttribute('sandbox', 'allow-scripts');
const allow = buildAllowAttribute(config.permissions || undefined);
if (allow) iframe.setAttribute('allow', allow);
iframe.style.width = '100%';
iframe.style.border = '0';
document.body.appendChild(iframe);
const bridge = new AppBridge(null, { name: 'mcp-decorators-test-host', version: '1.0.0' }, { serverTools: {}, logging: {} }, {
  hostContext: { theme: 'light', displayMode: 'inline', availableDisplayModes: ['inline'], platform: 'web' },
});
bridge.oncalltool = (params) => window.__mcpdCallTool(params);
bridge.onsizechange = ({ height }) => { if (typeof height === 'number') iframe.style.height = height + 'px'; };
window.__mcpdBridge = bridge;
bridge.oninitialized = () => {
  state.initialized = true;
  state.appInfo = bridge.getAppVersion() || null;
  if (config.preview) { state.sent = true; return; }
  Promise.resolve()
    .then(() => bridge.sendToolInput({ arguments: config.toolInput }))
    .then(() => bridge.sendToolResult(config.toolResult))
    .then(() => { state.sent = true; }, (error) => { state.error = String(error); console.error('mcpd host: ' + error); });
};
bridge.connect(new PostMessageTransport(iframe.contentWindow, iframe.contentWindow)).then(() => { iframe.src = config.viewSrc || '/view'; },
  (error) => { state.error = String(error); console.error('mcpd host: ' + error); });
`;

function isMissing(error: unknown, name: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && error instanceof Error && error.message.includes(name);
}

/**
 * Loads an optional peer of the browser harness when it is first used; a missing one rejects with
 * MissingTestPeerError naming the install command.
 * @example const esbuild = await loadPeer('esbuild', () => import('esbuild'));
 */
export async function loadPeer<T>(name: string, load: () => Promise<T>, feature = 'renderView'): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isMissing(error, name)) throw error;
    throw new MissingTestPeerError(feature, name, `Install it as a dev dependency: npm install -D ${name}.`, error);
  }
}

const APP_BRIDGE = '@modelcontextprotocol/ext-apps/app-bridge';
let hostScript: Promise<string> | undefined;

/** The host page's script, bundled once per process with esbuild (the bridge and its dependencies inlined). */
export function hostPageScript(feature = 'renderView'): Promise<string> {
  hostScript ??= (async () => {
    const { dirname } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    await loadPeer('@modelcontextprotocol/ext-apps', async () => import.meta.resolve(APP_BRIDGE), feature);
    const esbuild = await loadPeer('esbuild', () => import('esbuild'), feature);
    const resolveDir = dirname(fileURLToPath(import.meta.url));
    const bridgeImport = 'import { AppBridge, PostMessageTransport, buildAllowAttribute } from ' + JSON.stringify(APP_BRIDGE) + ';';
    const out = await esbuild.build({
      stdin: { contents: bridgeImport + HOST_SCRIPT, resolveDir, loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      logLevel: 'silent',
    });
    return out.outputFiles[0].text;
  })();
  hostScript.catch(() => (hostScript = undefined));
  return hostScript;
}

const escapeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The host page: the config as inert JSON, then the bundled host script (which creates the view's iframe). */
export function hostPageHtml(config: HostPageConfig, before = ''): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>mcp-decorators view host</title></head><body>
${before}<script type="application/json" id="mcpd-config">${escapeJson(config)}</script>
<script type="module" src="/host.js"></script>
</body></html>`;
}
