import { createRequire } from 'node:module';

/**
 * Loads a package when something first needs it, in a way every bundler can follow. `literal` is the load written
 * out, `() => require('class-validator')`: esbuild, Bun, webpack, Vercel's file tracing and wrangler see that call and
 * bundle (or trace) the package, still evaluated only when the call runs. Where no `require` exists (an ES module on
 * Node or Deno) the call throws a ReferenceError, and the same package is loaded through `createRequire`, made here
 * and not at module scope, so a runtime without `import.meta.url` (a CommonJS bundle, workerd) can import the module.
 * @example const yaml = (): typeof JsYaml => (yamlModule ??= loadDependency(() => require('js-yaml'), 'js-yaml'));
 */
export function loadDependency<T>(literal: () => unknown, specifier: string): T {
  try {
    return literal() as T;
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
  }
  return createRequire(import.meta.url)(specifier) as T;
}
