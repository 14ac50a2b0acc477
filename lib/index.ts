// Public API of mcp-decorators: everything a user imports is listed here by name.
// First of all: TypeScript's __metadata helper emits nothing unless Reflect.metadata exists when a class is decorated.
import 'reflect-metadata';
export { Tool, isValidToolName } from './decorators/tool.decorator.js';
export type { ToolOptions, ToolAnnotationsOptions } from './decorators/tool.decorator.js';
export { Resource } from './decorators/resource.decorator.js';
export type { ResourceOptions, ResourceAnnotationsOptions } from './decorators/resource.decorator.js';
export { ResourceTemplate } from './decorators/resource-template.decorator.js';
export type { ResourceTemplateOptions } from './decorators/resource-template.decorator.js';
export { Prompt } from './decorators/prompt.decorator.js';
export type { PromptOptions } from './decorators/prompt.decorator.js';
export { Param } from './decorators/param.decorator.js';
export type { ParamOptions } from './decorators/param.decorator.js';
export { Args } from './decorators/args.decorator.js';
export type { ArgsOptions } from './decorators/args.decorator.js';
export { Ctx } from './decorators/ctx.decorator.js';
export { Field } from './decorators/field.decorator.js';
export type { FieldOptions } from './decorators/field.decorator.js';
export { applyDecorators } from './decorators/apply-decorators.js';
export { UseMiddleware } from './decorators/use-middleware.decorator.js';
export { UseGuards } from './decorators/use-guards.decorator.js';
export type { ClassOrMethodDecorator } from './decorators/chain-decorator.js';
export { Scopes } from './decorators/scopes.decorator.js';
export type { ScopesOptions } from './decorators/scopes.decorator.js';
export { Public } from './decorators/public.decorator.js';
export { Roles } from './decorators/roles.decorator.js';
export type { RolesOptions } from './decorators/roles.decorator.js';
export { RateLimit } from './decorators/rate-limit.decorator.js';
export { ArgumentLimits } from './decorators/argument-limits.decorator.js';

export { Int, AnyJson, SetOf, MapOf, RecordOf, UnionOf } from './metadata/type-spec.js';
export type { TypeSpec, TypeThunk, EnumLike, SetOfSpec, RecordOfSpec, UnionOfSpec } from './metadata/type-spec.js';
export type { CompletionSource, CompletionRequestContext, IconOptions, ValueOptions } from './metadata/records.js';

export { scan } from './scanner/scan.js';
export type { ScanOptions, ScanEntry } from './scanner/scan.js';

export type { ServerModel } from './model/server-model.js';
export type { ToolDescriptor, ToolInput, SchemaProfile } from './model/tool-descriptor.js';
export type { ResourceDescriptor, ResourceFields } from './model/resource-descriptor.js';
export type { ResourceTemplateDescriptor } from './model/resource-template-descriptor.js';
export type { PromptDescriptor } from './model/prompt-descriptor.js';
export type { ParamDescriptor, Completer } from './model/param-descriptor.js';
export type { MemberDescriptor } from './model/member-descriptor.js';
export type { TypeDescriptor, ScalarType, EnumType, EnumValue, ArrayType, SetType, RecordType, JsonType, ObjectType, UnionType, UnionVariant, PropertyDescriptor, ValueDescriptor, Constraints } from './model/type-descriptor.js';
export type { BindOutcome, ValidationIssue, ArgumentsBinder, Invoker } from './model/binding.js';
export type { McpContext, McpLogger, LogLevel, ClientDescription, RequestHeaders } from './model/handler-context.js';
export type { JsonValue, JsonObject } from './vocabulary/json-value.js';
export type { Constructor } from './vocabulary/constructor.js';
export type { Icon } from './vocabulary/icon.js';
export type { ToolAnnotations, Annotations, ResourceAnnotations, ContentAnnotations } from './vocabulary/annotations.js';
export type { MemberKind } from './vocabulary/member-kind.js';

export { inputSchemaFor, standardInputSchemaFor, paramsSchema } from './schema/input-schema-for.js';
export { strictProfileOf } from './schema/strict-profile.js';
export { outputSchemaFor } from './schema/output-schema-for.js';
export type { JsonSchema, JsonSchemaObject } from './schema/json-schema.js';

export { bindArguments } from './binding/bind-arguments.js';
export { DEFAULT_GUARD_LIMITS } from './binding/input-guard.js';
export type { GuardLimits } from './binding/input-guard.js';

