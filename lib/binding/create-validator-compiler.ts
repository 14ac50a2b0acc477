import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import { SchemaCompileError } from '../errors/schema-compile.error.js';
import type { JsonSchema } from '../schema/json-schema.js';
import { ajv as loadAjv, classValidatorEmail } from './lazy-modules.js';
import { precheckSchema } from './precheck-schema.js';
import { compileWithCfworker } from './cfworker-engine.js';

/** A compiled schema check: true, or the Ajv errors that explain why not. */
export type SchemaCheck = (value: unknown) => { readonly valid: true } | { readonly valid: false; readonly errors: readonly ErrorObject[] };

/** Compiles JSON Schema 2020-12 documents with the framework's safe settings; one instance per scan. */
export interface ValidatorCompiler {
  /** Compiles now; throws when the schema does not compile. */
  compile(schema: JsonSchema): SchemaCheck;
  /**
   * Checks at once what could make a generated schema fail to compile (formats, patterns), and compiles it on
   * first use: a server starts without compiling (or loading) a validator its clients may never need.
   */
  compileLazily(schema: JsonSchema): SchemaCheck;
  /** Compiles a hand-written schema now: unknown keywords are allowed, everything else is as strict. */
  compileRaw(schema: JsonSchema): SchemaCheck;
}

/** The formats the compiler checks (those of ajv-formats), for scan-time checks of `format` options. */
export const KNOWN_FORMATS: ReadonlySet<string> = new Set(['date', 'time', 'date-time', 'iso-time', 'iso-date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'url', 'email', 'hostname', 'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'json-pointer-uri-fragment', 'relative-json-pointer', 'byte', 'int32', 'int64', 'float', 'double', 'password', 'binary']);

// Keywords MCP documents beyond JSON Schema: annotations only, never assertions.
const MCP_KEYWORDS = ['enumNames', 'x-mcp-header'];

// `email` is checked the way class-validator's @IsEmail() checks it (validator.js, which also takes internationalised
// addresses), so the mapped rule is exact and a `format: 'email'` option means the same thing.
// validator.js throws on lone surrogates (encodeURI); such a string is simply not an address.
const email = (value: string): boolean => {
  try {
    return classValidatorEmail().isEmail(value);
  } catch {
    return false;
  }
};

function withFormats(ajv: Ajv2020): Ajv2020 {
  return loadAjv().addFormats(ajv).addFormat('email', { type: 'string', validate: email });
}

/**
 * The two ways to compile a schema: Ajv, which generates code (fast), and @cfworker/json-schema, which interprets the
 * schema (for runtimes that refuse code generation from strings). Both give the same verdicts and the same errors.
 */
export type ValidatorEngine = 'ajv' | 'cfworker';

let codeGeneration: boolean | undefined;
let forced: ((schema: JsonSchema) => SchemaCheck) | undefined;

// What every passing check answers: one shared, frozen value, nothing allocated per call.
const VALID: { readonly valid: true } = Object.freeze({ valid: true });

function probeCodeGeneration(): boolean {
  try {
    return (new Function('return 1') as () => number)() === 1;
  } catch {
    return false;
  }
}

/**
 * True when this runtime lets code be generated from strings (`new Function`); probed once per process, and again
 * (`recheck`) when a compile is refused, after which a refusal stands for the rest of the process.
 */
export const codeGenerationAllowed: { (): boolean; recheck(): boolean } = Object.assign(() => (codeGeneration ??= probeCodeGeneration()), {
  recheck: (): boolean => (codeGeneration = probeCodeGeneration()),
});

/** The engine this process compiles with: Ajv where code generation is allowed, else @cfworker/json-schema. */
export function defaultValidatorEngine(): ValidatorEngine {
  return codeGenerationAllowed() ? 'ajv' : 'cfworker';
}

/**
 * Test seam: every compile of a server's argument schemas goes through `compile` instead (e.g. one that throws, as
 * Ajv does where code generation is refused); `undefined` restores the engines. Not part of the public API.
 */
export function replaceValidatorEngineForTests(compile: ((schema: JsonSchema) => SchemaCheck) | undefined): void {
  forced = compile;
}

