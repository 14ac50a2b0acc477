import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { RawStdio } from '../support/raw-stdio.js';
import { stagePackage } from '../support/staged-package.js';
import { loadServer, resolveModulePath } from '../../lib/cli/load-server.js';
import type { DecoratedMcpServer } from '../../lib/index.js';

// The compiled test lives in dist/test/cli; fixtures are compiled next to it.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = join(root, 'dist/test/fixtures/load-server');
const fixture = (name: string) => join(fixtures, name);

const loaded: DecoratedMcpServer[] = [];

/** Loads a server and closes it after the test. */
async function load(path: string): Promise<DecoratedMcpServer> {
  const server = await loadServer(path);
  loaded.push(server);
  return server;
}

/** The message of the error `promise` rejects with. */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a rejection');
}

const run = promisify(execFile);
const toolNames = (server: DecoratedMcpServer) => server.model.tools.map((t) => t.name);

describe('cli/load-server', () => {
  afterEach(async () => {
    await Promise.all(loaded.splice(0).map((s) => s.close()));
  });

  describe('resolveModulePath', () => {
    it('gives the absolute path of a file', () => {
      const file = fixture('default-server.js');
      expect(resolveModulePath(file)).to.equal(file);
      expect(resolveModulePath(relative(process.cwd(), file))).to.equal(file);
    });

    it('resolves a folder to its server.js, preferred over index.js', () => {
      expect(resolveModulePath(fixture('folder-both'))).to.equal(fixture('folder-both/server.js'));
    });

    it('resolves a folder without server.js to its index.js', () => {
      expect(resolveModulePath(fixture('folder-app'))).to.equal(fixture('folder-app/index.js'));
    });

    it('refuses a folder with neither', () => {
      expect(() => resolveModulePath(fixture('folder-empty'))).to.throw(Error, `${fixture('folder-empty')} is a folder without server.js or index.js`);
    });

    it('refuses a path that does not exist, suggesting the compiled file', () => {
      expect(() => resolveModulePath('dist/nowhere.js')).to.throw(Error, 'dist/nowhere.js does not exist (pass the compiled .js file, e.g. dist/my-server.js)');
    });
  });

  describe('loadServer', () => {
    it('serves a default export that is a server', async () => {
      const server = await load(fixture('default-server.js'));
      expect(server.identity).to.deep.equal({ name: 'default-server', version: '1.2.3' });
      expect(toolNames(server)).to.deep.equal(['greet']);
    });

    it('serves a `server` export, ignoring the classes beside it', async () => {
      const server = await load(fixture('named-server.js'));
      expect(server.identity.name).to.equal('named-server');
      expect(server.model.prompts).to.deep.equal([]);
      expect(await server.model.tools[0]!.invoke(['Ada'])).to.equal('hi Ada');
    });

    it('calls a zero-argument factory, awaiting what it returns', async () => {
      const module = (await import(pathToFileURL(fixture('async-factory.js')).href)) as { built: { count: number } };
      const before = module.built.count;
      const server = await load(fixture('async-factory.js'));
      expect(server.identity.name).to.equal('async-factory');
      expect(module.built.count).to.equal(before + 1);
    });

    it('builds the everything sample through its folder and factory', async () => {
      const server = await load(join(root, 'dist/samples/everything'));
      expect(server.identity.name).to.equal('mcp-decorators-everything');
      expect(server.model.tools.length).to.be.greaterThan(0);
    });

    it('serves exported decorated classes and instances under the module\'s name', async () => {
      const server = await load(fixture('classes-and-instances.js'));
      expect(server.identity).to.deep.equal({ name: 'classes-and-instances', version: '0.0.0' });
      expect(server.model.resources.map((r) => r.uri)).to.deep.equal(['clock://now']);
      expect(toolNames(server)).to.deep.equal(['greet']);
      expect(await server.model.tools[0]!.invoke(['Ada'])).to.equal('howdy Ada');
    });

    it('serves a decorated default class instead of calling it', async () => {
      const server = await load(fixture('default-class.js'));
      expect(server.identity.name).to.equal('default-class');
      expect(toolNames(server)).to.deep.equal(['ping']);
    });

    it('falls back to the classes when a factory returns no server', async () => {
      const server = await load(fixture('factory-not-a-server.js'));
      expect(toolNames(server)).to.deep.equal(['fallback']);
    });

    it('names a folder\'s index.js module after the folder', async () => {
      const server = await load(fixture('folder-app'));
      expect(server.identity).to.deep.equal({ name: 'folder-app', version: '0.0.0' });
      expect(toolNames(server)).to.deep.equal(['greet']);
    });

    it('loads the folder\'s server.js when it has both', async () => {
      expect((await load(fixture('folder-both'))).identity.name).to.equal('from-server-js');
    });

    it('says what to export when the module offers nothing to serve', async () => {
      const path = fixture('nothing.js');
      expect(await rejection(loadServer(path))).to.equal(`${path} exports no server and no decorated class. Export a server from createServer() as default (or a function returning one), or export classes with @Tool/@Resource/@Prompt members.`);
    });

    it('offers the exported zero-argument functions when the module offers nothing else to serve', async () => {
      const path = fixture('named-factory.js');
      expect(await rejection(loadServer(path))).to.equal(`${path} exports no server and no decorated class (did you mean --export createShopServer?). Export a server from createServer() as default (or a function returning one), or export classes with @Tool/@Resource/@Prompt members.`);
      const server = await loadServer(path, 'createShopServer');
      loaded.push(server);
      expect(server.identity).to.deep.equal({ name: 'shop', version: '2.0.0' });
    });

    it('says how to name a server served from its classes: --export for a factory beside them, else a default export', async () => {
      const notices: string[] = [];
      const withFactory = fixture('classes-and-factory.js');
      expect((await loadServer(withFactory, undefined, (line) => notices.push(line)).then((s) => (loaded.push(s), s))).identity).to.deep.equal({ name: 'classes-and-factory', version: '0.0.0' });
      const classesOnly = fixture('default-class.js');
      await loadServer(classesOnly, undefined, (line) => notices.push(line)).then((s) => loaded.push(s));
      expect(notices).to.deep.equal([
        `serving Greeter from ${withFactory} as "classes-and-factory" version 0.0.0, named after the file; if a function it exports builds the server, pass --export createShopServer.`,
        `serving Pinger from ${classesOnly} as "default-class" version 0.0.0, named after the file; to name and version it, export default () => createServer({ name, version, classes: [Pinger] }).`,
      ]);
    });

    it('tells a server made by an incompatible copy of the package from no server, and names the CLI to run', async () => {
      const path = fixture('other-copy-server.js');
      expect(await rejection(loadServer(path))).to.equal(`${path} exports a server made by a copy of mcp-decorators whose version this CLI cannot serve. Run the CLI of the copy the module imports: node_modules/.bin/mcp-decorators in its project (npm start, npm run dev), not another one fetched by npx.`);
    });

    it('rejects a path that does not exist before importing anything', async () => {
      expect(await rejection(loadServer(fixture('missing.js')))).to.equal(`${fixture('missing.js')} does not exist (pass the compiled .js file, e.g. dist/my-server.js)`);
    });
  });
});

