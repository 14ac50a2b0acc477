import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let appSdk: Promise<{ source: string; local: string }> | undefined;

/** The App SDK's self-contained browser build, read once from the installed package, and its local name for `App`. */
function appSdkBuild(): Promise<{ source: string; local: string }> {
  appSdk ??= (async () => {
    let path: string;
    try {
      path = require.resolve('@modelcontextprotocol/ext-apps/app-with-deps');
    } catch {
      throw new Error('This view needs @modelcontextprotocol/ext-apps: npm install @modelcontextprotocol/ext-apps');
    }
    const source = await readFile(path, 'utf8');
    const local = /\b([A-Za-z_$][\w$]*) as App\b/.exec(source.slice(source.lastIndexOf('export{')))?.[1];
    if (!local) throw new Error(`No App export found in ${path}: is @modelcontextprotocol/ext-apps ^2 installed?`);
    return { source, local };
  })();
  appSdk.catch(() => (appSdk = undefined));
  return appSdk;
}

/**
 * One HTML document for an MCP Apps view: `body` as its markup and one inline module script made of the App SDK's
 * self-contained browser build (`@modelcontextprotocol/ext-apps/app-with-deps`, no bundler at run time) followed by
 * `code`, which reaches the SDK's class as `App`.
 */
export async function appPage(title: string, body: string, code: string): Promise<string> {
  const { source, local } = await appSdkBuild();
  // An inline script must not contain "</script"; escaped where it could occur.
  const script = `${source}\nconst App = ${local};\n${code}`.replace(/<\/script/gi, '<\\/script');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body>
${body}
<script type="module">${script}</script></body></html>`;
}
