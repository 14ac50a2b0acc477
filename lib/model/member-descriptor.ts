import type { Icon } from '../vocabulary/icon.js';
import type { JsonObject } from '../vocabulary/json-value.js';
import type { ArgumentsBinder, Invoker } from './binding.js';
import type { ChainLink } from './middleware.js';


/** What every catalogue entry has: where it came from and how to call it. */
export interface MemberDescriptor {
  /** `Class.method`, for errors and logs. */
  readonly member: string;
  /** Position of the `@Ctx()` parameter, if the handler asked for one. */
  readonly contextIndex?: number;
  /** Number of parameters the handler declares. */
  readonly arity: number;
  /** Validates and converts raw arguments; compiled at scan time. */
  readonly bind: ArgumentsBinder;
  /** Runs the handler on its instance. */
  readonly invoke: Invoker;
  readonly title?: string;
  readonly description?: string;
  readonly icons?: readonly Icon[];
  readonly _meta?: JsonObject;
  /** Middleware and guards declared on the class and the method (`@UseMiddleware`, `@UseGuards`), class first. */
  readonly chain?: readonly ChainLink[];
}
