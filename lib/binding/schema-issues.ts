import type { ErrorObject } from 'ajv';
import type { ValidationIssue } from '../model/binding.js';
import { pathOf, segmentsOfPointer } from './issue-path.js';

function issueOf(error: ErrorObject): ValidationIssue {
  const segments = segmentsOfPointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: pathOf([...segments, String(params.missingProperty)]), message: 'is required' };
    case 'additionalProperties':
      return { path: pathOf([...segments, String(params.additionalProperty)]), message: 'is not an accepted field' };
    case 'enum':
      return { path: pathOf(segments), message: `must be one of ${JSON.stringify(params.allowedValues)}` };
    default:
      return { path: pathOf(segments), message: error.message ?? `fails ${error.keyword}` };
  }
}

/**
 * Maps Ajv errors to one issue per failing field. The branches of a nullable value's `anyOf` are folded
 * into one message ("must be string or must be null") instead of three lines.
 */
export function schemaIssues(errors: readonly ErrorObject[]): ValidationIssue[] {
  const folded = new Set<ErrorObject>();
  const issues: ValidationIssue[] = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf') continue;
    const branches = errors.filter((e) => e !== error && e.instancePath === error.instancePath && e.schemaPath.startsWith(error.schemaPath + '/'));
    for (const b of branches) folded.add(b);
    folded.add(error);
    const messages = [...new Set(branches.map((b) => issueOf(b).message))];
    issues.push({ path: pathOf(segmentsOfPointer(error.instancePath)), message: messages.length > 0 ? messages.join(' or ') : (error.message ?? 'is not valid') });
  }
  for (const error of errors) if (!folded.has(error)) issues.push(issueOf(error));
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.path}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
