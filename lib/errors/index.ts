/**
 * mcp-decorators/errors: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). The errors a scan, a start-up or
 * the framework itself throws (each with a stable MCPD_ code), for instanceof checks and tests; the ones a handler
 * throws or catches are in the root entry.
 * @module mcp-decorators/errors
 */
export { SymbolMemberKeyError } from './symbol-member-key.error.js';
/** An MCP decorator applied as a TC39 standard decorator (MCPD_STANDARD_DECORATORS): set experimentalDecorators and emitDecoratorMetadata. @example see docs/guide/errors.md */
export { StandardDecoratorsError } from './standard-decorators.error.js';
export { InvalidToolNameError } from './invalid-tool-name.error.js';
export { InvalidUriTemplateError } from './invalid-uri-template.error.js';
export { InvalidDecoratorOptionError } from './invalid-decorator-option.error.js';
export { DuplicateNameError } from './duplicate-name.error.js';
export { UnboundParameterError } from './unbound-parameter.error.js';
export { MissingParamTypeError } from './missing-param-type.error.js';
export { MissingDesignMetadataError } from './missing-design-metadata.error.js';
export type { MissingTypeSite } from './missing-design-metadata.error.js';
export { MissingSwcError } from './missing-swc.error.js';
export { UnmatchedTemplateVariableError } from './unmatched-template-variable.error.js';
export { EmptyClassError } from './empty-class.error.js';
export { NotAMethodError } from './not-a-method.error.js';
export type { NotAMethodKind } from './not-a-method.error.js';
export { ImportOrderError } from './import-order.error.js';
export { ScanWarningError } from './scan-warning.error.js';
export type { ScanWarningCode } from './scan-warning.error.js';
export { CollectionRuleError } from './collection-rule.error.js';
export { UnsupportedTypeError } from './unsupported-type.error.js';
export { InvalidScanInputError } from './invalid-scan-input.error.js';
export { DynamicTypeError } from './dynamic-type.error.js';
export { InvalidDefaultError } from './invalid-default.error.js';
export { StrictProfileError } from './strict-profile.error.js';
export { InvalidServerOptionError } from './invalid-server-option.error.js';
/** Two mounts with one prefix, or a mounted name or URI the server already serves (MCPD_MOUNT_CLASH). @example see docs/guide/mounting.md */
export { MountClashError } from './mount-clash.error.js';
/** A mount createServer cannot serve: a bad prefix, not a server, a server with extensions or a bus (MCPD_MOUNT_INVALID). @example see docs/guide/mounting.md */
export { InvalidMountError } from './invalid-mount.error.js';
export { UnknownRevisionError } from './unknown-revision.error.js';
export { EncodingError } from './encoding.error.js';
export type { AbortCause } from './request-aborted.error.js';
export { PortUnavailableError } from './port-unavailable.error.js';
export type { PortProblem } from './port-unavailable.error.js';
/** A Node-only feature used on a runtime without the Node module it needs. @example see docs/guide/fetch-runtimes.md */
export { NodeOnlyError } from './node-only.error.js';
export { InvalidUntrustedSourceError } from './invalid-untrusted-source.error.js';
/** A task result over `tasks({ maxResultBytes })`. @example see docs/guide/tasks.md */
export { TaskResultTooLargeError } from './task-result-too-large.error.js';
/** A task refused, or its result not kept, at a limit of tasks() (maxTasksPerOwner, maxTasks, maxStoredResultBytes). @example see docs/guide/tasks.md */
export { TaskLimitError, type TaskLimit } from './task-limit.error.js';
/** A skill that cannot be served (no SKILL.md, bad frontmatter, a name off the rules). @example see docs/guide/skills.md */
export { InvalidSkillError } from './invalid-skill.error.js';
/** An MCP Apps view or view link hosts could not use (MCPD_VIEW_*). @example see docs/guide/apps.md */
export { InvalidViewError } from './invalid-view.error.js';
export type { ViewProblem } from './invalid-view.error.js';
/** A skill file that leads outside its folder. @example see docs/guide/skills.md */
export { SkillPathEscapeError } from './skill-path-escape.error.js';
export { SkillFileUnavailableError } from './skill-file-unavailable.error.js';
/** An upstream request a proxy cannot carry to its client (MCPD_BRIDGE_UNTRANSLATABLE). @example see docs/guide/proxy-and-bridge.md */
export { BridgeUntranslatableError } from './bridge-untranslatable.error.js';
/** A proxy that could not reach or list its upstream at start-up (MCPD_BRIDGE_UPSTREAM). @example see docs/guide/proxy-and-bridge.md */
export { BridgeUpstreamError } from './bridge-upstream.error.js';
