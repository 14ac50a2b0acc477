import type { JsonValue } from '../vocabulary/json-value.js';
import type { TypeThunk, EnumLike } from './type-spec.js';

/** Completion source for a prompt argument or template variable: a fixed list, or a function called with `this` bound to the handler instance. */
export type CompletionSource = readonly string[] | ((this: never, value: string, context: CompletionRequestContext) => readonly string[] | Promise<readonly string[]>);

/** What a completion function learns about the request beyond the partial value. */
export interface CompletionRequestContext {
  /** Other arguments the client has already filled in, by name. */
  readonly arguments: Readonly<Record<string, string>>;
}

/** Options of `@Field`, and the value options `@Param` shares: what class-validator cannot say (description, element type, examples…). @example @Field({ description: 'ISO country code', minLength: 2, maxLength: 2 }) */
export interface FieldOptions {
  readonly description?: string;
  readonly type?: TypeThunk;
  readonly optional?: boolean;
  readonly nullable?: boolean;
  readonly default?: JsonValue;
  /** Allowed values: a TS enum or a list. On an array-typed value it constrains the items. */
  readonly enum?: EnumLike | readonly (string | number)[];
  /** A display title per enum value (same order): emitted as `oneOf: [{ const, title }]` (`items.anyOf` for arrays). */
  readonly enumTitles?: readonly string[];
  /** Legacy display names per enum value, emitted as `enumNames` beside `enum`, for clients that predate titled enums. */
  readonly enumNames?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly examples?: readonly JsonValue[];
}

/** How a method parameter is bound: one argument, the whole arguments object, or the handler context. */
export type ParamBinding = 'param' | 'args' | 'ctx';

/** What `@Param`, `@Args` and `@Ctx` record for one method parameter. */
export interface ParamRecord {
  readonly binding: ParamBinding;
  readonly key: string;
  readonly index: number;
  /** Argument name; empty for `@Args` and `@Ctx`. */
  readonly name: string;
  readonly options: FieldOptions & { readonly complete?: CompletionSource; readonly header?: string };
}

/** What `@Field` records for one DTO property. */
export interface FieldRecord {
  readonly key: string;
  readonly options: FieldOptions;
}

export type { MemberKind } from '../vocabulary/member-kind.js';
import type { MemberKind } from '../vocabulary/member-kind.js';

/** What a method decorator records: the member kind, its key and its normalised options. */
export interface MemberRecord<O = unknown> {
  readonly kind: MemberKind;
  readonly key: string;
  readonly options: O;
}

/**
 * What `@UseMiddleware` and `@UseGuards` record, on the class (no key) or on one method. The entries are kept as
 * given (functions, objects or classes); the scanner hands them to the model.
 */
export interface ChainRecord {
  readonly key?: string;
  readonly kind: 'middleware' | 'guard' | 'policy';
  readonly entries: readonly unknown[];
}

/** Everything recorded for one class (not its bases): members, parameters, DTO fields and middleware. */
export interface ClassRecord {
  readonly members: readonly MemberRecord[];
  readonly params: readonly ParamRecord[];
  readonly fields: readonly FieldRecord[];
  /** In the order written (decorators run bottom-up; the store keeps reading order). */
  readonly chains: readonly ChainRecord[];
}