export { McpDecoratorsError } from './errors/mcp-decorators-error.js';
export { formatMember } from './errors/format-member.js';
export { SymbolMemberKeyError } from './errors/symbol-member-key.error.js';
export { InvalidToolNameError } from './errors/invalid-tool-name.error.js';
export { InvalidUriTemplateError } from './errors/invalid-uri-template.error.js';
export { InvalidDecoratorOptionError } from './errors/invalid-decorator-option.error.js';
export { DuplicateNameError } from './errors/duplicate-name.error.js';
export type { CatalogueKind } from './errors/duplicate-name.error.js';
export { UnboundParameterError } from './errors/unbound-parameter.error.js';
export { MissingParamTypeError } from './errors/missing-param-type.error.js';
export { MissingDesignMetadataError } from './errors/missing-design-metadata.error.js';
export { UnmatchedTemplateVariableError } from './errors/unmatched-template-variable.error.js';
export { EmptyClassError } from './errors/empty-class.error.js';
export { NotAMethodError } from './errors/not-a-method.error.js';
export { ImportOrderError } from './errors/import-order.error.js';
export { ScanWarningError } from './errors/scan-warning.error.js';
export type { ScanWarningCode } from './errors/scan-warning.error.js';
export { CollectionRuleError } from './errors/collection-rule.error.js';
export type { NotAMethodKind } from './errors/not-a-method.error.js';
export { UnsupportedTypeError } from './errors/unsupported-type.error.js';
export { InvalidScanInputError } from './errors/invalid-scan-input.error.js';
export { DynamicTypeError } from './errors/dynamic-type.error.js';
export { InvalidDefaultError } from './errors/invalid-default.error.js';
export { StrictProfileError } from './errors/strict-profile.error.js';

export { text, image, audio, resourceLink, embeddedResource, toolResult, message } from './model/content.js';
export { ToolError } from './model/tool-error.js';
export type { ContentBlock, TextBlock, ImageBlock, AudioBlock, ResourceLinkBlock, EmbeddedResourceBlock, ResourceContents, ToolOutcome, ToolResultOptions, PromptMessage } from './model/content.js';
export type { ElicitationResult, SamplingMessage, SamplingRequest, SamplingResult, Root, InputOptions } from './model/handler-context.js';

export { adapterFor, builtInAdapters } from './revisions/adapter-for.js';
export { BUILT_IN_REVISIONS } from './revisions/revision.js';
export type { Revision } from './revisions/revision.js';
export { describeIssues } from './revisions/revision-adapter.js';
export type { RevisionAdapter } from './revisions/revision-adapter.js';
export type { WireVocabulary } from './revisions/wire-vocabulary.js';
export type { EraPolicy, SessionPolicy, StatelessPolicy, InvalidArgumentsAnswer, ResultContext, ClientRequestKinds } from './revisions/era-policy.js';
export type { WireObject, WireError, ServerIdentity, ServerFeatures, ProgressReport, CacheHint, CachePolicy, InputRequest } from './revisions/wire-types.js';
export type { WireFeatures } from './revisions/wire-features.js';
export { wireVocabulary } from './revisions/wire-encoders.js';
export { sessionPolicy } from './revisions/session-policy.js';
export type { SessionPolicyFlags } from './revisions/session-policy.js';
export { statelessPolicy } from './revisions/stateless-policy.js';
export { RpcErrorCode } from './vocabulary/rpc-error-codes.js';
export type { RpcErrorCodeValue } from './vocabulary/rpc-error-codes.js';
export { LOG_LEVELS } from './vocabulary/log-levels.js';

export type { Invocation, InvocationKind, Next, MiddlewareFn, McpMiddleware, MiddlewareEntry, GuardFn, GuardVerdict, McpGuard, GuardEntry, ListFilter, Caller, ListedMember, ChainLink } from './model/middleware.js';
export { AccessDeniedError } from './errors/access-denied.error.js';
export { UnauthenticatedError } from './errors/unauthenticated.error.js';
export { InsufficientScopeError } from './errors/insufficient-scope.error.js';
export { MissingRoleError } from './errors/missing-role.error.js';
export { RateLimitedError } from './errors/rate-limited.error.js';
export { InvalidTokenError } from './errors/invalid-token.error.js';
export type { Principal } from './model/principal.js';
export type { RateLimitOptions, RateLimitKey, RateLimitSubject, ArgumentLimitsOptions, MatchMode, PolicyDeclaration } from './model/policy-declaration.js';
export type { TraceContext } from './model/handler-context.js';

