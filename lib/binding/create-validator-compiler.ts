import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import { SchemaCompileError } from '../errors/schema-compile.error.js';
import type { JsonSchema } from '../schema/json-schema.js';
import { ajv as loadAjv, classValidator } from './lazy-modules.js';
import { precheckSchema } from './precheck-schema.js';

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
function withFormats(ajv: Ajv2020): Ajv2020 {
  // validator.js throws on lone surrogates (encodeURI); such a string is simply not an address.
  const email = (value: string): boolean => {
    try {
      return classValidator().isEmail(value);
    } catch {
      return false;
    }
  };
  return loadAjv().addFormats(ajv).addFormat('email', { type: 'string', validate: email });
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
 * Creates the Ajv2020 compiler: strict mode, every error reported, no coercion, no defaults written into
 * input, no `$data` (CVE-2025-69873), and ajv-formats for `email`, `uri`, `date-time`, `uuid`… Ajv itself is
 * loaded and set up on the first compile.
 */
export function createValidatorCompiler(): ValidatorCompiler {
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
  const checkOf = (validate: ReturnType<Ajv2020['compile']>): SchemaCheck => (value) => (validate(value) ? { valid: true } : { valid: false, errors: validate.errors ?? [] });
  return {
    compile: (schema) => checkOf(ajv().compile(schema)),
    compileLazily(schema) {
      precheckSchema(schema, KNOWN_FORMATS);
      let check: SchemaCheck | undefined;
      return (value) => (check ??= checkOf(ajv().compile(schema)))(value);
    },
    compileRaw: (schema) => checkOf((loose ??= looseCompiler(options)).compile(schema)),
  };
}
