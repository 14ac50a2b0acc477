import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// The compiled test lives in dist/test/architecture; the sources are read from the repository.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const lib = join(root, 'lib');

/**
 * The public entry files (package.json "exports", e.g. lib/http/index.ts): re-exports only, leaves nothing in lib/
 * imports, so they gather names from any layer without the layering rules of the folder they sit in.
 */
export const ENTRY_FILES: readonly string[] = Object.values(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | { types: string }> }).exports,
)
  .flatMap((target) => (typeof target === 'string' ? [] : [target.types]))
  .map((types) => join(root, types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '.ts')));

/** Which lib/ folders each folder may import (the pipeline flows one way). */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  vocabulary: [],
  errors: ['vocabulary'],
  metadata: ['vocabulary', 'errors'],
  decorators: ['vocabulary', 'metadata', 'model', 'errors'],
  model: ['vocabulary', 'errors'],
  schema: ['vocabulary', 'model', 'errors'],
  binding: ['vocabulary', 'model', 'schema', 'errors'],
  scanner: ['vocabulary', 'metadata', 'model', 'schema', 'binding', 'errors'],
  revisions: ['vocabulary', 'model', 'schema', 'errors'],
  // Beside the pipeline, below server/: token verification (jose), rate limit stores (rate-limiter-flexible), and
  // request logs and trace context (@opentelemetry/api). Each knows the model's Principal and nothing of the server.
  auth: ['vocabulary', 'model', 'errors'],
  limits: ['vocabulary', 'model', 'errors'],
  observability: ['vocabulary', 'model', 'errors'],
  server: ['vocabulary', 'metadata', 'model', 'schema', 'binding', 'scanner', 'revisions', 'auth', 'limits', 'observability', 'errors'],
  // Extensions (tasks, skills) sit on the server like a user's own would: the public decorators and the server's contracts.
  extensions: ['vocabulary', 'metadata', 'decorators', 'model', 'schema', 'binding', 'scanner', 'revisions', 'server', 'errors'],
  // Stores persist what extensions and transports keep (tasks, SSE events) in SQLite or Redis.
  stores: ['vocabulary', 'model', 'revisions', 'limits', 'server', 'extensions', 'errors'],
  manifest: ['vocabulary', 'model', 'revisions', 'server', 'errors'],
  cli: ['vocabulary', 'metadata', 'model', 'schema', 'binding', 'scanner', 'revisions', 'server', 'extensions', 'stores', 'manifest', 'proxy', 'errors'],
  testing: ['vocabulary', 'model', 'revisions', 'server', 'extensions', 'errors'],
  // mcp-decorators/proxy: an upstream MCP server served through the engine (its lists as the model, the official client upstream).
  proxy: ['vocabulary', 'metadata', 'model', 'revisions', 'server', 'errors'],
  // mcp-decorators/validation: class-validator's decorators, each loading its own module (the loader lives in vocabulary).
  validation: ['vocabulary'],
  // mcp-decorators/register: Node module hooks that compile TypeScript sources with SWC; it only names its error.
  register: ['errors'],
  // Folders that hold only a public entry (mcp-decorators/http, mcp-decorators/fetch, mcp-decorators/transport).
  http: [],
  fetch: [],
  transport: [],
};

/**
 * The layers inside lib/server, each importing only the ones below it:
 * transports > engine > {access, telemetry} > methods > invocation > contracts > {era, catalogue, client-input} > protocol.
 * access (declared access, rate limits, the request facts HTTP records) and telemetry (request spans and log lines)
 * are what the engine builds per server and the transports consult; the pipeline below reaches them only through
 * the contracts (admissionFor, observer, trace), so it never depends on them.
 */
