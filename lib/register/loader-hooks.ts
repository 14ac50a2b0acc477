import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Module customization hooks, run by Node in its loader thread (registered by ./index.ts). They import nothing of the
// framework: this file is loaded on its own, by URL, so it must stay one self-contained module.

/** What Node passes to and expects from the hooks (node:module's types, kept local to stay self-contained). */
interface ResolveContext { readonly conditions: readonly string[]; readonly parentURL?: string }
interface ResolveResult { readonly url: string; readonly format?: string | null; readonly shortCircuit?: boolean }
interface LoadContext { readonly conditions: readonly string[]; readonly format?: string | null }
interface LoadResult { readonly format: string; readonly source?: string | ArrayBuffer | Uint8Array | null; readonly shortCircuit?: boolean }

interface SwcModule {
  transform(source: string, options: object): Promise<{ readonly code: string }>;
}

const TYPESCRIPT = /\.(?:ts|mts|cts)$/;
const JAVASCRIPT = /\.(m|c)?js$/;

let swc: Promise<SwcModule> | undefined;

/** `@swc/core`, loaded once; ./index.ts checked it is installed before registering. */
function compiler(): Promise<SwcModule> {
  swc ??= import('@swc/core') as unknown as Promise<SwcModule>;
  return swc;
}

/**
 * tsc-style sources import `./x.js` for `./x.ts`: when a relative `.js`/`.mjs`/`.cjs` specifier names no file, the
 * `.ts`/`.mts`/`.cts` beside it is used instead.
 */
export async function resolve(specifier: string, context: ResolveContext, nextResolve: (specifier: string, context: ResolveContext) => Promise<ResolveResult>): Promise<ResolveResult> {
  const parent = context.parentURL;
  if (parent?.startsWith('file:') && JAVASCRIPT.test(specifier) && /^(?:\.{1,2}\/|\/|file:)/.test(specifier)) {
    const url = new URL(specifier, parent);
    if (!existsSync(fileURLToPath(url))) {
      const typescript = new URL(url.href.replace(JAVASCRIPT, (_, kind: string | undefined) => `.${kind ?? ''}ts`));
      if (existsSync(fileURLToPath(typescript))) return { url: typescript.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

/** `module` or `commonjs` for a `.ts` file, by the `type` of the nearest package.json, as Node decides for `.js`. */
function packageFormat(file: string): 'module' | 'commonjs' {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module' ? 'module' : 'commonjs';
      } catch {
        return 'commonjs';
      }
    }
    if (dirname(dir) === dir) return 'commonjs';
  }
}

/** Compiles `.ts`, `.mts` and `.cts` files with SWC: legacy decorators with design metadata, as tsc emits them. */
export async function load(url: string, context: LoadContext, nextLoad: (url: string, context: LoadContext) => Promise<LoadResult>): Promise<LoadResult> {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(new URL(url).pathname)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const format = file.endsWith('.mts') ? 'module' : file.endsWith('.cts') ? 'commonjs' : packageFormat(file);
  const { code } = await (await compiler()).transform(await readFile(file, 'utf8'), {
    filename: file,
    sourceMaps: 'inline',
    module: { type: format === 'module' ? 'es6' : 'commonjs' },
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      target: 'es2022',
      keepClassNames: true,
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
  });
  return { format, source: code, shortCircuit: true };
}
