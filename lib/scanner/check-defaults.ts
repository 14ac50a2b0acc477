import type { ValidatorCompiler } from '../binding/create-validator-compiler.js';
import { schemaIssues } from '../binding/schema-issues.js';
import { SchemaDefinitions, valueSchema } from '../schema/type-to-json-schema.js';
import { InvalidDefaultError } from '../errors/invalid-default.error.js';
import { formatMember } from '../errors/format-member.js';
import type { PendingDefault } from './type-site.js';

/**
 * Checks every default (a `default` option or a field initialiser) against the schema of its own value, so a
 * default the tool would refuse (`{ default: 99, maximum: 50 }`) is a scan error naming the member, not a surprise.
 */
export function checkDefaults(pending: readonly PendingDefault[], compiler: ValidatorCompiler): void {
  const checks = new Map<string, ReturnType<ValidatorCompiler['compile']>>();
  for (const { value, site } of pending) {
    const defs = new SchemaDefinitions(true);
    const own = valueSchema({ ...value, default: undefined }, defs);
    const $defs = defs.toJson();
    const schema = $defs ? { ...own, $defs } : own;
    const key = JSON.stringify(schema);
    let check = checks.get(key);
    if (!check) {
      try {
        check = compiler.compile(schema);
      } catch {
        // A schema that does not compile is reported, with its member, when the member's own schema is compiled.
        continue;
      }
      checks.set(key, check);
    }
    const verdict = check(value.default);
    if (!verdict.valid) {
      const problems = schemaIssues(verdict.errors).map((i) => (i.path === '(arguments)' ? i.message : `${i.path} ${i.message}`)).join('; ');
      throw new InvalidDefaultError(site.host, formatMember(site.host, site.key, site.index, site.name), JSON.stringify(value.default), problems);
    }
  }
}