export const SERVER_LAYERS: Readonly<Record<string, readonly string[]>> = {
  protocol: [],
  era: ['protocol'],
  catalogue: ['protocol'],
  'client-input': ['protocol'],
  contracts: ['era', 'catalogue', 'client-input', 'protocol'],
  invocation: ['contracts', 'era', 'catalogue', 'client-input', 'protocol'],
  methods: ['invocation', 'contracts', 'era', 'catalogue', 'client-input', 'protocol'],
  access: ['contracts', 'era', 'catalogue', 'client-input', 'protocol'],
  telemetry: ['contracts', 'era', 'catalogue', 'client-input', 'protocol'],
  engine: ['access', 'telemetry', 'methods', 'invocation', 'contracts', 'era', 'catalogue', 'client-input', 'protocol'],
  transports: ['engine', 'access', 'telemetry', 'methods', 'invocation', 'contracts', 'era', 'catalogue', 'client-input', 'protocol'],
};

/**
 * The parts of lib/server/transports/http, by what each serves, each importing only the ones below it:
 * mount (node:http, Express, Fastify, Hono) > entry (admission, body, the route table) > {session, one-shot} > wire.
 * The route itself is decided in lib/server/era/classify-http.ts; session and one-shot never reach each other.
 */
export const HTTP_LAYERS: Readonly<Record<string, readonly string[]>> = {
  wire: [],
  session: ['wire'],
  'one-shot': ['wire'],
  entry: ['session', 'one-shot', 'wire'],
  mount: ['entry', 'wire'],
};

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The first folder under `base` of every relative import of a file (imports outside `base` are left out). */
function importedFolders(file: string, base = lib): string[] {
  const text = readFileSync(file, 'utf8');
  const folders = new Set<string>();
  for (const match of text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\s+'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), match[1] ?? match[2]!);
    const rel = relative(base, target);
    if (!rel.startsWith('..')) folders.add(rel.split(/[\\/]/)[0]!);
  }
  return [...folders];
}

