import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from './staged-package.js';

/**
 * Writes a TypeScript project that is run from its sources (no build) into a new temporary folder: `src/demo.ts`
 * (test/fixtures/no-metadata/design-demo.ts, whose types come from design metadata only), `src/server.ts` exporting
 * `server`, and `src/stdio.ts` serving it over stdio. They import each other tsc-style (`./demo.js`), and the framework
 * from this repository's dist/lib/index.js, or, given `packageFolder` (a staged package), as `mcp-decorators` installed
 * in the app's node_modules; the other dependencies are this repository's.
 */
export function writeTypeScriptApp(packageFolder?: string): string {
  const app = mkdtempSync(join(tmpdir(), 'mcpd-ts-app-'));
  mkdirSync(join(app, 'src'));
  let entry = pathToFileURL(join(repositoryRoot, 'dist/lib/index.js')).href;
  if (packageFolder === undefined) symlinkSync(join(repositoryRoot, 'node_modules'), join(app, 'node_modules'), 'dir');
  else {
    entry = 'mcp-decorators';
    mkdirSync(join(app, 'node_modules'));
    symlinkSync(packageFolder, join(app, 'node_modules', 'mcp-decorators'), 'dir');
    for (const peer of ['class-validator', 'class-transformer', 'reflect-metadata']) symlinkSync(join(repositoryRoot, 'node_modules', peer), join(app, 'node_modules', peer), 'dir');
  }
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'ts-app', private: true, type: 'module' }));
  const demo = readFileSync(join(repositoryRoot, 'test/fixtures/no-metadata/design-demo.ts'), 'utf8').replace("'../../../lib/index.js'", JSON.stringify(entry));
  writeFileSync(join(app, 'src/demo.ts'), demo);
  writeFileSync(join(app, 'src/server.ts'), [
    `import { createServer, type DecoratedMcpServer } from ${JSON.stringify(entry)};`,
    "import { DesignDemoTools } from './demo.js';",
    '',
    "export const server: DecoratedMcpServer = createServer({ name: 'ts-app', version: '1.0.0', classes: [DesignDemoTools] });",
    '',
  ].join('\n'));
  writeFileSync(join(app, 'src/stdio.ts'), [
    `import { serveStdio } from ${JSON.stringify(entry)};`,
    "import { server } from './server.js';",
    '',
    'await serveStdio(server);',
    '',
  ].join('\n'));
  return app;
}
