/** The kinds of MCP member a method decorator declares. @example const kind: MemberKind = 'resource-template'; */
export type MemberKind = 'tool' | 'resource' | 'resource-template' | 'prompt';