describe('architecture/layering', () => {
  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    it(`lib/${folder} imports only ${allowed.length > 0 ? allowed.join(', ') : 'nothing else in lib'}`, () => {
      const offences: string[] = [];
      for (const file of sourcesOf(join(lib, folder)).filter((f) => !ENTRY_FILES.includes(f))) {
        for (const imported of importedFolders(file)) {
          if (imported !== folder && !allowed.includes(imported)) offences.push(`${relative(root, file)} imports lib/${imported}`);
        }
      }
      expect(offences).to.deep.equal([]);
    });
  }

  for (const [layer, allowed] of Object.entries(SERVER_LAYERS)) {
    it(`lib/server/${layer} imports only ${allowed.length > 0 ? `server/{${allowed.join(', ')}}` : 'no other server layer'}`, () => {
      const server = join(lib, 'server');
      const offences: string[] = [];
      for (const file of sourcesOf(join(server, layer))) {
        for (const imported of importedFolders(file, server)) {
          if (imported !== layer && !allowed.includes(imported)) offences.push(`${relative(root, file)} imports lib/server/${imported}`);
        }
      }
      expect(offences).to.deep.equal([]);
    });
  }

  for (const [part, allowed] of Object.entries(HTTP_LAYERS)) {
    it(`lib/server/transports/http/${part} imports only ${allowed.length > 0 ? `http/{${allowed.join(', ')}}` : 'no other part of http/'}`, () => {
      const http = join(lib, 'server', 'transports', 'http');
      const offences: string[] = [];
      for (const file of sourcesOf(join(http, part))) {
        for (const imported of importedFolders(file, http)) {
          if (imported !== part && !allowed.includes(imported)) offences.push(`${relative(root, file)} imports lib/server/transports/http/${imported}`);
        }
      }
      expect(offences).to.deep.equal([]);
    });
  }

  it('knows every part of lib/server/transports/http/ and leaves no file loose in it', () => {
    const http = join(lib, 'server', 'transports', 'http');
    const entries = readdirSync(http);
    expect(entries.filter((name) => !statSync(join(http, name)).isDirectory())).to.deep.equal([]);
    expect(entries.filter((name) => !Object.hasOwn(HTTP_LAYERS, name))).to.deep.equal([]);
  });

  it('finds the imports of an HTTP part it must refuse (the checker works there too)', () => {
    const http = join(lib, 'server', 'transports', 'http');
    expect(importedFolders(join(http, 'entry', 'http-entry.ts'), http)).to.include.members(['session', 'one-shot', 'wire']);
  });

  it('knows every layer of lib/server/ and leaves no file loose in it', () => {
    const server = join(lib, 'server');
    const entries = readdirSync(server);
    expect(entries.filter((name) => !statSync(join(server, name)).isDirectory())).to.deep.equal([]);
    expect(entries.filter((name) => !Object.hasOwn(SERVER_LAYERS, name))).to.deep.equal([]);
  });

  it('keeps revision strings inside lib/revisions: no other file names a dated revision', () => {
    const offences = sourcesOf(lib)
      .filter((file) => !relative(lib, file).startsWith('revisions'))
      .filter((file) => /['"`]20\d\d-\d\d-\d\d['"`]/.test(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, '')))
      .map((file) => relative(root, file));
    expect(offences).to.deep.equal([]);
  });

  it('defines each shared name once, in lib/vocabulary', () => {
    const shared = /export (?:type|interface) (JsonValue|JsonObject|Constructor|Icon|ToolAnnotations|Annotations|MemberKind|LogLevel|TaskSupport)\b/g;
    const definitions = sourcesOf(lib).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(shared)].map((m) => `${m[1]} in ${relative(lib, file)}`));
    expect(definitions.filter((d) => !d.includes(' in vocabulary')), 'defined outside lib/vocabulary').to.deep.equal([]);
    expect(new Set(definitions.map((d) => d.split(' ')[0])).size, 'each defined once').to.equal(definitions.length);
  });

  it('knows every folder of lib/', () => {
    const folders = readdirSync(lib).filter((name) => statSync(join(lib, name)).isDirectory());
    const known = new Set(Object.keys(ALLOWED));
    expect(folders.filter((f) => !known.has(f))).to.deep.equal([]);
  });

  it('keeps the public entries leaves: no file of lib/ imports one', () => {
    expect(ENTRY_FILES).to.include(join(lib, 'index.ts')).and.to.include(join(lib, 'http', 'index.ts'));
    const offences = sourcesOf(lib).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)]
        .map((m) => resolve(dirname(file), m[1]!).replace(/\.js$/, '.ts'))
        .filter((target) => ENTRY_FILES.includes(target))
        .map((target) => `${relative(root, file)} imports ${relative(root, target)}`),
    );
    expect(offences).to.deep.equal([]);
  });

  it('finds imports it must refuse (the checker itself works)', () => {
    expect(importedFolders(join(lib, 'scanner', 'scan.ts'))).to.include.members(['model', 'binding', 'errors']);
  });

  it('keeps the rev-* folders private to lib/revisions', () => {
    const offences = sourcesOf(lib)
      .filter((file) => !relative(lib, file).startsWith('revisions'))
      .filter((file) => /from\s+'[^']*rev-\d{4}-\d{2}-\d{2}/.test(readFileSync(file, 'utf8')));
    expect(offences).to.deep.equal([]);
  });

  it('keeps the official SDK out of the engine: only server/transports, testing and proxy (its upstream client) import it', () => {
    const offences = sourcesOf(lib)
      .filter((file) => !/^(server[\\/]transports|testing|proxy)[\\/]/.test(relative(lib, file)))
      .filter((file) => /from\s+'@modelcontextprotocol\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offences).to.deep.equal([]);
  });

  it('keeps samples on the package name, never on ../../lib', () => {
    const offences = sourcesOf(join(root, 'samples')).filter((file) => /from\s+'(\.\.\/)+lib/.test(readFileSync(file, 'utf8')));
    expect(offences).to.deep.equal([]);
  });
});
