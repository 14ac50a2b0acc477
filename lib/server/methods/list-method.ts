import type { JsonValue } from '../../model/json-value.js';
import type { ListKind } from '../catalogue.js';
import { paginate } from '../pagination.js';
import type { MethodHandler } from '../request-call.js';

/** A list method (tools/list, prompts/list…): one page of the revision's cached list, under `key`, with `nextCursor` when more follow. */
export function listMethod(kind: ListKind, key: string): MethodHandler {
  return async (call) => {
    const page = paginate(call.core.catalogue.list(call.adapter, kind), call.params.cursor, call.core.settings.pageSize);
    const result: { [key: string]: JsonValue } = { [key]: [...page.items] };
    if (page.nextCursor) result.nextCursor = page.nextCursor;
    return result;
  };
}
