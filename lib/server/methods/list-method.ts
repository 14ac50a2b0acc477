import type { JsonValue } from '../../vocabulary/json-value.js';
import { MEMBER_KINDS, type MemberKind } from '../../vocabulary/member-kind.js';
import { paginate } from '../catalogue/pagination.js';
import type { MethodHandler } from '../contracts/method-call.js';
import { ownProperty } from '../protocol/own-property.js';

/**
 * A list method (tools/list, prompts/list…): one page of the revision's cached list of one kind (as this caller may
 * see it), under the kind's `listKey`, with `nextCursor` when more follow.
 */
export function listMethod(kind: MemberKind): MethodHandler {
  const key = MEMBER_KINDS[kind].listKey;
  return async (call) => {
    const { caller } = call;
    const view = call.server.listView({ client: call.terms.client, revision: call.terms.adapter.revision, ...(caller.headers ? { headers: caller.headers } : {}), ...(caller.principal ? { auth: caller.principal } : {}) });
    const page = paginate(call.server.catalogue.list(call.terms.adapter, kind, view), ownProperty(call.request.params, 'cursor'), call.server.settings.pageSize);
    const result: { [key: string]: JsonValue } = { [key]: [...page.items] };
    if (page.nextCursor) result.nextCursor = page.nextCursor;
    return result;
  };
}
