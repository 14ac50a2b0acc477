/**
 * mcp-decorators: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). This root entry holds what the first hour needs: the decorators
 * and their options, type markers, createServer and the three ways to serve, content helpers, the handler's context,
 * the errors a handler throws or catches, tasks(), skills() and apps(). The rest sits in subpath entries (docs/reference/entry-points.md).
 * @module mcp-decorators
 */
// First of all: TypeScript's __metadata helper emits nothing unless Reflect.metadata exists when a class is decorated.
import 'reflect-metadata';

// Decorators and their options.
export { Tool } from './decorators/tool.decorator.js';
export type { ToolOptions, ToolTaskOptions, ToolViewOptions, ViewVisibility } from './metadata/member-options.js';
export { Resource } from './decorators/resource.decorator.js';
export type { ResourceOptions } from './decorators/resource.decorator.js';
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
export type { CompletionSource, CompletionRequestContext } from './metadata/records.js';
export type { ToolAnnotations, Annotations } from './vocabulary/annotations.js';
export type { Icon } from './vocabulary/icon.js';
export type { TaskSupport } from './vocabulary/task-support.js';
export type { JsonValue, JsonObject } from './vocabulary/json-value.js';
export type { Constructor } from './vocabulary/constructor.js';

// Middleware, guards and the policy decorators.
export { UseMiddleware } from './decorators/use-middleware.decorator.js';
export { UseGuards } from './decorators/use-guards.decorator.js';
export { Scopes } from './decorators/scopes.decorator.js';
export type { ScopesOptions } from './decorators/scopes.decorator.js';
export { Public } from './decorators/public.decorator.js';
export { Roles } from './decorators/roles.decorator.js';
export type { RolesOptions } from './decorators/roles.decorator.js';
export { RateLimit } from './decorators/rate-limit.decorator.js';
export { ArgumentLimits } from './decorators/argument-limits.decorator.js';
export type { RateLimitOptions, ArgumentLimitsOptions } from './model/policy-declaration.js';
export type { Invocation, Next, MiddlewareFn, McpMiddleware, MiddlewareEntry, GuardFn, GuardVerdict, McpGuard, GuardEntry, Caller, ListFilter, ListedMember } from './model/middleware.js';
export type { Principal } from './model/principal.js';

// Type markers.
export { Int, AnyJson, SetOf, MapOf, RecordOf, UnionOf } from './metadata/type-spec.js';
export type { TypeSpec, TypeThunk, EnumLike } from './metadata/type-spec.js';

// The server and the ways to serve it.
export { createServer } from './server/engine/create-server.js';
export type { ServerOptions, DecoratedMcpServer, ServerMount } from './server/engine/create-server.js';
export { serveStdio, DEFAULT_MAX_LINE_BYTES } from './server/transports/stdio.js';
export type { StdioOptions } from './server/transports/stdio.js';
export { serveHttp } from './server/transports/http/mount/serve-http-on-demand.js';
export type { ServeHttpOptions, HttpServerHandle } from './server/transports/http/mount/serve-http.js';
export { connectInMemory } from './server/transports/in-memory.js';
export type { InMemoryClientTransport } from './server/transports/in-memory.js';

// What a handler returns, and its context.
export { text, image, audio, resourceLink, embeddedResource, toolResult, message } from './model/content.js';
export type { ContentBlock, TextBlock, ImageBlock, AudioBlock, ResourceLinkBlock, EmbeddedResourceBlock, ResourceContents, ToolOutcome, ToolResultOptions, PromptMessage } from './model/content.js';
export { untrusted } from './model/untrusted-text.js';
export type { UntrustedOptions } from './model/untrusted-text.js';
export type { McpContext, McpLogger, LogLevel, ClientDescription, RequestHeaders, TraceContext, ElicitationResult, SamplingMessage, SamplingRequest, SamplingResult, Root, InputOptions } from './model/handler-context.js';

// The errors a handler throws or catches.
export { ToolError } from './model/tool-error.js';
export { McpDecoratorsError } from './errors/mcp-decorators-error.js';
export { ResourceNotFoundError } from './errors/resource-not-found.error.js';
export { AccessDeniedError } from './errors/access-denied.error.js';
export { UnauthenticatedError } from './errors/unauthenticated.error.js';
export { InsufficientScopeError } from './errors/insufficient-scope.error.js';
export { MissingRoleError } from './errors/missing-role.error.js';
export { RateLimitedError } from './errors/rate-limited.error.js';
export { RequestAbortedError } from './errors/request-aborted.error.js';
export { ClientRequestError } from './errors/client-request.error.js';
/** A JSON-RPC error an extension's method answers with. @example throw new ProtocolError(RpcErrorCode.InvalidParams, 'Unknown widget w1; list them with widgets/list') */
export { ProtocolError } from './server/protocol/protocol-error.js';
export { RpcErrorCode } from './vocabulary/rpc-error-codes.js';

// The built-in extensions.
/** The tasks extension (SEP-2663 on 2026-07-28, core tasks on 2025-11-25). @example createServer({ …, extensions: [tasks()] }) — samples/everything/everything-tasks.ts */
export { tasks } from './extensions/tasks/tasks-extension.js';
export type { TasksOptions } from './extensions/tasks/tasks-extension.js';
/** The skills extension (SEP-2640). @example createServer({ …, extensions: [skills({ folders: ['skills/release-notes'] })] }) — samples/everything/server.ts */
export { skills } from './extensions/skills/skills-extension.js';
export type { SkillsOptions, SkillFolder } from './extensions/skills/skills-extension.js';
/** Declares a skill whose SKILL.md body the method returns. @example samples/acme-tools/acme-skills.ts */
export { Skill } from './extensions/skills/skill.decorator.js';
export type { SkillOptions } from './extensions/skills/skill.decorator.js';
/** The MCP Apps extension (SEP-1865): serves `@View`s and links them from `@Tool({ ui })`. @example createServer({ …, extensions: [apps()] }) — docs/guide/apps.md */
export { apps } from './extensions/apps/apps-extension.js';
export type { AppsOptions } from './extensions/apps/apps-extension.js';
/** Declares an MCP Apps view whose HTML the method returns. @example `@View('ui://acme/customer-card', { prefersBorder: true }) card() { return CARD_HTML; }` — docs/guide/apps.md */
export { View } from './extensions/apps/view.decorator.js';
export type { ViewOptions, ViewCsp, ViewPermissions } from './extensions/apps/view.decorator.js';
/** True when this call's client renders MCP Apps views. @example if (!canShowViews(ctx)) return summaryText; — docs/guide/apps.md */
export { canShowViews } from './extensions/apps/app-wire.js';