// @cfworker/json-schema keeps no `strict` mode: what a strict compile must refuse in a generated schema (unknown
// formats, patterns that do not compile) is checked first, as Ajv would refuse it.
function cfworkerCompiler(): ValidatorCompiler {
  const build = (schema: JsonSchema): SchemaCheck => {
    const validate = compileWithCfworker(schema, email);
    return (value) => {
      const errors = validate(value);
      return errors.length === 0 ? { valid: true } : { valid: false, errors };
    };
  };
  const compile = (schema: JsonSchema): SchemaCheck => {
    precheckSchema(schema, KNOWN_FORMATS);
    return build(schema);
  };
  return { compile, compileLazily: lazily(build), compileRaw: compile };
}

// Checks what a compile could refuse at once, and compiles on first use. A compile that fails then is the server's
// fault, never the client's: it is thrown as a SchemaCompileError, which the binder does not turn into an issue.
function lazily(compile: (schema: JsonSchema) => SchemaCheck): (schema: JsonSchema) => SchemaCheck {
  return (schema) => {
    precheckSchema(schema, KNOWN_FORMATS);
    let check: SchemaCheck | undefined;
    return (value) => {
      if (!check) {
        try {
          check = (forced ?? compile)(schema);
        } catch (error) {
          throw new SchemaCompileError(`the argument schema could not be compiled: ${(error as Error).message}`, { cause: error });
        }
      }
      return check(value);
    };
  };
}

// Hand-written schemas may carry keywords of their own, but a format nobody knows would silently check
// nothing: that one is still an error.
function looseCompiler(options: object): Ajv2020 {
  const refuseUnknownFormats = (message: unknown): void => {
    if (typeof message === 'string' && message.startsWith('unknown format')) throw new SchemaCompileError(message);
  };
  const { Ajv2020: Ajv } = loadAjv();
  return withFormats(new Ajv({ ...options, strict: false, logger: { log: () => undefined, warn: refuseUnknownFormats, error: refuseUnknownFormats } }));
}

/**
 * Creates the compiler of one scan, on this process's engine (Ajv where code generation is allowed, else
 * @cfworker/json-schema; see {@link defaultValidatorEngine}). Ajv2020: strict mode, every error reported, no coercion,
 * no defaults written into input, no `$data` (CVE-2025-69873), and ajv-formats for `email`, `uri`, `date-time`,
 * `uuid`… Ajv itself is loaded and set up on the first compile.
 */
export function createValidatorCompiler(engine: ValidatorEngine = defaultValidatorEngine()): ValidatorCompiler {
  if (engine === 'cfworker') return cfworkerCompiler();
  const options = { allErrors: true, coerceTypes: false, useDefaults: false, removeAdditional: false } as const;
  let strict: Ajv2020 | undefined;
  let loose: Ajv2020 | undefined;
  const ajv = (): Ajv2020 => {
    if (strict) return strict;
    const { Ajv2020: Ajv } = loadAjv();
    strict = withFormats(new Ajv({ ...options, strict: true }));
    for (const keyword of MCP_KEYWORDS) strict.addKeyword(keyword);
    return strict;
  };
  const checkOf = (validate: ReturnType<Ajv2020['compile']>): SchemaCheck => (value) => (validate(value) ? VALID : { valid: false, errors: validate.errors ?? [] });
  let interpreted: ValidatorCompiler | undefined;
  // A runtime may allow code generation at one moment and refuse it at another (workerd allows it while a worker
  // starts, and refuses it while a request is served, where lazy compiles happen): a refused compile switches this
  // process to @cfworker/json-schema for good, and that schema is compiled there instead.
  const withAjv = (compileWith: (schema: JsonSchema) => SchemaCheck, fallback: (c: ValidatorCompiler) => (schema: JsonSchema) => SchemaCheck) => (schema: JsonSchema): SchemaCheck => {
    if (codeGeneration === false) return fallback((interpreted ??= cfworkerCompiler()))(schema);
    try {
      return compileWith(schema);
    } catch (error) {
      if (!(error instanceof EvalError) || codeGenerationAllowed.recheck()) throw error;
      return fallback((interpreted ??= cfworkerCompiler()))(schema);
    }
  };
  const compile = withAjv((schema) => checkOf(ajv().compile(schema)), (c) => c.compile);
  return {
    compile,
    compileLazily: lazily(compile),
    compileRaw: withAjv((schema) => checkOf((loose ??= looseCompiler(options)).compile(schema)), (c) => c.compileRaw),
  };
}
