import { transformSync as swcTransform } from '@swc/core';
import { transform as esbuildTransform } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** How a fixture is compiled: esbuild (drops design metadata, as tsx and Vite do) or swc with decoratorMetadata. */
export type Compiler = 'esbuild' | 'swc';

/** The fixture's TypeScript source, compiled by `compiler` to an ES module. */
export async function compileSource(source: string, compiler: Compiler): Promise<string> {
  if (compiler === 'esbuild') {
    const { code } = await esbuildTransform(source, { loader: 'ts', format: 'esm', target: 'es2022', tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } } });
    return code;
  }
  return swcTransform(source, {
    jsc: { parser: { syntax: 'typescript', decorators: true }, target: 'es2022', transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false } },
    module: { type: 'es6' },
  }).code;
}

/**
 * Compiles `test/fixtures/<name>.ts` with `compiler`, writes it beside the tsc build in dist (so its relative imports
 * reach the same dist/lib) and imports it; the file is removed again at once.
 */
export async function importCompiledFixture(name: string, compiler: Compiler): Promise<Record<string, unknown>> {
  const source = readFileSync(join(root, 'test/fixtures', `${name}.ts`), 'utf8');
  const file = join(root, 'dist/test/fixtures', `${name}.${compiler}-${process.pid}.js`);
  writeFileSync(file, await compileSource(source, compiler));
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    rmSync(file, { force: true });
  }
}
