import type { ValidationIssue } from '../model/binding.js';
import type { EraPolicy } from './era-policy.js';
import type { WireVocabulary } from './wire-vocabulary.js';

/**
 * One protocol revision: its wire vocabulary (how the neutral model is written) and its era policy (what the
 * engine does differently: session or stateless). The engine resolves an adapter per request and never looks
 * at revision strings itself, so a revision of your own is one more adapter in `createServer({ revisions })`.
 * @example const base = adapterFor('2025-11-25'); const mine: RevisionAdapter = { ...base, revision: '2099-01-01', wire: { ...base.wire, encodeTool: (t) => ({ ...base.wire.encodeTool(t), x: 1 }) } };
 */
export interface RevisionAdapter {
  /** The protocol version string this adapter serves, e.g. `2025-06-18`. */
  readonly revision: string;
  /** The encoders: neutral model and outcomes → this revision's JSON. */
  readonly wire: WireVocabulary;
  /** The behaviour of its era: result stamping, invalid arguments, client requests, input rounds, batches. */
  readonly policy: EraPolicy;
}

/** Formats validation issues as one line per field for messages and tool errors. @example describeIssues([{ path: 'limit', message: 'must be <= 50' }]) // 'limit: must be <= 50' */
export function describeIssues(issues: readonly ValidationIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('; ');
}

/**
 * The opening of the message invalid tool arguments get on every revision (a -32602 error's message before
 * 2025-11-25, an `isError` result's text from it on), so tests can tell them from other failures.
 * @example invalidArgumentsPrefix('search') // 'Invalid arguments for tool search: '
 */
export function invalidArgumentsPrefix(toolName: string): string {
  return `Invalid arguments for tool ${toolName}: `;
}
