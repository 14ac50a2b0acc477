import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

// The documentation site as a reader gets it: `npm run docs` builds it, this spec serves the build with
// `npm run docs:serve`'s server (tools/docs-site/serve.mjs, 127.0.0.1, a free port) and visits every page in headless
// Chromium (Debian's chromium, or CHROMIUM_PATH). Any request off 127.0.0.1 fails the page (the site is offline).
// Screenshots of the home page and of one guide go to docs/.vitepress/dist/screenshots/ (CI artefacts).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const site = join(root, 'docs/.vitepress/dist');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const htmlFiles = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') && name !== '404.html' ? [path] : [];
});
/** The site path a built file answers: /guide/tasks.html, /reference/api/ for an index.html. */
const sitePath = (file: string) => '/' + relative(site, file).split('\\').join('/').replace(/(^|\/)index\.html$/, '$1');

/** The file a link's path names, as the site server resolves it (clean paths map to their .html). */
function fileFor(pathname: string): string | undefined {
  const path = join(site, decodeURIComponent(pathname));
  for (const candidate of [path, path + '.html', join(path, 'index.html')]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}
const idsOf = new Map<string, Set<string>>();
function ids(file: string): Set<string> {
  let found = idsOf.get(file);
  if (!found) {
    found = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"')));
    idsOf.set(file, found);
  }
  return found;
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(root, 'tools/docs-site/serve.mjs')], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (m) done(m[0]);
    });
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
    child.once('exit', (code) => fail(new Error(`docs:serve exited (${code}): ${output}`)));
  });
  return { url, child };
}

