import type { BindOutcome } from '../model/binding.js';
import type { MemberDescriptor } from '../model/member-descriptor.js';

/**
 * Turns raw JSON arguments into the handler's positional arguments, or into one outcome listing every
 * failing field. Missing arguments (undefined or null) mean `{}`.
 * @example const outcome = await bindArguments(model.tools[0], { query: 'globex', limit: 5 }); if (!outcome.ok) reportIssues(outcome.issues);
 */
export function bindArguments(member: Pick<MemberDescriptor, 'bind'>, raw: unknown): BindOutcome | Promise<BindOutcome> {
  return member.bind(raw);
}