export type { AuthOptions } from './auth/auth-options.js';
export type { TokenVerifier } from './auth/token-verifier.js';
export { jwtVerifier, DEFAULT_TOKEN_ALGORITHMS } from './auth/jwt-verifier.js';
export type { JwtVerifierOptions } from './auth/jwt-verifier.js';
export { introspectionVerifier } from './auth/introspection-verifier.js';
export type { IntrospectionVerifierOptions } from './auth/introspection-verifier.js';
export { principalFromClaims } from './auth/principal-from-claims.js';
export { memoryRateLimiterStore } from './limits/rate-limiter-store.js';
export type { RateLimiterStore, LimiterSpec, CallLimiter } from './limits/rate-limiter-store.js';
export { jsonLinesLogger } from './observability/json-lines-logger.js';
export type { JsonLinesLoggerOptions } from './observability/json-lines-logger.js';
export type { RequestLogger, RequestLogRecord, RequestOutcome, RequestLogLevel } from './observability/request-logger.js';
export { MCP_ATTRIBUTES } from './observability/mcp-attributes.js';
export type { TracingOption } from './server/telemetry/active-tracer.js';
export { ResourceNotFoundError } from './errors/resource-not-found.error.js';
export { InvalidServerOptionError } from './errors/invalid-server-option.error.js';
export { UnknownRevisionError } from './errors/unknown-revision.error.js';
export { RequestAbortedError } from './errors/request-aborted.error.js';
export type { AbortCause } from './errors/request-aborted.error.js';
export { ClientRequestError } from './errors/client-request.error.js';
export { EncodingError } from './errors/encoding.error.js';

export { createServer } from './server/engine/create-server.js';
export type { ServerOptions, DecoratedMcpServer } from './server/engine/create-server.js';
export type { RevisionChoice } from './server/era/adapter-registry.js';
export type { ConnectionHandle } from './server/engine/connection.js';
export type { TransportPort, TransportMessageExtra } from './server/protocol/transport-port.js';
export type { JsonRpcMessage, RequestId } from './server/protocol/json-rpc.js';
export type { Diagnostics } from './server/contracts/diagnostics.js';
export { stderrDiagnostics, silentDiagnostics } from './server/contracts/diagnostics.js';
export { serveStdio, DEFAULT_MAX_LINE_BYTES } from './server/transports/stdio.js';
export type { StdioOptions } from './server/transports/stdio.js';
export { connectInMemory } from './server/transports/in-memory.js';
export type { InMemoryClientTransport } from './server/transports/in-memory.js';
export { serveHttp, nodeHandler } from './server/transports/http/mount/serve-http.js';
export type { ServeHttpOptions, HttpServerHandle } from './server/transports/http/mount/serve-http.js';
export { createHttpEntry } from './server/transports/http/entry/http-entry.js';
export type { HttpEntry, HttpEntryOptions } from './server/transports/http/entry/http-entry.js';
/** Which proxies may name the client in X-Forwarded-For. @example serveHttp(server, { trustProxy: 'loopback' }) */
export type { TrustProxy } from './server/transports/http/entry/trust-proxy.js';
export { InMemoryEventStore } from './server/transports/http/session/in-memory-event-store.js';

