// A static server for the built site, bound to 127.0.0.1: clean paths map to their .html, nothing outside the
// build folder is served. Used by npm run docs:serve and by the browser test of the site (browser/docs-site.spec.ts).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const siteRoot = fileURLToPath(new URL('../../docs/.vitepress/dist', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.png': 'image/png', '.woff2': 'font/woff2', '.ico': 'image/x-icon' };

async function resolveFile(root, pathname) {
  let decoded;
  try { decoded = decodeURIComponent(pathname); } catch { return undefined; }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  for (const candidate of [path, path + '.html', join(path, 'index.html')]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/** Starts the server; `port: 0` picks a free one. Resolves with `{ port, close() }`. */
export function startSiteServer({ port = 0, root = siteRoot } = {}) {
  const server = createServer(async (req, res) => {
    const file = await resolveFile(root, new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(await readFile(join(root, '404.html')).catch(() => 'not found'));
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(await readFile(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ port: server.address().port, close: () => new Promise((r) => server.close(() => r())) }));
  });
}
