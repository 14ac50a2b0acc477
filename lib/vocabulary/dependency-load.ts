import { createRequire } from 'node:module';
import type * as CfworkerJsonSchemaModule from '@cfworker/json-schema';
import type * as OtelApi from '@opentelemetry/api';
import type { Ajv2020 as Ajv2020Class } from 'ajv/dist/2020.js';
import type * as ClassTransformerModule from 'class-transformer';
import type * as ClassValidatorModule from 'class-validator';
import type * as JsYaml from 'js-yaml';
import type { RateLimiterMemory as RateLimiterMemoryClass, RateLimiterRedis as RateLimiterRedisClass } from 'rate-limiter-flexible';

// The framework's dependencies load the first time something needs them, not when the framework is imported, and
// every load is written out twice so that each tool that packs an application finds it:
// - `() => require('pkg')`: esbuild, Bun, webpack and wrangler bundle the package (still evaluated on first use);
//   where no `require` exists (an ES module on Node or Deno) the call throws a ReferenceError, and then
// - `const load = createRequire(import.meta.url); load('pkg')`: Node's ESM loads it, and Vercel's file tracing (nft)
//   follows that form. It is made inside the function, never at module scope, which a runtime without
//   `import.meta.url` (a CommonJS bundle, workerd) could not even import.
// All of them live in this one module: the build bundles modules into shared files, and a second module importing
// createRequire in the same file would get it renamed, which nft no longer recognises.
// The optional peers are not here: ioredis and better-sqlite3 load in their stores' modules (stores/redis/redis-client.ts,
// stores/sqlite/sqlite-task-store.ts) with the createRequire form alone. This module is in the root's closure, and a
// load here would let every application's bundler and file tracing insist on them (better-sqlite3 is a native addon a
// bundler cannot pack); only mcp-decorators/redis and /sqlite may name them (test/architecture/public-surface.spec.ts).

// Where there is no `require`: Node's own ReferenceError, or the refusal of esbuild's `__require` shim in an ESM
// bundle that keeps the package external. Any other error (a ReferenceError inside the dependency too) is the dependency's.
const NO_REQUIRE = /\brequire\b.*\bnot defined|find variable: require|^Dynamic require of .* is not supported/;

/** Runs `literal` (the `require('pkg')` a bundler sees); where `require` is not defined, `viaNode` (the createRequire load). */
export function loadDependency<T>(literal: () => unknown, viaNode: () => unknown): T {
  try {
    return literal() as T;
  } catch (error) {
    if (!(error instanceof Error) || !NO_REQUIRE.test(error.message)) throw error;
  }
  return viaNode() as T;
}

let classValidatorModule: typeof ClassValidatorModule | undefined;
let validatorStorage: { readonly getMetadataStorage: typeof ClassValidatorModule.getMetadataStorage } | undefined;
let validatorEmail: { readonly isEmail: typeof ClassValidatorModule.isEmail } | undefined;
let classTransformerModule: typeof ClassTransformerModule | undefined;
let transformerStorage: { readonly defaultMetadataStorage: unknown } | undefined;
let ajvModule: { readonly Ajv2020: typeof Ajv2020Class; readonly addFormats: (ajv: Ajv2020Class) => Ajv2020Class } | undefined;
let cfworkerModule: typeof CfworkerJsonSchemaModule | undefined;
let formatsTable: { readonly fullFormats: { readonly [name: string]: unknown } } | undefined;
let memoryLimiter: typeof RateLimiterMemoryClass | undefined;
let redisLimiter: typeof RateLimiterRedisClass | undefined;
let otelModule: typeof OtelApi | undefined;
let yamlModule: typeof JsYaml | undefined;

/**
 * class-validator's metadata store alone (its MetadataStorage module, not the package root with every rule): what the
 * scanner reads decorators from, so that a DTO declared with mcp-decorators/validation is scanned without loading
 * validator.js and libphonenumber-js. The store is global; every copy of class-validator shares it.
 */
export function classValidatorStorage(): { readonly getMetadataStorage: typeof ClassValidatorModule.getMetadataStorage } {
  return (validatorStorage ??= loadDependency<{ readonly getMetadataStorage: typeof ClassValidatorModule.getMetadataStorage }>(() => require('class-validator/cjs/metadata/MetadataStorage.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/metadata/MetadataStorage.js');
  }));
}

/** class-validator's isEmail alone (the module of `@IsEmail`, which brings validator.js's isEmail and nothing else). */
export function classValidatorEmail(): { readonly isEmail: typeof ClassValidatorModule.isEmail } {
  return (validatorEmail ??= loadDependency<{ readonly isEmail: typeof ClassValidatorModule.isEmail }>(() => require('class-validator/cjs/decorator/string/IsEmail.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsEmail.js');
  }));
}

