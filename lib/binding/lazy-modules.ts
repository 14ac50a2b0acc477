import type * as CfworkerJsonSchemaModule from '@cfworker/json-schema';
import type * as ClassTransformerModule from 'class-transformer';
import type * as ClassValidatorModule from 'class-validator';
import type { Ajv2020 as Ajv2020Class } from 'ajv/dist/2020.js';
import { loadDependency } from '../vocabulary/dependency-load.js';

// The heavy validation libraries load when something first needs them, not when the framework is imported: a
// server whose tools take plain arguments starts without class-validator (its largest dependency), and nothing
// loads Ajv until a schema is compiled. All three are CommonJS packages without an exports map, so a require
// here and an import in the application reach the same module (one metadata store). Each load is a literal
// require() call, so a bundler of the application bundles the package (see loadDependency).

let classValidatorModule: typeof ClassValidatorModule | undefined;
let classTransformerModule: typeof ClassTransformerModule | undefined;
let ajvModule: { readonly Ajv2020: typeof Ajv2020Class; readonly addFormats: (ajv: Ajv2020Class) => Ajv2020Class } | undefined;
let cfworkerModule: typeof CfworkerJsonSchemaModule | undefined;

/** class-validator, loaded on first use. */
export function classValidator(): typeof ClassValidatorModule {
  return (classValidatorModule ??= loadDependency<typeof ClassValidatorModule>(() => require('class-validator'), 'class-validator'));
}

/** class-transformer, loaded on first use. */
export function classTransformer(): typeof ClassTransformerModule {
  return (classTransformerModule ??= loadDependency<typeof ClassTransformerModule>(() => require('class-transformer'), 'class-transformer'));
}

/** Ajv's draft 2020-12 class and ajv-formats, loaded on first use. */
export function ajv(): { readonly Ajv2020: typeof Ajv2020Class; readonly addFormats: (ajv: Ajv2020Class) => Ajv2020Class } {
  if (!ajvModule) {
    const formats = loadDependency<{ default?: unknown }>(() => require('ajv-formats'), 'ajv-formats');
    ajvModule = {
      Ajv2020: loadDependency<{ Ajv2020: typeof Ajv2020Class }>(() => require('ajv/dist/2020.js'), 'ajv/dist/2020.js').Ajv2020,
      addFormats: ((formats.default ?? formats) as (a: Ajv2020Class) => Ajv2020Class),
    };
  }
  return ajvModule;
}

/**
 * @cfworker/json-schema (a validator that generates no code, for runtimes that refuse `new Function`), loaded on
 * first use: its CommonJS build, which its package.json gives to require().
 */
export function cfworkerJsonSchema(): typeof CfworkerJsonSchemaModule {
  return (cfworkerModule ??= loadDependency<typeof CfworkerJsonSchemaModule>(() => require('@cfworker/json-schema'), '@cfworker/json-schema'));
}
