/**
 * mcp-decorators/model: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). The revision-neutral model: scan() and
 * the descriptors it returns (members, parameters, TypeDescriptor), the JSON Schemas derived from them, the binding
 * contracts, and the type-marker specs.
 * @module mcp-decorators/model
 */
export { scan } from '../scanner/scan.js';
export type { ScanOptions, ScanEntry } from '../scanner/scan.js';
export type { ServerModel } from './server-model.js';
export type { MemberDescriptor } from './member-descriptor.js';
export type { ToolDescriptor, ToolInput, HeaderParam, SchemaProfile, ToolViewLink } from './tool-descriptor.js';
export type { ToolExecution } from './tool-execution.js';
export type { ResourceDescriptor, ResourceFields } from './resource-descriptor.js';
export type { ResourceTemplateDescriptor } from './resource-template-descriptor.js';
export type { PromptDescriptor } from './prompt-descriptor.js';
export type { ParamDescriptor, Completer } from './param-descriptor.js';
export type { TypeDescriptor, ScalarType, EnumType, EnumValue, ArrayType, SetType, RecordType, JsonType, ObjectType, UnionType, UnionVariant, FieldDescriptor, ValueDescriptor, Constraints } from './type-descriptor.js';
export type { MemberKind } from '../vocabulary/member-kind.js';
export type { ChainLink } from './middleware.js';
export type { RateLimitKey, RateLimitSubject, MatchMode, PolicyDeclaration } from './policy-declaration.js';
export type { SetOfSpec, RecordOfSpec, UnionOfSpec } from '../metadata/type-spec.js';
export type { ClassOrMethodDecorator } from '../decorators/chain-decorator.js';
export type { BindOutcome, ValidationIssue, ArgumentsBinder, Invoker } from './binding.js';
export { inputSchemaFor } from '../schema/input-schema-for.js';
export { outputSchemaFor } from '../schema/output-schema-for.js';
export type { JsonSchema, JsonSchemaObject } from '../schema/json-schema.js';
export { DEFAULT_GUARD_LIMITS } from '../binding/input-guard.js';
export type { GuardLimits } from '../binding/input-guard.js';
export { sanitizeUntrusted, UNTRUSTED_MAX_LENGTH } from './untrusted-text.js';
export type { SanitizedText } from './untrusted-text.js';
