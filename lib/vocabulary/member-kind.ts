/** The kinds of MCP member a method decorator declares. @example const kind: MemberKind = 'resource-template'; */
export type MemberKind = 'tool' | 'resource' | 'resource-template' | 'prompt';

/** What the framework says and does about one kind of member, wherever it names, lists, announces or calls it. */
export interface MemberKindFacts {
  /** The decorator that declares it, without the `@`: `Tool`, `ResourceTemplate`. */
  readonly decorator: string;
  /** The kind in prose, in error messages: `tool`, `resource template`. */
  readonly noun: string;
  /** The descriptor field that identifies it (unique across the catalogue), and that field in prose. */
  readonly key: 'name' | 'uri' | 'uriTemplate';
  readonly keyNoun: 'name' | 'URI' | 'URI template';
  /** The error code of two members with one key. */
  readonly duplicateCode: string;
  /** The key a list result (`tools/list`…) holds its list under; also a manifest's key, and what the notification bus carries. */
  readonly listKey: 'tools' | 'resources' | 'resourceTemplates' | 'prompts';
  /** The notification that its list changed, and the 2026-07-28 `subscriptions/listen` filter key that asks for it. */
  readonly listChanged: string;
  readonly listenKey: 'toolsListChanged' | 'resourcesListChanged' | 'promptsListChanged';
  /** The `Invocation.kind` of a call to it: a template is read as a resource. */
  readonly invokedAs: 'tool' | 'resource' | 'prompt';
}

/**
 * The one table of per-kind facts, in catalogue order (tools, resources, templates, prompts).
 * @example MEMBER_KINDS['resource-template'].listKey === 'resourceTemplates'
 */
export const MEMBER_KINDS: { readonly [K in MemberKind]: MemberKindFacts } = {
  tool: {
    decorator: 'Tool',
    noun: 'tool',
    key: 'name',
    keyNoun: 'name',
    duplicateCode: 'MCPD_DUPLICATE_TOOL',
    listKey: 'tools',
    listChanged: 'notifications/tools/list_changed',
    listenKey: 'toolsListChanged',
    invokedAs: 'tool',
  },
  resource: {
    decorator: 'Resource',
    noun: 'resource',
    key: 'uri',
    keyNoun: 'URI',
    duplicateCode: 'MCPD_DUPLICATE_RESOURCE',
    listKey: 'resources',
    listChanged: 'notifications/resources/list_changed',
    listenKey: 'resourcesListChanged',
    invokedAs: 'resource',
  },
  'resource-template': {
    decorator: 'ResourceTemplate',
    noun: 'resource template',
    key: 'uriTemplate',
    keyNoun: 'URI template',
    duplicateCode: 'MCPD_DUPLICATE_TEMPLATE',
    listKey: 'resourceTemplates',
    listChanged: 'notifications/resources/list_changed',
    listenKey: 'resourcesListChanged',
    invokedAs: 'resource',
  },
  prompt: {
    decorator: 'Prompt',
    noun: 'prompt',
    key: 'name',
    keyNoun: 'name',
    duplicateCode: 'MCPD_DUPLICATE_PROMPT',
    listKey: 'prompts',
    listChanged: 'notifications/prompts/list_changed',
    listenKey: 'promptsListChanged',
    invokedAs: 'prompt',
  },
};

/** Every member kind, in catalogue order. */
export const MEMBER_KIND_ORDER: readonly MemberKind[] = ['tool', 'resource', 'resource-template', 'prompt'];

/** The member kind whose list a result or manifest holds under `listKey`, if any (the key may come off the wire: compared, never indexed). */
export function kindOfListKey(listKey: unknown): MemberKind | undefined {
  return MEMBER_KIND_ORDER.find((kind) => MEMBER_KINDS[kind].listKey === listKey);
}
