import type { JsonValue } from '../../vocabulary/json-value.js';
import type { ListKind } from '../catalogue/catalogue.js';
import { paginate } from '../catalogue/pagination.js';
import type { MethodHandler } from '../contracts/method-call.js';
import { ownProperty } from '../protocol/own-property.js';

/**
 * A list method (tools/list, prompts/list…): one page of the revision's cached list (as this caller may see it),
 * under `key`, with `nextCursor` when more follow.
 */
export function listMethod(kind: ListKind, key: string): MethodHandler {
  return async (call) => {
    const { caller } = call;
    const view = call.server.listView({ client: call.era.client, revision: call.era.adapter.revision, ...(caller.headers ? { headers: caller.headers } : {}), ...(caller.principal ? { auth: caller.principal } : {}) });
    const page = paginate(call.server.catalogue.list(call.era.adapter, kind, view), ownProperty(call.request.params, 'cursor'), call.server.settings.pageSize);
    const result: { [key: string]: JsonValue } = { [key]: [...page.items] };
    if (page.nextCursor) result.nextCursor = page.nextCursor;
    return result;
  };
}
