/** One failing field: where (`limit`, `stops[2].lat`, or `(arguments)` for the root) and what is wrong. */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

/** The handler's positional arguments (the context slot left empty), or every failing field. */
export type BindOutcome =
  | { readonly ok: true; readonly args: readonly unknown[] }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

/** Turns raw JSON arguments into handler arguments; prepared once per member at scan time. */
export type ArgumentsBinder = (raw: unknown) => BindOutcome | Promise<BindOutcome>;

/** Calls the member's method on its instance with positional arguments. */
export type Invoker = (args: readonly unknown[]) => unknown;