export type { McpExtension, ExtensionMethod, ExtensionRequest, ExtensionEra, ExtensionHost, ListenTopic, ListenSubscription, ClientChannel, ExecutionChannel, ProgressUpdate, ToolExecutionRequest, ToolRunOutcome } from './server/contracts/extension.js';
export type { NotificationBus } from './server/contracts/notification-bus.js';
export type { OwnerKey, OwnerSource } from './server/contracts/owner.js';
/** The default task owner: the verified principal, else the session, or the client on 2026-07-28. @example createServer({ …, owner: (s) => s.principal?.subject ?? defaultOwner(s) }) */
export { defaultOwner } from './server/contracts/owner.js';
/** A JSON-RPC error an extension's method answers with. @example throw new ProtocolError(RpcErrorCode.InvalidParams, 'Unknown widget w1; list them with widgets/list') */
export { ProtocolError } from './server/protocol/protocol-error.js';
export type { TaskSupport, ToolExecution } from './model/tool-execution.js';
export type { TaskOptions, TaskSupportOption } from './metadata/member-options.js';
/** The tasks extension (SEP-2663 on 2026-07-28, core tasks on 2025-11-25). @example createServer({ …, extensions: [tasks()] }) — samples/everything/everything-tasks.ts */
export { tasks } from './extensions/tasks/tasks-extension.js';
export type { TasksOptions } from './extensions/tasks/tasks-extension.js';
/** Where tasks live (implement it for a store of your own). @example tasks({ store: new SqliteTaskStore({ file: 'tasks.db' }) }) */
export type { TaskStore, TaskEvent } from './extensions/tasks/task-store.js';
export type { TaskRecord, TaskStatus } from './extensions/tasks/task-record.js';
/** The default task store, in this process's memory. @example tasks({ store: new InMemoryTaskStore() }) */
export { InMemoryTaskStore } from './extensions/tasks/in-memory-task-store.js';
/** The tasks extension's identifier and capability key. @example TASKS_EXTENSION // 'io.modelcontextprotocol/tasks' */
export { TASKS_EXTENSION } from './extensions/tasks/task-wire.js';
/** Tasks in a SQLite file (better-sqlite3 12, optional peer), surviving a restart. @example tasks({ store: new SqliteTaskStore({ file: 'tasks.db' }) }) */
export { SqliteTaskStore } from './stores/sqlite/sqlite-task-store.js';
export type { SqliteTaskStoreOptions } from './stores/sqlite/sqlite-task-store.js';
/** Tasks in Redis, shared by replicas (ioredis, optional peer). @example tasks({ store: new RedisTaskStore({ url: process.env.REDIS_URL }) }) — scale/replica.ts */
export { RedisTaskStore } from './stores/redis/redis-task-store.js';
/** SSE events in Redis, so streams resume on any replica. @example serveHttp(server, { eventStore: new RedisEventStore({ url }) }) — scale/replica.ts */
export { RedisEventStore } from './stores/redis/redis-event-store.js';
export type { RedisEventStoreOptions } from './stores/redis/redis-event-store.js';
/** List changes and resource updates between replicas on Redis pub/sub. @example createServer({ …, bus: new RedisNotificationBus({ url }) }) — scale/replica.ts */
export { RedisNotificationBus } from './stores/redis/redis-notification-bus.js';
/** Rate limit counters in Redis, one budget across replicas. @example createServer({ …, rateLimitStore: redisRateLimiterStore({ url }).store }) — scale/replica.ts */
export { redisRateLimiterStore } from './stores/redis/redis-rate-limiter-store.js';
export type { RedisRateLimiterStore } from './stores/redis/redis-rate-limiter-store.js';
export type { RedisClient, RedisConnectionOptions } from './stores/redis/redis-client.js';
export type { EventStore, SessionBoundEventStore } from './server/transports/http/session/event-store.js';
/** A task result over `tasks({ maxResultBytes })`. @example see README "Tasks" */
export { TaskResultTooLargeError } from './errors/task-result-too-large.error.js';
/** A task refused, or its result not kept, at a limit of tasks() (maxTasksPerOwner, maxTasks, maxStoredResultBytes). @example see README "Tasks" */
export { TaskLimitError, type TaskLimit } from './errors/task-limit.error.js';
/** The skills extension (SEP-2640). @example createServer({ …, extensions: [skills({ folders: ['skills/release-notes'] })] }) — samples/everything/server.ts */
export { skills } from './extensions/skills/skills-extension.js';
export type { SkillsOptions, SkillFolder } from './extensions/skills/skills-extension.js';
/** Declares a skill whose SKILL.md body the method returns. @example samples/acme-tools/acme-skills.ts */
export { Skill } from './extensions/skills/skill.decorator.js';
export type { SkillOptions } from './extensions/skills/skill.decorator.js';
/** The skills extension's identifier and capability key. @example SKILLS_EXTENSION // 'io.modelcontextprotocol/skills' */
export { SKILLS_EXTENSION } from './extensions/skills/served-skill.js';
/** A skill that cannot be served (no SKILL.md, bad frontmatter, a name off the rules). @example see README "Skills" */
export { InvalidSkillError } from './errors/invalid-skill.error.js';
/** A skill file that leads outside its folder. @example see README "Skills" */
export { SkillPathEscapeError } from './errors/skill-path-escape.error.js';
export { SkillFileUnavailableError } from './errors/skill-file-unavailable.error.js';
export type { OriginPolicyOptions } from './server/transports/http/entry/origin-policy.js';
export { expressHandler } from './server/transports/http/mount/express-handler.js';
export type { ExpressRequestLike } from './server/transports/http/mount/express-handler.js';
export { fastifyHandler } from './server/transports/http/mount/fastify-handler.js';
export type { FastifyRequestLike, FastifyReplyLike } from './server/transports/http/mount/fastify-handler.js';
export { honoHandler } from './server/transports/http/mount/hono-handler.js';
export type { HonoContextLike } from './server/transports/http/mount/hono-handler.js';
export type { MountedRequest } from './server/transports/http/mount/node-bridge.js';
export { PortUnavailableError } from './errors/port-unavailable.error.js';
export type { PortProblem } from './errors/port-unavailable.error.js';
export { untrusted, sanitizeUntrusted, UNTRUSTED_MAX_LENGTH } from './model/untrusted-text.js';
export type { UntrustedOptions, SanitizedText } from './model/untrusted-text.js';
export { InvalidUntrustedSourceError } from './errors/invalid-untrusted-source.error.js';
