// class-validator, class-transformer, Ajv and @cfworker/json-schema load the first time something needs them, not
// when the framework is imported: a server whose tools take plain arguments starts without class-validator (its
// largest dependency), and nothing loads Ajv until a schema is compiled. The loads themselves are in
// vocabulary/dependency-load.ts, written so that bundlers and file tracers follow them.
export { ajv, ajvFormatsTable, cfworkerJsonSchema, classTransformer, classValidator, classValidatorEmail, classValidatorStorage } from '../vocabulary/dependency-load.js';
