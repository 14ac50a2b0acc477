import { createRequire } from 'node:module';
import type * as ClassTransformerModule from 'class-transformer';
import type * as ClassValidatorModule from 'class-validator';
import type { Ajv2020 as Ajv2020Class } from 'ajv/dist/2020.js';

// The heavy validation libraries load when something first needs them, not when the framework is imported: a
// server whose tools take plain arguments starts without class-validator (its largest dependency), and nothing
// loads Ajv until a schema is compiled. All three are CommonJS packages without an exports map, so a require
// here and an import in the application reach the same module (one metadata store).
const load = createRequire(import.meta.url);

let classValidatorModule: typeof ClassValidatorModule | undefined;
let classTransformerModule: typeof ClassTransformerModule | undefined;
let ajvModule: { readonly Ajv2020: typeof Ajv2020Class; readonly addFormats: (ajv: Ajv2020Class) => Ajv2020Class } | undefined;

/** class-validator, loaded on first use. */
export function classValidator(): typeof ClassValidatorModule {
  return (classValidatorModule ??= load('class-validator') as typeof ClassValidatorModule);
}

/** class-transformer, loaded on first use. */
export function classTransformer(): typeof ClassTransformerModule {
  return (classTransformerModule ??= load('class-transformer') as typeof ClassTransformerModule);
}

/** Ajv's draft 2020-12 class and ajv-formats, loaded on first use. */
export function ajv(): { readonly Ajv2020: typeof Ajv2020Class; readonly addFormats: (ajv: Ajv2020Class) => Ajv2020Class } {
  if (!ajvModule) {
    const formats = load('ajv-formats') as { default?: unknown };
    ajvModule = {
      Ajv2020: (load('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020Class }).Ajv2020,
      addFormats: ((formats.default ?? formats) as (a: Ajv2020Class) => Ajv2020Class),
    };
  }
  return ajvModule;
}
