import { expect } from 'chai';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '../lib/cli/main.js');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// `mcp-decorators dev` on a module whose tool has a view: its preview page, in headless Chromium.
describe('browser: the view preview of mcp-decorators dev', function () {
  let dev: ChildProcessWithoutNullStreams | undefined;
  let context: BrowserContext | undefined;
  const folders: string[] = [];
  afterEach(async () => {
    await context?.close();
    if (dev && dev.exitCode === null) {
      const exited = new Promise((done) => dev!.once('exit', done));
      dev.kill('SIGTERM');
      await exited;
    }
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('prints its URL, calls the tool from the generated form, renders the result in the view, reloads after a restart', async () => {
    // Inside dist/browser, so the fixture imports the compiled card server beside it.
    const folder = mkdtempSync(join(here, 'dev-preview-'));
    folders.push(folder);
    const file = join(folder, 'server.js');
    writeFileSync(file, "import { cardServer } from '../support/card-server.js';\nexport default () => cardServer().server;\n");
    dev = spawn(process.execPath, [cli, 'dev', file, '--port', '0'], { cwd: folder });
    const lines: string[] = [];
    const waiters: { match: RegExp; done: (m: RegExpExecArray) => void }[] = [];
    createInterface({ input: dev.stdout }).on('line', (line) => {
      lines.push(line);
      for (const waiter of waiters.splice(0)) {
        const m = waiter.match.exec(line);
        if (m) waiter.done(m);
        else waiters.push(waiter);
      }
    });
    const next = (match: RegExp) => new Promise<RegExpExecArray>((done) => waiters.push({ match, done }));
    const url = (await next(/^ {2}View preview: (http:\/\/127\.0\.0\.1:\d+\/) /))[1]!;

    const userDataDir = mkdtempSync(join(tmpdir(), 'mcpd-chromium-'));
    folders.push(userDataDir);
    context = await chromium.launchPersistentContext(userDataDir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: FLAGS });
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(20_000);
    const consoleErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    page.on('pageerror', (error) => void consoleErrors.push(String(error)));

    await page.goto(url);
    expect(await page.locator('a', { hasText: 'show_card' }).getAttribute('href')).to.equal('/preview?tool=show_card');
    await page.goto(`${url}preview?tool=show_card`);
    const view = page.frameLocator('#mcpd-view');
    await view.locator('body', { hasText: 'connected' }).waitFor();
    await page.fill('#f-id', 'c1');
    await page.click('#mcpd-call');
    await view.locator('#name', { hasText: 'Ada Lovelace' }).waitFor();
    expect(await view.locator('#input').innerText()).to.equal('asked for c1');
    // The view calls a tool back through the preview's host.
    await view.locator('#refresh').click();
    await view.locator('#status', { hasText: 'visits: 1' }).waitFor();

    // A change restarts the server; the open page reloads and works against the new process.
    const restarted = next(/^mcp-decorators dev: restarted/);
    const reloaded = page.waitForEvent('load');
    appendFileSync(file, '// changed\n');
    await restarted;
    await reloaded;
    await view.locator('body', { hasText: 'connected' }).waitFor();
    await page.fill('#f-id', 'c2');
    await page.click('#mcpd-call');
    await view.locator('#name', { hasText: 'Alan Turing' }).waitFor();

    expect(consoleErrors).to.deep.equal([]);
  });
});