/** class-validator, loaded on first use (a CommonJS package: a require here and an import in the application share one metadata store). */
export function classValidator(): typeof ClassValidatorModule {
  return (classValidatorModule ??= loadDependency<typeof ClassValidatorModule>(() => require('class-validator'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator');
  }));
}

/** class-transformer, loaded on first use. */
export function classTransformer(): typeof ClassTransformerModule {
  return (classTransformerModule ??= loadDependency<typeof ClassTransformerModule>(() => require('class-transformer'), () => {
    const load = createRequire(import.meta.url);
    return load('class-transformer');
  }));
}

/** class-transformer's module-level store of its decorators' records, which its root does not export; loaded on first use. */
export function classTransformerStorage(): { readonly defaultMetadataStorage: unknown } {
  return (transformerStorage ??= loadDependency<{ readonly defaultMetadataStorage: unknown }>(() => require('class-transformer/cjs/storage.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-transformer/cjs/storage.js');
  }));
}

/** Ajv's draft 2020-12 class and ajv-formats, loaded on first use. */
export function ajv(): { readonly Ajv2020: typeof Ajv2020Class; readonly addFormats: (ajv: Ajv2020Class) => Ajv2020Class } {
  if (!ajvModule) {
    const formats = loadDependency<{ default?: unknown }>(() => require('ajv-formats'), () => {
      const load = createRequire(import.meta.url);
      return load('ajv-formats');
    });
    const draft2020 = loadDependency<{ Ajv2020: typeof Ajv2020Class }>(() => require('ajv/dist/2020.js'), () => {
      const load = createRequire(import.meta.url);
      return load('ajv/dist/2020.js');
    });
    ajvModule = { Ajv2020: draft2020.Ajv2020, addFormats: (formats.default ?? formats) as (a: Ajv2020Class) => Ajv2020Class };
  }
  return ajvModule;
}

/** @cfworker/json-schema (a validator that generates no code, for runtimes that refuse `new Function`), loaded on first use: its CommonJS build. */
export function cfworkerJsonSchema(): typeof CfworkerJsonSchemaModule {
  return (cfworkerModule ??= loadDependency<typeof CfworkerJsonSchemaModule>(() => require('@cfworker/json-schema'), () => {
    const load = createRequire(import.meta.url);
    return load('@cfworker/json-schema');
  }));
}

/** ajv-formats' table of format checks (plain functions and patterns, no code generation), for the @cfworker/json-schema engine; loaded on first use. */
export function ajvFormatsTable(): { readonly fullFormats: { readonly [name: string]: unknown } } {
  return (formatsTable ??= loadDependency<{ readonly fullFormats: { readonly [name: string]: unknown } }>(() => require('ajv-formats/dist/formats.js'), () => {
    const load = createRequire(import.meta.url);
    return load('ajv-formats/dist/formats.js');
  }));
}

/**
 * rate-limiter-flexible's RateLimiterMemory, loaded on first use: its own file, not the package root, which loads
 * every limiter and node:cluster (which an ESM bundle cannot require and workerd lacks).
 */
export function rateLimiterMemory(): typeof RateLimiterMemoryClass {
  return (memoryLimiter ??= loadDependency<typeof RateLimiterMemoryClass>(() => require('rate-limiter-flexible/lib/RateLimiterMemory.js'), () => {
    const load = createRequire(import.meta.url);
    return load('rate-limiter-flexible/lib/RateLimiterMemory.js');
  }));
}

/** rate-limiter-flexible's RateLimiterRedis, loaded on first use, from its own file (see rateLimiterMemory). */
export function rateLimiterRedis(): typeof RateLimiterRedisClass {
  return (redisLimiter ??= loadDependency<typeof RateLimiterRedisClass>(() => require('rate-limiter-flexible/lib/RateLimiterRedis.js'), () => {
    const load = createRequire(import.meta.url);
    return load('rate-limiter-flexible/lib/RateLimiterRedis.js');
  }));
}

/** @opentelemetry/api, loaded on first use (every copy of the API shares one global registry). */
export function otelApi(): typeof OtelApi {
  return (otelModule ??= loadDependency<typeof OtelApi>(() => require('@opentelemetry/api'), () => {
    const load = createRequire(import.meta.url);
    return load('@opentelemetry/api');
  }));
}

/** js-yaml, loaded on first use. */
export function jsYaml(): typeof JsYaml {
  return (yamlModule ??= loadDependency<typeof JsYaml>(() => require('js-yaml'), () => {
    const load = createRequire(import.meta.url);
    return load('js-yaml');
  }));
}