describe('docs site (npm run docs, served on 127.0.0.1, in headless Chromium)', function () {
  this.timeout(600_000);
  let server: { url: string; child: ChildProcess };
  let browser: Browser;
  let page: Page;
  const offsite: string[] = [];
  const consoleErrors: string[] = [];

  before(async function () {
    if (!existsSync(join(site, 'index.html'))) throw new Error('no built site in docs/.vitepress/dist: run npm run docs first');
    server = await startServer();
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: FLAGS });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(20_000);
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || url.hostname === '127.0.0.1') return route.continue();
      offsite.push(url.href);
      return route.abort();
    });
    page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`); });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
  });

  after(async () => {
    await browser?.close();
    if (server && server.child.exitCode === null) {
      const exited = new Promise<void>((done) => server.child.once('exit', () => done()));
      server.child.kill('SIGTERM');
      await exited;
    }
  });

  it('has at least 30 pages besides the API reference, each marked tutorial, how-to, explanation or reference', () => {
    const pages = htmlFiles(site).map(sitePath).filter((p) => !p.startsWith('/reference/api/') && p !== '/');
    expect(pages.length).to.be.at.least(30);
    for (const p of pages) {
      const source = readFileSync(join(site, p.replace(/\.html$/, '.md')), 'utf8');
      expect(/^type: (tutorial|how-to|explanation|reference)$/m.test(source), `${p} has a kind`).to.equal(true);
    }
    for (const file of ['llms.txt', 'llms-full.txt']) expect(statSync(join(site, file)).size, file).to.be.greaterThan(1000);
  });

  /** Links and anchors of a built page, read from its HTML (what the server sends); each distinct link checked once. */
  const checkedLinks = new Map<string, string | undefined>();
  function brokenLinks(file: string): string[] {
    const path = sitePath(file);
    const problems: string[] = [];
    for (const [, raw] of readFileSync(file, 'utf8').matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = new URL(raw!.replace(/&amp;/g, '&'), 'http://127.0.0.1' + path);
      if (href.origin !== 'http://127.0.0.1') continue;
      const key = href.pathname + href.hash;
      if (!checkedLinks.has(key)) {
        const target = fileFor(href.pathname);
        const anchor = decodeURIComponent(href.hash.slice(1));
        checkedLinks.set(key, !target ? `link to ${href.pathname} names no file`
          : anchor && target.endsWith('.html') && !ids(target).has(anchor) ? `link to ${key}: no such anchor` : undefined);
      }
      const problem = checkedLinks.get(key);
      if (problem) problems.push(`${path}: ${problem}`);
    }
    return problems;
  }
  const missingImages = () => page.evaluate(() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src));
  const isApi = (file: string) => sitePath(file).startsWith('/reference/api/') && !/\/reference\/api\/(mcp-decorators\/([^/]+\/)?)?$/.test(sitePath(file));

  it('every page has links and anchors that resolve (read from the built HTML of all of them)', () => {
    const problems = htmlFiles(site).flatMap(brokenLinks);
    expect(checkedLinks.size).to.be.greaterThan(500);
    expect(problems, problems.slice(0, 20).join('\n')).to.deep.equal([]);
  });

  it('every guide, explanation and reference page (and each API entry point) loads with no console error, no request off 127.0.0.1 and no missing image', async () => {
    const problems: string[] = [];
    const files = htmlFiles(site).filter((file) => !isApi(file));
    for (const file of files) {
      const path = sitePath(file);
      const response = await page.goto(server.url.replace(/\/$/, '') + path, { waitUntil: 'load' });
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      for (const src of await missingImages()) problems.push(`${path}: image ${src} did not load`);
    }
    expect(files.length).to.be.greaterThan(45);
    expect(problems, problems.slice(0, 20).join('\n')).to.deep.equal([]);
    expect(consoleErrors, consoleErrors.slice(0, 20).join('\n')).to.deep.equal([]);
    expect(offsite).to.deep.equal([]);
  });

  it('every API reference page renders when reached through the site\'s own router, with no console error', async () => {
    // A full load per page costs a second or more on a busy 2-core machine (each API page carries the whole API
    // sidebar); navigating in the app, as a reader clicking links does, renders each page for a fraction of that.
    await page.goto(server.url + 'reference/api/', { waitUntil: 'load' });
    const problems: string[] = [];
    const files = htmlFiles(site).filter(isApi);
    for (const file of files) {
      const path = sitePath(file);
      await page.evaluate((target) => {
        document.querySelector('.vp-doc h1')?.setAttribute('data-left', '');
        const link = Object.assign(document.createElement('a'), { href: target });
        document.body.append(link);
        link.click();
        link.remove();
      }, path);
      await page.waitForFunction((target) => location.pathname === target && document.querySelector('.vp-doc h1:not([data-left])') !== null, path);
      for (const src of await missingImages()) problems.push(`${path}: image ${src} did not load`);
    }
    expect(files.length).to.be.greaterThan(300);
    expect(problems, problems.slice(0, 20).join('\n')).to.deep.equal([]);
    expect(consoleErrors, consoleErrors.slice(0, 20).join('\n')).to.deep.equal([]);
    expect(offsite).to.deep.equal([]);
  });

  it('local search finds the tasks page for "long-running"', async () => {
    await page.goto(server.url, { waitUntil: 'load' });
    await page.locator('.VPNavBarSearch button').click();
    await page.locator('.VPLocalSearchBox input').waitFor();
    await page.locator('.VPLocalSearchBox input').fill('long-running');
    const result = page.locator('.VPLocalSearchBox .result[href*="/guide/tasks"]');
    await result.first().waitFor({ state: 'visible' });
    expect(await result.count()).to.be.greaterThan(0);
  });

  it('renders the request-flow diagram drawn at build time', async () => {
    await page.goto(server.url + 'explanation/request-flow.html', { waitUntil: 'load' });
    const image = page.locator('img[src$="request-flow.svg"]');
    await image.waitFor({ state: 'visible' });
    const size = await image.evaluate((img) => ({ width: (img as HTMLImageElement).naturalWidth, height: (img as HTMLImageElement).naturalHeight }));
    expect(size.width).to.be.greaterThan(300);
    expect(size.height).to.be.greaterThan(300);
    const svg = await (await page.request.get(server.url + 'request-flow.svg')).text();
    expect(svg.match(/class="step"/g)).to.have.length(6);
  });

  it('shows the page kind and copies the page as markdown', async () => {
    const context = page.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
    await page.goto(server.url + 'guide/tasks.html', { waitUntil: 'load' });
    expect(await page.locator('.page-kind').textContent()).to.equal('how-to');
    await page.locator('button.copy-markdown').click();
    await page.locator('button.copy-markdown', { hasText: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).to.match(/^---\ntitle: "Tasks"/).and.include('# Tasks');
  });

  it('saves screenshots of the home page and of a guide under the build folder', async () => {
    const folder = join(site, 'screenshots');
    mkdirSync(folder, { recursive: true });
    await page.goto(server.url, { waitUntil: 'load' });
    await page.screenshot({ path: join(folder, 'home.png'), fullPage: true });
    await page.goto(server.url + 'tutorial/first-server.html', { waitUntil: 'load' });
    await page.screenshot({ path: join(folder, 'tutorial-first-server.png'), fullPage: true });
    for (const name of ['home.png', 'tutorial-first-server.png']) expect(statSync(join(folder, name)).size).to.be.greaterThan(10_000);
  });
});
