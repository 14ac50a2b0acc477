import { expect } from 'chai';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

    it('rejects a path that does not exist before importing anything', async () => {
      expect(await rejection(loadServer(fixture('missing.js')))).to.equal(`${fixture('missing.js')} does not exist (pass the compiled .js file, e.g. dist/my-server.js)`);
    });
  });
});
