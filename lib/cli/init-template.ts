/** The versions a new project starts from: this package's own, and the ranges of the packages it works with. */
export interface InitVersions {
  readonly self: string;
  readonly peers: Readonly<Record<string, string>>;
  readonly typescript: string;
  readonly typesNode: string;
  /** What the project's package.json names for mcp-decorators, e.g. `file:vendor/mcp-decorators-0.1.0.tgz`; default `^self`. */
  readonly dependency?: string;
}

/**
 * The tsconfig of a project that uses mcp-decorators (docs/guide/setup.md shows the same one): TypeScript 7 with legacy
 * decorators and their design types, ES modules for Node, and `types: ["node"]` because TypeScript 7 loads no
 * `@types` package unless told to.
 */
export const USER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    experimentalDecorators: true,
    emitDecoratorMetadata: true,
    useDefineForClassFields: false,
    strict: true,
    sourceMap: true,
    rootDir: 'src',
    outDir: 'dist',
    types: ['node'],
  },
  include: ['src'],
} as const;

const TOOLS = `import { Param, Tool } from 'mcp-decorators';

/** The tools this server offers; add methods with @Tool, @Resource or @Prompt. */
export class GreetingTools {
  @Tool({ title: 'Greet', description: 'Says hello to someone by name.', annotations: { readOnlyHint: true } })
  greet(@Param('name', { description: 'Who to greet', minLength: 1 }) name: string): string {
    return \`Hello, \${name}!\`;
  }
}
`;

const server = (name: string) => `import { createServer, type DecoratedMcpServer } from 'mcp-decorators';
import { GreetingTools } from './greeting-tools.js';

/**
 * Builds the server. mcp-decorators serve, dev, manifest and inspect import this module and call this
 * function: keep the module's top level free of side effects (no listening, no connections).
 */
export default function createMyServer(): DecoratedMcpServer {
  return createServer({ name: ${JSON.stringify(name)}, version: '0.1.0', classes: [GreetingTools] });
}
`;

const TEST = `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { connectClient } from 'mcp-decorators/testing';
import createMyServer from './server.js';

test('greet answers through the official client on every revision the server speaks', async () => {
  const probe = createMyServer();
  const revisions = probe.supportedRevisions;
  await probe.close();
  for (const revision of revisions) {
    const session = await connectClient({ revision, client: 'v2', transport: 'memory', server: createMyServer });
    try {
      const result = await session.callTool('greet', { name: 'Ada' });
      assert.deepEqual(result.content, [{ type: 'text', text: 'Hello, Ada!' }], revision);
    } finally {
      await session.close();
    }
  }
});
`;

const readme = (name: string, dependency: string) => `# ${name}

An MCP server built with mcp-decorators.

    npm run dev     # builds on every save and serves http://127.0.0.1:3000/mcp, restarting on change
    npm test        # builds, then calls the tools through the official client on every revision

\`npm start\` serves it over stdio, for hosts such as Claude Desktop, which should run this project's own copy of
mcp-decorators (give the absolute paths of this folder):
\`{ "command": "/absolute/path/to/${name}/node_modules/.bin/mcp-decorators", "args": ["serve", "/absolute/path/to/${name}/dist/server.js"] }\`.
\`npx mcp-decorators inspect dist/server.js\` summarises what it offers.
${
  dependency.startsWith('file:')
    ? `
mcp-decorators is installed from \`${dependency.slice('file:'.length)}\`, the package init was run from, so \`npm install\` needs
no registry for it: keep that file with the project.
`
    : ''
}`;

/**
 * The files `mcp-decorators init` writes, by path: package.json with the two commands (`npm run dev`, `npm test`),
 * the tsconfig above, one tool, the server factory, one test and a README.
 * @example for (const [path, text] of Object.entries(initFiles('notes', versions))) writeFileSync(join(dir, path), text);
 */
export function initFiles(name: string, versions: InitVersions): Readonly<Record<string, string>> {
  const pkg = {
    name,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      build: 'tsc',
      dev: 'mcp-decorators dev dist/server.js --build "tsc --watch --preserveWatchOutput"',
      test: 'tsc && node --test dist/',
      start: 'mcp-decorators serve dist/server.js',
    },
    dependencies: {
      'class-transformer': versions.peers['class-transformer'],
      'class-validator': versions.peers['class-validator'],
      'mcp-decorators': versions.dependency ?? `^${versions.self}`,
      'reflect-metadata': versions.peers['reflect-metadata'],
    },
    devDependencies: {
      '@modelcontextprotocol/client': versions.peers['@modelcontextprotocol/client'],
      '@types/node': versions.typesNode,
      typescript: versions.typescript,
    },
  };
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(USER_TSCONFIG, null, 2)}\n`,
    'src/greeting-tools.ts': TOOLS,
    'src/server.ts': server(name),
    'src/server.test.ts': TEST,
    'README.md': readme(name, versions.dependency ?? ''),
    '.gitignore': 'node_modules/\ndist/\n',
  };
}