describe('cli/load-server: a module made with one copy of the package, served by the CLI of another', function () {
  this.timeout(120_000);
  let work: string;
  let cli: string;
  let project: string;
  const open: RawStdio[] = [];
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'mcpd-copies-'));
    const staged = await stagePackage(join(work, 'staged'));
    // Two copies of the same package, as npx's and a project's own would be; their dependencies resolve from above.
    project = join(work, 'project');
    cpSync(staged, join(project, 'node_modules/mcp-decorators'), { recursive: true });
    cpSync(staged, join(work, 'cli/node_modules/mcp-decorators'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
    for (const name of ['greeter.js', 'default-server.js', 'classes-and-instances.js', 'named-factory.js']) cpSync(fixture(name), join(project, name));
    cli = join(work, 'cli/node_modules/mcp-decorators/dist/lib/cli/main.js');
  });
  afterEach(async () => void (await Promise.all(open.splice(0).map((s) => s.close()))));
  after(() => rmSync(work, { recursive: true, force: true }));

  const serve = (...args: string[]) => {
    const server = new RawStdio(process.execPath, [cli, 'serve', ...args]);
    open.push(server);
    return server;
  };

  it('serves a server the module made with its own copy, over stdio', async () => {
    const server = serve(join(project, 'default-server.js'));
    expect((await server.initialize('2025-06-18')).serverInfo).to.deep.equal({ name: 'default-server', version: '1.2.3' });
    expect((await server.request('tools/call', { name: 'greet', arguments: { name: 'Ada' } })).result).to.deep.equal({ content: [{ type: 'text', text: 'hello Ada' }] });
    expect(server.stdoutNoise).to.deep.equal([]);
  });

  it('serves a factory exported under its own name, and the classes another copy decorated', async () => {
    const factory = serve(join(project, 'named-factory.js'), '--export', 'createShopServer');
    expect((await factory.initialize('2025-11-25')).serverInfo).to.deep.equal({ name: 'shop', version: '2.0.0' });
    const classes = serve(join(project, 'classes-and-instances.js'));
    await classes.initialize('2025-11-25');
    expect((await classes.request('tools/call', { name: 'greet', arguments: { name: 'Ada' } })).result).to.deep.equal({ content: [{ type: 'text', text: 'howdy Ada' }] });
    expect((await classes.request('resources/read', { uri: 'clock://now' })).result).to.deep.equal({ contents: [{ uri: 'clock://now', mimeType: 'text/plain', text: 'noon' }] });
  });

  it('prints a framework error thrown by the module\'s copy as the CLI\'s own: its message, no stack, exit 2', async () => {
    writeFileSync(join(project, 'empty.js'), "import { createServer } from 'mcp-decorators';\nclass Nothing {}\nexport default () => createServer({ name: 'x', version: '1.0.0', classes: [Nothing] });\n");
    const failed = await run(process.execPath, [cli, 'inspect', join(project, 'empty.js')]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).to.equal(2);
    expect(failed?.stderr).to.match(/^mcp-decorators: .*Nothing/).and.not.include('    at ');
  });

  it('writes the manifest of another copy\'s server', async () => {
    const { stdout } = await run(process.execPath, [cli, 'manifest', join(project, 'default-server.js'), '--revision', '2025-06-18']);
    expect((JSON.parse(stdout) as { tools: { name: string }[] }).tools.map((t) => t.name)).to.deep.equal(['greet']);
  });
});
